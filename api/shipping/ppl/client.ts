import * as z from 'zod/mini'
import type { Bindings } from '../../env'
import { thirdPartyFetch } from '../../http/in-process'

/**
 * PPL's CPL API (myAPI2, docs/decisions/063-ppl-home-delivery.md): OAuth2 client credentials at
 * `/login/getAccessToken`, shipments created in a batch (`POST /shipment/batch`, the batch's URL in `Location`),
 * the batch read back for its shipment numbers and its labels (PDF), tracking by `GET /shipment` (its
 * `trackAndTrace.events`). PPL_API_URL is its base ("https://api.dhl.com/ecs/ppl/myapi2"; relative: the sandbox
 * in this worker, api/sandbox/ppl.ts). Paths, parameters and fields as in the client of the API that PPL ships in
 * its own shop plugin (decision 063 names the files).
 */

export type PplShipmentInput = {
  /** Our reference: the order number. */
  referenceId: string
  recipient: {
    name: string
    street: string
    city: string
    zipCode: string
    country: string
    email: string
    phone?: string
  }
  /** Cash on delivery in haléře, 0 when paid; its variable symbol is the order number's digits. */
  cod: number
  /** The declared value (insurance), haléře. */
  value: number
  /** Grams. */
  weight: number
  /** Alcohol: PPL's age check at the door (`ageCheck` of the shipment, from its codelist `/codelist/ageCheck`). */
  ageCheck: boolean
}

/**
 * PPL's code of "ověření věku 18+" in its codelist `/codelist/ageCheck`: PPL's own shop plugins send
 * `'A' + age` (A15, A18).
 */
export const AGE_CHECK_18 = 'A18'

/** PPL's products for a parcel to the door in the Czech Republic: without and with cash on delivery. */
export const PRODUCT = { private: 'PRIV', privateCod: 'PRID' } as const

/** Where a shipment is: the phase of its last tracking event (PPL's codelist `/codelist/shipmentPhase`). */
export type PplShipmentState = { phase: string; name: string | null; eventDate: string | null }

/** A shipment PPL knows but has no event for yet: it has its data only, the phase `Order`. */
const NO_EVENT_YET = 'Order'

/** PPL's page size of a label a page (its enum `PageSize`: `Default` or `A4`, four a page). */
const PAGE_SIZE = 'Default'

/** PPL refused a call (`fault`: its error code or the HTTP status) or could not be reached (null). */
export class PplError extends Error {
  readonly fault: string | null
  /** The HTTP status PPL answered, when it answered. */
  readonly status: number | null
  constructor(fault: string | null, message: string, options?: ErrorOptions & { status?: number }) {
    super(`PPL: ${message}${fault === null ? '' : ` (${fault})`}`, options)
    this.name = 'PplError'
    this.fault = fault
    this.status = options?.status ?? null
  }
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() })
const batchAnswer = z.object({
  items: z.array(
    z.looseObject({
      referenceId: z.optional(z.nullable(z.string())),
      shipmentNumber: z.optional(z.nullable(z.string())),
      importState: z.optional(z.nullable(z.string())),
      errorMessage: z.optional(z.nullable(z.string())),
    }),
  ),
})
const trackingEvent = z.looseObject({
  phase: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  eventDate: z.optional(z.nullable(z.string())),
})
const shipmentsAnswer = z.array(
  z.looseObject({
    shipmentNumber: z.string(),
    trackAndTrace: z.optional(z.nullable(z.looseObject({ events: z.optional(z.nullable(z.array(trackingEvent))) }))),
  }),
)

/**
 * Tokens live in this isolate's memory until a minute before they expire (PPL issues them for 30 minutes): every
 * call of a cron run or a staff's morning batch reuses one, and a new isolate simply asks again. Keyed by base
 * URL and client id, so the sandbox's and PPL's never mix.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>()
const EXPIRY_MARGIN_MS = 60_000

/** Forgets cached tokens (tests that prove the cache start from none). */
export function forgetPplTokens(): void {
  tokens.clear()
}

/** Haléře as PPL's decimal CZK. */
const czk = (amount: number): number => Math.round(amount) / 100

export function pplClient(env: Bindings) {
  const send = thirdPartyFetch(env)
  const base = env.PPL_API_URL.replace(/\/$/, '')

  async function token(): Promise<string> {
    const key = `${base} ${env.PPL_CLIENT_ID}`
    const cached = tokens.get(key)
    if (cached && cached.expiresAt > Date.now()) return cached.token
    const response = await call('getAccessToken', `${base}/login/getAccessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: env.PPL_CLIENT_ID,
        client_secret: env.PPL_CLIENT_SECRET,
        grant_type: 'client_credentials',
        scope: 'myapi2',
      }).toString(),
    })
    const answer = tokenAnswer.parse(await response.json())
    tokens.set(key, { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS })
    return answer.access_token
  }

  async function call(name: string, url: string, init: RequestInit): Promise<Response> {
    let response: Response
    try {
      response = await send(url, init)
    } catch (error) {
      throw new PplError(null, `${name} failed`, { cause: error })
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '')
      const code = /"(?:code|error)"\s*:\s*"([^"]{1,80})"/.exec(detail)?.[1] ?? `HTTP ${response.status}`
      throw new PplError(code, `${name} answered ${response.status}`, { status: response.status })
    }
    return response
  }

  async function authorized(name: string, path: string, init: RequestInit = {}): Promise<Response> {
    const attempt = async () => {
      const headers = new Headers(init.headers)
      headers.set('authorization', `Bearer ${await token()}`)
      return call(name, `${base}${path}`, { ...init, headers })
    }
    try {
      return await attempt()
    } catch (error) {
      // a token PPL revoked before its time (a new secret, their restart): forget it and ask once more
      if (!(error instanceof PplError) || error.status !== 401) throw error
      tokens.delete(`${base} ${env.PPL_CLIENT_ID}`)
      return attempt()
    }
  }

  return {
    /** Sends one shipment in a batch and answers the batch's id (from its `Location`). */
    async createBatch(input: PplShipmentInput): Promise<string> {
      const variableSymbol = input.referenceId.replace(/\D/g, '').slice(-10) || '0'
      const shipment = {
        referenceId: input.referenceId,
        productType: input.cod > 0 ? PRODUCT.privateCod : PRODUCT.private,
        recipient: {
          name: input.recipient.name.slice(0, 50),
          street: input.recipient.street.slice(0, 60),
          city: input.recipient.city.slice(0, 50),
          zipCode: input.recipient.zipCode.replace(/\s/g, ''),
          country: input.recipient.country,
          email: input.recipient.email,
          phone: input.recipient.phone || undefined,
        },
        externalNumbers: [{ code: 'CUST', externalNumber: input.referenceId }],
        ageCheck: input.ageCheck ? AGE_CHECK_18 : undefined,
        cashOnDelivery:
          input.cod > 0 ? { codPrice: czk(input.cod), codCurrency: 'CZK', codVarSym: variableSymbol } : undefined,
        insurance: { insurancePrice: czk(input.value), insuranceCurrency: 'CZK' },
        shipmentSet: {
          numberOfShipments: 1,
          shipmentSetItems: [{ weighedShipmentInfo: { weight: Math.max(input.weight, 1) / 1000 } }],
        },
      }
      const response = await authorized('createBatch', '/shipment/batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          shipments: [shipment],
          labelSettings: {
            format: 'Pdf',
            completeLabelSettings: { isCompleteLabelRequested: true, pageSize: PAGE_SIZE },
          },
        }),
      })
      const batchId = /\/shipment\/batch\/([^/?#]+)/.exec(response.headers.get('location') ?? '')?.[1]
      if (!batchId) throw new PplError(null, 'createBatch answered without the batch in Location')
      return decodeURIComponent(batchId)
    },

    /** The batch's first shipment: its number once PPL accepted it, null while PPL still imports it. */
    async batchShipment(batchId: string): Promise<string | null> {
      const response = await authorized('batchStatus', `/shipment/batch/${encodeURIComponent(batchId)}`)
      const item = batchAnswer.parse(await response.json()).items[0]
      if (!item) throw new PplError(null, 'the batch has no shipment')
      if (item.importState === 'Error')
        throw new PplError('ImportError', item.errorMessage ?? 'the shipment was refused')
      return item.importState === 'Complete' && item.shipmentNumber ? item.shipmentNumber : null
    },

    async label(batchId: string): Promise<Uint8Array> {
      // `limit` and `offset` are required; one shipment a batch, so its one label
      const query = `limit=1&offset=0&PageSize=${PAGE_SIZE}`
      const response = await authorized('label', `/shipment/batch/${encodeURIComponent(batchId)}/label?${query}`, {
        headers: { accept: 'application/pdf' },
      })
      return new Uint8Array(await response.arrayBuffer())
    },

    async cancel(shipmentNumber: string): Promise<void> {
      await authorized('cancel', `/shipment/${encodeURIComponent(shipmentNumber)}/cancel`, { method: 'POST' })
    },

    async state(shipmentNumber: string): Promise<PplShipmentState> {
      // `Limit` and `Offset` are required; a shipment has no state field, its events carry the phase
      const query = `Limit=1&Offset=0&ShipmentNumbers=${encodeURIComponent(shipmentNumber)}`
      const response = await authorized('tracking', `/shipment?${query}`)
      const found = shipmentsAnswer.parse(await response.json()).find((s) => s.shipmentNumber === shipmentNumber)
      if (!found) throw new PplError('NotFound', `no shipment ${shipmentNumber}`)
      // the last event is the newest, as PPL's own plugins read it; none yet (or none with a phase): data only
      const last = found.trackAndTrace?.events?.at(-1)
      return { phase: last?.phase ?? NO_EVENT_YET, name: last?.name ?? null, eventDate: last?.eventDate ?? null }
    },
  }
}

/** PPL's public tracking page of a shipment. */
export function pplTrackingUrl(shipmentNumber: string): string {
  return `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${encodeURIComponent(shipmentNumber)}`
}
