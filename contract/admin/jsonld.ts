import * as z from 'zod/mini'

/**
 * The JSON-LD keys of the admin API's resources (docs/decisions/029-admin-api-and-redirects.md): a top-level item has its
 * `@context`, an embedded one (a collection's member, an order's payment) has none.
 */
export const ldKeys = {
  '@context': z.optional(z.string()),
  '@id': z.string(),
  '@type': z.string(),
}

/** Dates as the admin API writes them: D1's text (`2025-01-31 12:00:00`) or ISO 8601, never parsed here. */
export const dateText = z.string()
export const nullableText = z.nullable(z.string())
