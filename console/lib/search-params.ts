import * as z from 'zod/mini'

/**
 * The fields of a screen's URL search (its filters and page), as zod/mini schemas that never fail: a value the
 * screen cannot use (unknown, malformed, a hand-edited link) becomes undefined, the list's default, rather than an
 * error screen. The router's search parser turns `?page=2` into a number and keeps other text as strings.
 */

/** Text, trimmed and cut to `max` characters; empty is none. */
export const searchText = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim().slice(0, max) || undefined),
      ),
    ),
    undefined,
  )

/** Text that, trimmed, matches the pattern whole; anything else is none. */
export const searchMatching = (pattern: RegExp) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => (pattern.test(value.trim()) ? value.trim() : undefined)),
      ),
    ),
    undefined,
  )

/** One of the values the API knows. */
export const searchOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined)

/** A page past the first (the first is the URL without one). */
export const searchPage = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const page = Number(value)
        return Number.isInteger(page) && page > 1 ? page : undefined
      }),
    ),
  ),
  undefined,
)
