import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import {
  type AttributeValue,
  getAttributeValue,
  getProductAttributes,
  getProductFacts,
  type ProductFactsRecord,
} from '../db/attributes'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd, publicCache } from './respond'

/**
 * Product columns shown as attributes ahead of the stored ones, so a product page lists every fact in one
 * table. Their ids are `<code>-<product id>`: stable, and never a number, so they cannot meet a stored id.
 */
const FACTS = {
  brand: { type: 'text', cs: 'Značka', en: 'Brand' },
  volume: { type: 'text', cs: 'Objem', en: 'Volume' },
  alcohol: { type: 'percent', cs: 'Alkohol', en: 'Alcohol' },
  country_of_origin: { type: 'text', cs: 'Země původu', en: 'Country of origin' },
} as const
type FactCode = keyof typeof FACTS
const FACT_ID = /^(brand|volume|alcohol|country_of_origin)-([0-9]{1,15})$/

type ValueFields = { id: number | string; code: string; name: string; type: string; value: AttributeValue; localeCode: string }

/** "0,7 l", "0,05 l", "1 l": volumes as Czech labels print them. */
function volumeLabel(ml: number): string {
  return `${String(ml / 1000).replace('.', ',')} l`
}

function factValue(code: FactCode, facts: ProductFactsRecord): AttributeValue | null {
  switch (code) {
    case 'brand':
      return facts.brand
    case 'volume':
      return facts.volumeMl === null ? null : volumeLabel(facts.volumeMl)
    case 'alcohol':
      return facts.alcoholTenths === null ? null : facts.alcoholTenths / 10
    case 'country_of_origin':
      return facts.country
  }
}

/** The product's facts that it has, in the order of FACTS. */
function factValues(facts: ProductFactsRecord, locale: string): ValueFields[] {
  return (Object.keys(FACTS) as FactCode[]).flatMap((code) => {
    const value = factValue(code, facts)
    if (value === null) return []
    const { type, cs, en } = FACTS[code]
    return [{ id: `${code}-${facts.productId}`, code, name: locale.startsWith('cs') ? cs : en, type, value, localeCode: locale }]
  })
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** Attribute values of a product (SHOP-API.md section 4), the product's own facts first. */
export const attributes = new Hono<ApiEnv>()
  .get(
    '/products/:code/attributes',
    publicCache,
    valid('param', z.object({ code })),
    valid('query', z.object(pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE))),
    async function listAttributeValues(c) {
      const locale = c.get('locale')
      const found = await getProductAttributes(c.env.DB, locale, c.req.valid('param').code)
      if (!found) throw new NotFoundError()
      const page = c.req.valid('query')
      const all: ValueFields[] = [...factValues(found.facts, locale), ...found.values]
      const start = (page.page - 1) * page.itemsPerPage
      const members = all
        .slice(start, start + page.itemsPerPage)
        .map((value) => embedded('ProductAttributeValue', iri('product-attribute-values', value.id), value))
      return jsonLd(c, collection({ type: 'ProductAttributeValue', url: new URL(c.req.url), members, totalItems: all.length, page }))
    },
  )
  .get('/product-attribute-values/:id', publicCache, valid('param', z.object({ id: code })), async function showAttributeValue(c) {
    const { id } = c.req.valid('param')
    const locale = c.get('locale')
    let value: ValueFields | undefined
    const fact = FACT_ID.exec(id)
    if (fact) {
      const facts = await getProductFacts(c.env.DB, locale, Number(fact[2]))
      value = facts ? factValues(facts, locale).find((v) => v.code === fact[1]) : undefined
    } else if (/^[0-9]{1,15}$/.test(id)) {
      value = (await getAttributeValue(c.env.DB, locale, Number(id))) ?? undefined
    }
    if (!value) throw new NotFoundError()
    return jsonLd(c, item('ProductAttributeValue', iri('product-attribute-values', value.id), value))
  })
