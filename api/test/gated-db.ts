import type { Bindings } from '../env'
import { testEnv } from './env'

/**
 * Network latency of one request, made deterministic: a D1 binding that holds back the request's database
 * calls around its first statement matching `pattern`, until the test releases it. `before`: that statement
 * itself waits (the request has read, its write is late); `after`: it runs, and every later call waits (the
 * write landed, its re-read and re-pricing are late). `reached` resolves when the statement is reached
 * (`before`) or done (`after`).
 */

export type Gate = { env: Bindings; reached: Promise<void>; release: () => void }

const REAL = Symbol('real statement')
type Wrapped = D1PreparedStatement & { [REAL]: D1PreparedStatement; query: string }

export function gatedDb(pattern: RegExp, when: 'before' | 'after', db: D1Database = testEnv.DB): Gate {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let reach!: () => void
  const reached = new Promise<void>((resolve) => (reach = resolve))
  let seen = false

  async function call<T>(queries: string[], run: () => Promise<T>): Promise<T> {
    const matches = !seen && queries.some((query) => pattern.test(query))
    if (seen) await released
    if (!matches) return run()
    seen = true
    if (when === 'before') {
      reach()
      await released
      return run()
    }
    const result = await run()
    reach()
    return result
  }

  function wrap(statement: D1PreparedStatement, query: string): Wrapped {
    return new Proxy(statement, {
      get(target, key) {
        if (key === REAL) return target
        if (key === 'query') return query
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), query)
        if (key === 'run' || key === 'all' || key === 'first' || key === 'raw') {
          return (...args: unknown[]) =>
            call([query], () => (target[key] as (...a: unknown[]) => Promise<unknown>).apply(target, args))
        }
        const value: unknown = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as Wrapped
  }

  // the API opens a D1 session per request (decision 057): its statements are gated like the binding's own
  function gate<T extends D1Database | D1DatabaseSession>(target: T): T {
    return new Proxy(target, {
      get(inner, key) {
        if (key === 'prepare') return (query: string) => wrap(inner.prepare(query), query)
        if (key === 'batch') {
          return (statements: Wrapped[]) =>
            call(
              statements.map((statement) => statement.query),
              () => inner.batch(statements.map((statement) => statement[REAL])),
            )
        }
        if (key === 'withSession' && 'withSession' in inner) {
          return (start?: string) => gate(inner.withSession(start))
        }
        const value: unknown = Reflect.get(inner, key, inner)
        return typeof value === 'function' ? value.bind(inner) : value
      },
    })
  }
  const gated = gate(db)
  return { env: { ...testEnv, DB: gated }, reached, release }
}
