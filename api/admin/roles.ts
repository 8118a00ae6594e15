import { createMiddleware } from 'hono/factory'
import { hydraErrorResponse } from '../http/errors'
import type { AdminEnv, AdminRole } from './env'

/** Who has at least `role`: an admin can do everything staff can. No role set is a script's token: admin. */
export function hasRole(actual: AdminRole | undefined, role: AdminRole): boolean {
  return role === 'staff' || (actual ?? 'admin') === 'admin'
}

/**
 * Lets only people with `role` through (decision 050): a staff person who tries to change a price, a redirect or
 * the content gets 403 with a Czech message, and nothing is read or written.
 */
export function requireRole(role: AdminRole) {
  return createMiddleware<AdminEnv>(async function checkRole(c, next) {
    if (!hasRole(c.get('role'), role)) {
      const response = hydraErrorResponse(403, 'Tuto změnu může udělat jen administrátor obchodu.')
      response.headers.set('cache-control', 'no-store')
      return response
    }
    await next()
  })
}
