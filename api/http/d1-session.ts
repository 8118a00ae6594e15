import { createMiddleware } from 'hono/factory'
import { BAD_BOOKMARK_MESSAGE, D1_BOOKMARK_HEADER, D1_WROTE_HEADER, isD1Bookmark } from '../../contract/d1-bookmark'
import { openSession, type SessionStart } from '../db/session'
import type { ApiEnv, Bindings } from '../env'
import { hydraErrorResponse } from './errors'

/**
 * Every request's D1 work in one session (docs/decisions/057-d1-sessions.md): `c.env.DB` is the session for the
 * rest of the request, so handlers and `api/db` keep reading `env.DB`. Without a bookmark the first query may go
 * to any replica; with one, D1 serves the request from a copy at least that recent, so whoever wrote reads it
 * back. The answer carries the session's bookmark, and `x-d1-wrote: 1` when the request changed the database.
 */
export const d1Session = createMiddleware<ApiEnv>(async function d1Session(c, next) {
  const sent = c.req.header(D1_BOOKMARK_HEADER)
  if (sent !== undefined && !isD1Bookmark(sent)) return hydraErrorResponse(400, BAD_BOOKMARK_MESSAGE)
  const session = openSession(c.env.DB, sent === undefined ? 'first-unconstrained' : { bookmark: sent })
  c.env = { ...c.env, DB: session.db }
  await next()
  const bookmark = session.bookmark()
  if (bookmark !== null) c.header(D1_BOOKMARK_HEADER, bookmark)
  if (session.wrote()) c.header(D1_WROTE_HEADER, '1')
})

/**
 * A cron job's own session: it starts at the primary (a job decides on the latest state, and runs beside the
 * database anyway), and the job reads back what it has just written.
 */
export function jobEnv(env: Bindings, start: SessionStart = 'first-primary'): Bindings {
  return { ...env, DB: openSession(env.DB, start).db }
}
