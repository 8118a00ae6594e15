import { Hono } from 'hono'
import { adminMe as meAnswer } from '../../contract/admin/me'
import { accessConfig } from './access'
import type { AdminEnv } from './env'
import { adminJson } from './respond'

/**
 * `GET /api/v2/admin/me`: who the console is working for, their role (which screens and buttons it offers; the
 * API checks again) and where signing out goes: Access's own logout, or the local sandbox's (decision 049).
 */
export const adminMe = new Hono<AdminEnv>().get('/me', function meRoute(c) {
  const access = accessConfig(c.env)
  const viaAccess = access !== null && c.req.header('authorization') === undefined
  const signOutUrl = !viaAccess
    ? null
    : access.teamDomain.startsWith('/')
      ? '/sandbox/access/sign-out'
      : '/cdn-cgi/access/logout'
  return adminJson(c, meAnswer, { actor: c.var.actor, role: c.var.role, signOutUrl })
})
