import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { ApiEnv } from '../env'
import { getSandboxPoint, SANDBOX_POINTS, type SandboxPoint } from './packeta-points'

/**
 * The Packeta stand-in (docs/architecture.md#sandboxes), mounted at /sandbox/packeta:
 * - `POST /v1/validate`: the widget's pickup-point validation API
 *   (`https://widget.packeta.com/v6/pps/api/widget/v1/validate`) with the same request and answers;
 * - `GET /points?q=&staffedOnly=1`: the point list the storefront's sandbox picker shows in place of the widget.
 */

type PacketaError = { code: string; description: string }

/** The error codes and texts of the real API (as the official WooCommerce plugin translates them). */
const ERRORS = {
  notFound: { code: 'NotFound', description: 'The pick-up point was not found.' },
  invalidCountry: { code: 'InvalidCountry', description: 'The pick-up point is not in allowed country.' },
  noAgeVerification: {
    code: 'NoAgeVerification',
    description: 'The pick-up point does not offer Age Verification Service.',
  },
} satisfies Record<string, PacketaError>

const id = z.union([z.string().check(z.maxLength(64)), z.number()])

/** What the official plugins send: `{ apiKey, point: { id } | { carrierId, carrierPickupPointId }, options }`. */
const validateRequest = z.object({
  apiKey: z.string(),
  point: z.looseObject({
    id: z.optional(z.nullable(id)),
    carrierId: z.optional(z.nullable(id)),
    carrierPickupPointId: z.optional(z.nullable(id)),
  }),
  options: z.optional(
    z.looseObject({
      /** Comma-separated ISO codes, e.g. "cz,sk". */
      country: z.optional(z.nullable(z.string())),
      /** Points with a real person only (age verification): no Z-BOX. */
      livePickupPoint: z.optional(z.nullable(z.boolean())),
    }),
  ),
})

const listQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  staffedOnly: z.optional(z.enum(['0', '1', 'true', 'false'])),
})

function badRequest(description: string): Response {
  return Response.json({ status: 400, errors: [{ code: 'InvalidRequest', description }] }, { status: 400 })
}

function errorsFor(point: SandboxPoint, options: z.infer<typeof validateRequest>['options']): PacketaError[] {
  const errors: PacketaError[] = []
  const countries = options?.country
    ?.toLowerCase()
    .split(',')
    .map((code) => code.trim())
  if (countries && !countries.includes(point.country)) errors.push(ERRORS.invalidCountry)
  if (options?.livePickupPoint === true && !point.isStaffed) errors.push(ERRORS.noAgeVerification)
  return errors
}

/** Lower case without diacritics, so "plzen" finds "Plzeň". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function matches(point: SandboxPoint, words: string[]): boolean {
  const text = folded(
    [point.name, point.place, point.street, point.city, point.zip, point.zip.replace(/\s/g, '')].join(' '),
  )
  return words.every((word) => text.includes(word))
}

export const packetaSandbox = new Hono<ApiEnv>()
  .post(
    '/v1/validate',
    zValidator('json', validateRequest, function invalidRequest(result) {
      if (!result.success) return badRequest('The request does not have the expected shape.')
    }),
    function validatePickupPoint(c) {
      const { apiKey, point, options } = c.req.valid('json')
      if (apiKey !== c.env.PACKETA_API_KEY) {
        return c.json(
          { status: 401, errors: [{ code: 'InvalidApiKey', description: 'The API key is not valid.' }] },
          401,
        )
      }
      // Only Packeta's own points here; an external carrier's point (carrierPickupPointId) is unknown.
      const found = point.id === undefined || point.id === null ? null : getSandboxPoint(String(point.id))
      if (!found) return c.json({ isValid: false, errors: [ERRORS.notFound] })
      const errors = errorsFor(found, options)
      if (errors.length > 0) return c.json({ isValid: false, errors })
      return c.json({
        isValid: true,
        point: {
          id: found.id,
          name: found.name,
          address: { street: found.street, city: found.city, zip: found.zip, country: found.country },
          group: found.group,
        },
        errors: [],
      })
    },
  )
  .get(
    '/points',
    zValidator('query', listQuery, function invalidQuery(result) {
      if (!result.success) return badRequest('Unknown filter.')
    }),
    function listPoints(c) {
      const { q = '', staffedOnly } = c.req.valid('query')
      const words = folded(q).split(/\s+/).filter(Boolean)
      const staffed = staffedOnly === '1' || staffedOnly === 'true'
      const points = SANDBOX_POINTS.filter((point) => (!staffed || point.isStaffed) && matches(point, words))
      // The same list for everyone: browsers and the edge may keep it for an hour.
      c.header('cache-control', 'public, max-age=3600')
      return c.json({ points })
    },
  )
