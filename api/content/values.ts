import * as z from 'zod/mini'
import { ContentError, type FrontMatterValue } from './front-matter.ts'

/** The value types of content files' `key: value` lines (front matter and landing-page elements), zod/mini. */

export const code = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'a code is letters, digits, _ . - (at most 64)'))
export const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
export const codes = z.array(code)
export const position = z.pipe(
  z.string().check(z.regex(/^-?\d{1,6}$/, 'a position is a whole number')),
  z.transform((value) => Number(value)),
)
export const enabled = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
)
/** A calendar date; published from midnight UTC of that day. */
export const date = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'),
  z.refine(
    (value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
    'no such day',
  ),
)
// a key in the media bucket (served under /media/) or an absolute image URL; never a way out of the bucket
export const imagePath = z.string().check(
  z.regex(/^(?:https:\/\/[^\s"'<>]+|[A-Za-z0-9_][A-Za-z0-9_./-]{0,255})$/, 'an image is a media path or an https URL'),
  z.refine((value) => !value.split('/').includes('..'), 'an image path must not contain ..'),
)

type Where = {
  fileName: string
  /** The line of each key. */
  lines: Record<string, number>
  /** Keys that hold lists: a single value there is read as a list of one (`sections: recepty`). */
  listKeys: ReadonlySet<string>
  /** The line a missing key is reported at (the element's opening line); null: the file only. */
  missingLine: number | null
}

/** Validates `key: value` data with a strict schema; the first problem is a ContentError naming file and line. */
export function validateKeys<T extends z.ZodMiniType>(
  schema: T,
  raw: Record<string, FrontMatterValue>,
  where: Where,
): z.infer<T> {
  const data = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      where.listKeys.has(key) && typeof value === 'string' ? [value] : value,
    ]),
  )
  const result = z.safeParse(schema, data)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!
    throw new ContentError(where.fileName, where.lines[key] ?? where.missingLine, `unknown key "${key}"`)
  }
  const key = String(issue.path[0] ?? '')
  const line = where.lines[key] ?? null
  // zod/mini carries no message texts: say what an enum allows ourselves
  const detail = issue.code === 'invalid_value' ? `expected one of ${issue.values.join(', ')}` : issue.message
  const message = line === null ? (key === '' ? detail : `"${key}" is missing`) : `"${key}": ${detail}`
  throw new ContentError(where.fileName, line ?? where.missingLine, message)
}
