import * as z from 'zod/mini'
import {
  join,
  limitOffset,
  type Page,
  parseCount,
  parseRows,
  prepare,
  raw,
  type Sql,
  sql,
  translationLocale,
} from './sql'

export type BannerRecord = {
  code: string
  title: string
  subtitle: string | null
  url: string
  imagePath: string | null
  placement: string
  position: number
}

const bannerRow = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  url: z.string(),
  image_path: z.nullable(z.string()),
  placement: z.string(),
  position: z.number(),
})

/** Enabled banners of a placement (any when undefined) showing at `now`; open ends (NULL) never close. */
function showing(alias: string, now: Date, placement: string | undefined): Sql {
  const at = now.toISOString()
  const b = (column: string) => raw(`${alias}.${column}`)
  const conditions = [
    sql`${b('enabled')} = 1`,
    sql`(${b('starts_at')} IS NULL OR datetime(${b('starts_at')}) <= datetime(${at}))`,
    sql`(${b('ends_at')} IS NULL OR datetime(${b('ends_at')}) > datetime(${at}))`,
  ]
  if (placement !== undefined) conditions.push(sql`${b('placement')} = ${placement}`)
  return join(conditions, ' AND ')
}

/**
 * A page of the banners showing now, by position. Each banner is written for one locale: a placement shows
 * the requested locale's banners, or the channel default's when it has none showing.
 */
export async function listBanners(db: D1Database, locale: string, now: Date, page: Page & { placement?: string }) {
  const bannerLocale = translationLocale(
    locale,
    (l) =>
      sql`SELECT 1 FROM banners x WHERE ${showing('x', now, undefined)} AND x.placement = b.placement AND x.locale = ${l}`,
  )
  const from = sql`FROM banners b WHERE ${showing('b', now, page.placement)} AND b.locale = ${bannerLocale}`
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT b.code, b.title, b.subtitle, b.url, b.image_path, b.placement, b.position ${from}
        ORDER BY b.position, b.id ${limitOffset(page)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total ${from}`),
  ])
  const banners: BannerRecord[] = parseRows(bannerRow, rows!).map((row) => ({
    code: row.code,
    title: row.title,
    subtitle: row.subtitle,
    url: row.url,
    imagePath: row.image_path,
    placement: row.placement,
    position: row.position,
  }))
  return { banners, totalItems: parseCount(count!) }
}
