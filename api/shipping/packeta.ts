import * as z from 'zod/mini'
import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'

/**
 * Packeta (Zásilkovna) pickup points, CZECH-COMMERCE.md 3.1. The shopper picks a point in the browser (the
 * widget, or the sandbox picker locally); the server re-validates it with the widget's validation API before
 * the shipment keeps it, since anything sent from the browser can be forged.
 */

/** A pickup point as the order keeps it. */
export type ValidatedPoint = { id: string; name: string; city?: string; street?: string; zip?: string }

/**
 * Why a point was refused: `unknown`, no such point (for us); `not_staffed`, a locker where a staffed point is
 * required; `unavailable`, the point takes no parcels now (holiday, full, closing) or Packeta could not be asked.
 */
export type PickupPointValidation =
  { valid: true; point: ValidatedPoint } | { valid: false; reason: 'unknown' | 'not_staffed' | 'unavailable' }

/** How the storefront lets shoppers pick a point; part of the `packeta` shipping method. */
export type PickupPointProvider = { kind: 'packeta-widget' | 'sandbox'; apiKey: string; listUrl?: string }

/** Packeta's branch ids are numbers; anything else is not a point of theirs. */
const BRANCH_ID = /^\d{1,10}$/
const TIMEOUT_MS = 5000

/** Codes of the validation API meaning "not a point you can send this parcel to" (WooCommerce plugin). */
const UNKNOWN_CODES = new Set(['NotFound', 'InvalidCountry', 'InvalidCarrier', 'PickupPointForbidden'])
const NOT_STAFFED_CODES = new Set(['NoAgeVerification'])

const validateResponse = z.looseObject({
  isValid: z.optional(z.boolean()),
  errors: z.optional(z.array(z.looseObject({ code: z.string(), description: z.optional(z.nullable(z.string())) }))),
  point: z.optional(
    z.nullable(
      z.looseObject({
        name: z.optional(z.nullable(z.string())),
        address: z.optional(
          z.nullable(
            z.looseObject({
              street: z.optional(z.nullable(z.string())),
              city: z.optional(z.nullable(z.string())),
              zip: z.optional(z.nullable(z.string())),
            }),
          ),
        ),
      }),
    ),
  ),
})

function isRelative(url: string): boolean {
  return url.startsWith('/')
}

/** The picker configuration for the storefront: the real widget, or the sandbox list beside the sandbox API. */
export function pickupPointProviderOf(env: Pick<Bindings, 'PACKETA_API_URL' | 'PACKETA_API_KEY'>): PickupPointProvider {
  if (!isRelative(env.PACKETA_API_URL)) return { kind: 'packeta-widget', apiKey: env.PACKETA_API_KEY }
  // "/sandbox/packeta/v1/" → "/sandbox/packeta/points" (api/sandbox/packeta.ts)
  const listUrl = new URL('../points', new URL(env.PACKETA_API_URL, 'http://sandbox.internal')).pathname
  return { kind: 'sandbox', apiKey: env.PACKETA_API_KEY, listUrl }
}

function reasonOf(codes: string[]): 'unknown' | 'not_staffed' | 'unavailable' {
  if (codes.some((code) => UNKNOWN_CODES.has(code))) return 'unknown'
  if (codes.some((code) => NOT_STAFFED_CODES.has(code))) return 'not_staffed'
  return 'unavailable'
}

function text(value: string | null | undefined): string | undefined {
  return value ? value : undefined
}

/**
 * Asks Packeta whether the point exists and can take the parcel; `requireStaffed` (carts with alcohol) asks for
 * a point with a real person (`livePickupPoint`), which excludes Z-BOX lockers. Never throws: when Packeta
 * cannot be asked the answer is `unavailable` and the caller decides.
 */
export async function validatePickupPoint(
  env: Bindings,
  input: { id: string; requireStaffed: boolean },
): Promise<PickupPointValidation> {
  if (!BRANCH_ID.test(input.id)) return { valid: false, reason: 'unknown' }
  const body = {
    apiKey: env.PACKETA_API_KEY,
    point: { id: input.id },
    options: { country: 'cz', livePickupPoint: input.requireStaffed },
  }
  let answer: z.infer<typeof validateResponse>
  try {
    const response = await thirdPartyFetch(env)(`${env.PACKETA_API_URL}validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    // 400 (a request it does not understand) and 401 (a wrong API key) are our misconfiguration, not the shopper's.
    if (!response.ok) {
      console.warn(`Packeta validation answered ${response.status}`)
      return { valid: false, reason: 'unavailable' }
    }
    answer = validateResponse.parse(await response.json())
  } catch (error) {
    console.warn('Packeta validation failed:', error instanceof Error ? error.message : error)
    return { valid: false, reason: 'unavailable' }
  }
  if (answer.isValid !== true)
    return { valid: false, reason: reasonOf((answer.errors ?? []).map((error) => error.code)) }
  const address = answer.point?.address
  return {
    valid: true,
    point: {
      id: input.id,
      name: answer.point?.name ?? '',
      city: text(address?.city),
      street: text(address?.street),
      zip: text(address?.zip),
    },
  }
}
