import type { Bindings } from '../env'
import type { Carrier } from './carrier'
import { carrierPairs } from './carrier-config'
import { packetaCarrier } from './packeta'
import { pplCarrier } from './ppl'

/**
 * Which carrier takes a shipping method's parcels (docs/decisions/060-carrier-port.md). The adapters are listed
 * here by code; which method uses which is configuration, `SHIPPING_CARRIERS` (`method=carrier` pairs, in
 * api/wrangler.toml per environment), so a method moves to another carrier without code. A method not listed
 * has no carrier: fulfilment then ships it its own way (a courier's tracking number typed in, the shop counter,
 * an e-mail), which is normal, not an error.
 */

export type CarrierAdapter = (env: Bindings) => Carrier

const ADAPTERS = new Map<string, CarrierAdapter>([
  ['packeta', packetaCarrier],
  ['ppl', pplCarrier],
])

/**
 * Adds an adapter under its code. The shop's adapters are listed above; tests register a fake one to prove that
 * fulfilment knows only the port (api/shipping/registry.test.ts).
 */
export function registerCarrier(code: string, adapter: CarrierAdapter): void {
  ADAPTERS.set(code, adapter)
}

/**
 * `SHIPPING_CARRIERS` read as method code → carrier code; malformed pairs are left out (the production guard names
 * them, and a carrier without an adapter, through ./carrier-config.ts).
 */
export function carrierCodes(env: Pick<Bindings, 'SHIPPING_CARRIERS'>): Map<string, string> {
  return carrierPairs(env.SHIPPING_CARRIERS)
}

/** The shipping methods that have a carrier (the console's queue of parcels to create). */
export function carrierMethods(env: Pick<Bindings, 'SHIPPING_CARRIERS'>): string[] {
  return [...carrierCodes(env)].filter(([, carrier]) => ADAPTERS.has(carrier)).map(([method]) => method)
}

/** The carrier's code and name for staff screens, or null for a method without one. */
export function carrierNameOf(env: Bindings, methodCode: string | null | undefined): CarrierName | null {
  const carrier = carrierFor(env, methodCode)
  return carrier ? { code: carrier.code, name: carrier.name } : null
}

export type CarrierName = { code: string; name: string }

/** The carrier of a shipping method, or null for a method without one (or a carrier with no adapter). */
export function carrierFor(env: Bindings, methodCode: string | null | undefined): Carrier | null {
  if (!methodCode) return null
  const code = carrierCodes(env).get(methodCode)
  const adapter = code === undefined ? undefined : ADAPTERS.get(code)
  return adapter ? adapter(env) : null
}
