import * as z from 'zod/mini'

/** JSON-LD item and hydra collection shapes of the shop API (docs/shop-api.md#conventions). */
export const jsonLdRef = z.looseObject({ '@id': z.string(), '@type': z.optional(z.string()) })

export function hydraCollection<T extends z.ZodMiniType>(member: T) {
  return z.looseObject({
    '@id': z.optional(z.string()),
    '@type': z.optional(z.literal('hydra:Collection')),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number(),
    'hydra:view': z.optional(
      z.looseObject({
        '@id': z.string(),
        'hydra:first': z.optional(z.string()),
        'hydra:last': z.optional(z.string()),
        'hydra:previous': z.optional(z.string()),
        'hydra:next': z.optional(z.string()),
      }),
    ),
  })
}
export type HydraCollection<T> = {
  'hydra:member': T[]
  'hydra:totalItems': number
  'hydra:view'?: {
    '@id': string
    'hydra:first'?: string
    'hydra:last'?: string
    'hydra:previous'?: string
    'hydra:next'?: string
  }
}

/** The one `hydra:Error` answer of both workers (the API's errors, the storefront's own 4xx and 5xx). */
export function hydraErrorResponse(
  status: number,
  description: string,
  headers: Record<string, string> = {},
): Response {
  const body = {
    '@context': '/api/v2/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json; charset=utf-8', ...headers },
  })
}

export const hydraError = z.looseObject({
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
})

export const violation = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.optional(z.nullable(z.string())),
})
export type Violation = z.infer<typeof violation>

export const constraintViolationList = z.looseObject({
  '@type': z.literal('ConstraintViolationList'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violation),
})
export type ConstraintViolationList = z.infer<typeof constraintViolationList>

const pageNumber = z.coerce.number().check(z.int(), z.minimum(1))
/** `page` and `itemsPerPage` of a hydra collection; `maxPerPage` caps what a client may ask for. */
export function pageQuery(maxPerPage: number, defaultPerPage: number) {
  return {
    page: z._default(pageNumber, 1),
    itemsPerPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPerPage)), defaultPerPage),
  }
}
