/**
 * One D1 session per API request or cron job (docs/decisions/057-d1-sessions.md). The session stands in for the
 * `DB` binding, so every query module keeps taking a `D1Database` and the call sites do not change: statements
 * and batches go through the session, which keeps them sequentially consistent (a read sees the request's own
 * writes) and lets D1 serve reads from a nearby replica when the request carries no bookmark.
 *
 * A session started from a bookmark that D1 refuses (forged, from another database, far ahead) must not fail
 * the request: its first call is tried once more on a session that starts at the primary, and the calls that
 * came meanwhile wait for that first one, so every call of the request runs on the same session.
 */

export type SessionStart = 'first-primary' | 'first-unconstrained' | { bookmark: string }

export type RequestSession = {
  /** The stand-in for `env.DB` during the request. */
  db: D1Database
  /** The newest bookmark of the session; null before its first query. */
  bookmark(): string | null
  /** Whether a statement of the session changed the database. */
  wrote(): boolean
}

type Run<T> = (session: D1DatabaseSession) => Promise<T>
type Execute = <T>(run: Run<T>, rowsOf?: string) => Promise<T>

/** A statement that changes the database (`INSERT … RETURNING` read with `first()` among them). */
const WRITES = /^\s*(?:WITH\b[\s\S]*\b)?(?:INSERT|UPDATE|DELETE|REPLACE)\b/i

export function openSession(database: D1Database, start: SessionStart): RequestSession {
  let session = database.withSession(typeof start === 'string' ? start : start.bookmark)
  // only a bookmark can be refused; a constraint's first call has nothing to fall back from
  let first: Promise<void> | null = typeof start === 'string' ? Promise.resolve() : null
  let wrote = false

  /** D1's meta says whether a statement changed the database; `first()` and `raw()` return rows only. */
  function note(result: unknown, query?: string): void {
    if (query !== undefined) {
      if (WRITES.test(query)) wrote = true
      return
    }
    for (const one of Array.isArray(result) ? result : [result]) {
      const meta = (one as { meta?: D1Meta } | null)?.meta
      if (meta && (meta.changed_db || meta.changes > 0)) wrote = true
    }
  }

  async function execute<T>(run: Run<T>, rowsOf?: string): Promise<T> {
    if (first) {
      await first
      const result = await run(session)
      note(result, rowsOf)
      return result
    }
    let settle!: () => void
    first = new Promise<void>((resolve) => (settle = resolve))
    try {
      const result = await run(session)
      note(result, rowsOf)
      return result
    } catch {
      session = database.withSession('first-primary')
      const result = await run(session)
      note(result, rowsOf)
      return result
    } finally {
      settle()
    }
  }

  const db = {
    prepare: (query: string) => statement(execute, query, []),
    batch: <T>(statements: D1PreparedStatement[]) =>
      execute((current) => current.batch<T>(statements.map((one) => onSession(one, current)))),
    exec: (): Promise<D1ExecResult> => Promise.reject(new Error('exec() is not available inside a D1 session')),
    dump: (): Promise<ArrayBuffer> => Promise.reject(new Error('dump() is not available inside a D1 session')),
    // a request the API sends to itself (the sandboxes) runs inside the caller's session
    withSession: () => ({ prepare: db.prepare, batch: db.batch, getBookmark: () => session.getBookmark() }),
  }
  return {
    db: db as unknown as D1Database,
    bookmark: () => session.getBookmark(),
    wrote: () => wrote,
  }
}

const SPEC = Symbol('session statement')
type Spec = { query: string; values: unknown[] }

/** A statement prepared on whichever session is current when it runs (the first call may switch sessions). */
function statement(execute: Execute, query: string, values: unknown[]): D1PreparedStatement {
  const spec: Spec = { query, values }
  const on = (current: D1DatabaseSession) => onSession({ [SPEC]: spec } as unknown as D1PreparedStatement, current)
  const wrapped = {
    [SPEC]: spec,
    bind: (...bound: unknown[]) => statement(execute, query, bound),
    first: (column?: string) =>
      execute((current) => (column === undefined ? on(current).first() : on(current).first(column)), query),
    run: () => execute((current) => on(current).run()),
    all: () => execute((current) => on(current).all()),
    raw: (options?: { columnNames?: boolean }) =>
      execute(
        (current) =>
          options?.columnNames ? on(current).raw({ columnNames: true }) : on(current).raw({ columnNames: false }),
        query,
      ),
  }
  return wrapped as unknown as D1PreparedStatement
}

function onSession(one: D1PreparedStatement, current: D1DatabaseSession): D1PreparedStatement {
  const spec = (one as unknown as { [SPEC]?: Spec })[SPEC]
  // a statement prepared elsewhere (not through the session) runs as it was made
  if (!spec) return one
  const prepared = current.prepare(spec.query)
  return spec.values.length > 0 ? prepared.bind(...spec.values) : prepared
}
