/**
 * `SHIPPING_CARRIERS` read without the adapters (docs/decisions/060-carrier-port.md): the production guard runs
 * in Node too (scripts/check-production.ts), where the adapters and their clients do not load, so the codes of
 * the shop's adapters are listed here as well. api/http/production-guard.test.ts checks each has its adapter.
 */
export const CARRIER_CODES: readonly string[] = ['packeta', 'ppl']

/** `method=carrier` pairs as method code → carrier code; malformed pairs are left out (the problems name them). */
export function carrierPairs(value: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const pair of (value ?? '').split(',')) {
    const [method, carrier, ...rest] = pair.split('=').map((part) => part.trim())
    if (method && carrier && rest.length === 0) pairs.set(method, carrier)
  }
  return pairs
}

/** What is wrong with the pairs: one that is not `method=carrier`, a carrier whose code is not among `known`. */
export function carrierPairProblems(value: string | undefined, known: readonly string[] = CARRIER_CODES): string[] {
  const problems: string[] = []
  for (const pair of (value ?? '').split(',')) {
    if (pair.trim() === '') continue
    const [method, carrier, ...rest] = pair.split('=').map((part) => part.trim())
    if (!method || !carrier || rest.length > 0)
      problems.push(`SHIPPING_CARRIERS: "${pair.trim()}" is not a method=carrier pair`)
    else if (!known.includes(carrier)) problems.push(`SHIPPING_CARRIERS: no carrier adapter "${carrier}"`)
  }
  return problems
}
