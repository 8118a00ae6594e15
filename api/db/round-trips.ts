import { timed, type CallChain } from '../../contract/call-chain'

/** What a D1 binding and a D1 session (decision 058: the sessions helper's `withSession`) have in common. */
type Database = Pick<D1Database, 'prepare' | 'batch'>

/**
 * The database with every round trip to D1 recorded in `chain` (decision 058): a statement's `first`, `all`,
 * `run` or `raw` is one trip, a `batch` is one trip whatever it holds, `exec` is one. The chain's depth is the
 * number of trips made one after another, which is what a shopper far from the primary waits for.
 *
 * Statements are handed out wrapped; `batch` unwraps them, since D1 accepts only its own statement objects.
 */
export function countRoundTrips<T extends Database>(db: T, chain: CallChain): T {
  const real = new WeakMap<object, D1PreparedStatement>()
  const unwrap = (statement: D1PreparedStatement) => real.get(statement) ?? statement
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrapStatement(target.bind(...values))
        if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
          const method = target[property] as (...args: unknown[]) => Promise<unknown>
          return (...args: unknown[]) => timed(chain, () => method.apply(target, args))
        }
        const value: unknown = Reflect.get(target, property, target)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    real.set(wrapped, statement)
    return wrapped
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => wrapStatement(target.prepare(query))
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) => timed(chain, () => target.batch(statements.map(unwrap)))
      const value: unknown = Reflect.get(target, property, target)
      if (property === 'exec' && typeof value === 'function')
        return (query: string) => timed(chain, () => (value as (q: string) => Promise<unknown>).call(target, query))
      if (property === 'withSession' && typeof value === 'function')
        return (...args: unknown[]) =>
          countRoundTrips((value as (...a: unknown[]) => Database).apply(target, args), chain)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
