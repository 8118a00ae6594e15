import * as z from 'zod/mini'
import type { Bindings } from '../../env'
import { thirdPartyFetch } from '../../http/in-process'
import type { DestinationCheck } from '../carrier'

/**
 * Packeta (Zásilkovna) pickup points, docs/czech-commerce.md#packeta. The shopper picks a point in the browser (the
 * widget, or the sandbox picker locally); the server re-validates it with the widget's validation API before
 * the shipment keeps it, since anything sent from the browser can be forged.
 */

/**
 * A point as the port answers it (api/shipping/carrier.ts): `not_staffed` is a Z-BOX where alcohol needs a
 * person; `unavailable`, the point takes no parcels now (holiday, full, closing) or Packeta could not be asked.
 */
export type PickupPointValidation = DestinationCheck

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

/**
 * Packeta's packet API (the REST/XML endpoint `https://www.zasilkovna.cz/api/rest`, the same calls as its SOAP
 * API): a POST of one XML element named after the call, with the API password, answered by
 * `<response><status>ok|fault</status><result>…</result></response>`. PACKETA_REST_URL points it at Packeta or,
 * relative, at the sandbox in this worker (api/sandbox/packeta-rest.ts).
 */

export type PacketInput = {
  /** Our reference: the order number. */
  number: string
  name: string
  surname: string
  company?: string
  email: string
  phone?: string
  /** The pickup point (Packeta's branch id). */
  addressId: string
  /** Cash on delivery in CZK (haléře), 0 when paid. */
  cod: number
  /** The parcel's declared value (insurance), haléře. */
  value: number
  /** Grams. */
  weight: number
  /** Alcohol: the point hands it over only to an adult (the law on alcohol sales at a distance). */
  adultContent: boolean
  /** Our shop's sender label in Packeta's client section. */
  eshop?: string
}

export type CreatedPacket = { id: string; barcode: string; barcodeText: string }
export type PacketStatus = { statusCode: number; codeText: string; statusText: string; dateTime: string }

/** Packeta's status codes the shop acts on: at the pickup point, and the ends of a parcel's journey. */
export const PACKET_STATUS = { readyForPickup: 5, delivered: 7, returned: 10, cancelled: 11 } as const

export interface PacketaPackets {
  createPacket(input: PacketInput): Promise<CreatedPacket>
  /** The label as PDF bytes (`A6 on A6`: one label per page, for a label printer). */
  packetLabelPdf(packetId: string): Promise<Uint8Array>
  cancelPacket(packetId: string): Promise<void>
  packetStatus(packetId: string): Promise<PacketStatus>
}

/** Packeta refused a call (`fault` is its fault name, e.g. PacketAttributesFault), or could not be reached (null). */
export class PacketaError extends Error {
  readonly fault: string | null
  constructor(fault: string | null, message: string, options?: ErrorOptions) {
    super(`Packeta: ${message}${fault === null ? '' : ` (${fault})`}`, options)
    this.name = 'PacketaError'
    this.fault = fault
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

type XmlValue = string | number | XmlFields
type XmlFields = { [name: string]: XmlValue | undefined }

/** Elements in the given order; undefined fields are left out. */
export function xmlElements(fields: XmlFields): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, XmlValue] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `<${name}>${typeof value === 'object' ? xmlElements(value) : xmlEscape(String(value))}</${name}>`,
    )
    .join('')
}

/** The text of the first element of that name (entities decoded), or null. Packeta's answers are flat enough. */
export function xmlText(xml: string, name: string): string | null {
  const found = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml)
  if (!found) return new RegExp(`<${name}(?:\\s[^>]*)?/>`).test(xml) ? '' : null
  return found[1]!.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!,
  )
}

/** Haléře as Packeta's decimal CZK ("1290.50"). */
const czk = (amount: number): string => (amount / 100).toFixed(2)

export function packetaPackets(env: Bindings): PacketaPackets {
  const send = thirdPartyFetch(env)
  async function call(method: string, fields: XmlFields): Promise<string> {
    const body = `<?xml version="1.0" encoding="utf-8"?><${method}>${xmlElements({ apiPassword: env.PACKETA_API_PASSWORD, ...fields })}</${method}>`
    let answer: string
    try {
      const response = await send(env.PACKETA_REST_URL, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS * 2),
      })
      answer = await response.text()
      if (!response.ok) throw new PacketaError(null, `HTTP ${response.status} from ${method}`)
    } catch (error) {
      if (error instanceof PacketaError) throw error
      throw new PacketaError(null, `${method} failed`, { cause: error })
    }
    const status = xmlText(answer, 'status')
    if (status !== 'ok')
      throw new PacketaError(
        xmlText(answer, 'fault'),
        xmlText(answer, 'string') ?? `${method} answered ${status ?? 'nothing'}`,
      )
    return xmlText(answer, 'result') ?? ''
  }

  return {
    async createPacket(input) {
      const result = await call('createPacket', {
        packetAttributes: {
          number: input.number,
          name: input.name,
          surname: input.surname,
          company: input.company || undefined,
          email: input.email,
          phone: input.phone || undefined,
          addressId: input.addressId,
          cod: input.cod > 0 ? czk(input.cod) : undefined,
          value: czk(input.value),
          currency: 'CZK',
          weight: (Math.max(input.weight, 1) / 1000).toFixed(3),
          eshop: input.eshop,
          adultContent: input.adultContent ? 1 : 0,
        },
      })
      const id = xmlText(result, 'id')
      const barcode = xmlText(result, 'barcode')
      if (!id || !barcode) throw new PacketaError(null, 'createPacket answered without id or barcode')
      return { id, barcode, barcodeText: xmlText(result, 'barcodeText') ?? barcode }
    },

    async packetLabelPdf(packetId) {
      const result = await call('packetLabelPdf', { packetId, format: 'A6 on A6', offset: 0 })
      return Uint8Array.from(atob(result.replace(/\s/g, '')), (character) => character.charCodeAt(0))
    },

    async cancelPacket(packetId) {
      await call('cancelPacket', { packetId })
    },

    async packetStatus(packetId) {
      const result = await call('packetStatus', { packetId })
      const statusCode = Number(xmlText(result, 'statusCode'))
      if (!Number.isInteger(statusCode)) throw new PacketaError(null, 'packetStatus answered without a status code')
      return {
        statusCode,
        codeText: xmlText(result, 'codeText') ?? '',
        statusText: xmlText(result, 'statusText') ?? '',
        dateTime: xmlText(result, 'dateTime') ?? '',
      }
    },
  }
}

/** The public tracking page of a parcel, in Czech. */
export function packetTrackingUrl(barcode: string): string {
  return `https://tracking.packeta.com/cs/?id=${encodeURIComponent(barcode)}`
}
