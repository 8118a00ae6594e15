import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'

/** A piece of SQL with its positional parameters, in the order their `?` appear in the text. */
export type Sql = { readonly text: string; readonly params: readonly unknown[] }

function isSql(value: unknown): value is Sql {
  return typeof value === 'object' && value !== null && 'text' in value && 'params' in value
}

/**
 * Builds parameterised SQL: interpolated values become `?` parameters, interpolated `Sql` pieces are inlined
 * with their own parameters, so fragments compose without counting placeholders by hand.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0] ?? ''
  const params: unknown[] = []
  values.forEach((value, index) => {
    if (isSql(value)) {
      text += value.text
      params.push(...value.params)
    } else {
      text += '?'
      params.push(value)
    }
    text += strings[index + 1] ?? ''
  })
  return { text, params }
}

/** Trusted SQL text without parameters (column lists, sort directions chosen from a closed set). */
export function raw(text: string): Sql {
  return { text, params: [] }
}

export function join(pieces: readonly Sql[], separator: string): Sql {
  return {
    text: pieces.map((piece) => piece.text).join(separator),
    params: pieces.flatMap((piece) => piece.params),
  }
}

export function prepare(db: D1Database, query: Sql): D1PreparedStatement {
  return db.prepare(query.text).bind(...query.params)
}

/**
 * The locale whose translation a row shows: the requested one when the row has it, else the channel default.
 * `exists` is the subquery finding a translation in a given locale.
 */
export function translationLocale(locale: string, exists: (locale: string) => Sql): Sql {
  // both branches would name the default: skip the lookup, which listings would pay once per row
  if (locale === DEFAULT_LOCALE) return sql`${locale}`
  return sql`CASE WHEN EXISTS (${exists(locale)}) THEN ${locale} ELSE ${DEFAULT_LOCALE} END`
}

export type Page = { page: number; itemsPerPage: number }

export function limitOffset({ page, itemsPerPage }: Page): Sql {
  return sql`LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`
}

/**
 * A LIKE pattern for "contains the text", its own `%`, `_` and `\` taken literally: use it with `ESCAPE '\'`.
 * SQLite's LIKE ignores case for ASCII letters only (`rum` finds "Rum", `z` does not find "Ž").
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** Parses a statement's rows with a zod schema: rows are typed when they leave db/. */
export function parseRows<T extends z.ZodMiniType>(schema: T, result: D1Result<unknown>): z.infer<T>[] {
  return z.array(schema).parse(result.results)
}

const countRow = z.object({ total: z.number() })

/** The `total` of a `SELECT count(*) AS total` statement. */
export function parseCount(result: D1Result<unknown>): number {
  return parseRows(countRow, result)[0]?.total ?? 0
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}
