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
 * table. Sylius clients read a numeric `id` (decision 033), so a fact's id is a number too: FACT_ID_BASE + product
 * id × 4 + the fact's place here. Stable, and far above any stored value's id, so the two never meet.
 */
const FACTS = {
  brand: { type: 'text', cs: 'Značka', en: 'Brand' },
  volume: { type: 'text', cs: 'Objem', en: 'Volume' },
  alcohol: { type: 'percent', cs: 'Alkohol', en: 'Alcohol' },
  country_of_origin: { type: 'text', cs: 'Země původu', en: 'Country of origin' },
} as const
type FactCode = keyof typeof FACTS
const FACT_CODES = Object.keys(FACTS) as FactCode[]
const FACT_ID_BASE = 1_000_000_000_000

function factId(code: FactCode, productId: number): number {
  return FACT_ID_BASE + productId * FACT_CODES.length + FACT_CODES.indexOf(code)
}

/** The fact behind an id of factId; null for a stored value's id. */
function factOf(id: number): { code: FactCode; productId: number } | null {
  if (id < FACT_ID_BASE) return null
  const offset = id - FACT_ID_BASE
  return { code: FACT_CODES[offset % FACT_CODES.length]!, productId: Math.floor(offset / FACT_CODES.length) }
}

type ValueFields = { id: number; code: string; name: string; type: string; value: AttributeValue; localeCode: string }

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
  return FACT_CODES.flatMap((code) => {
    const value = factValue(code, facts)
    if (value === null) return []
    const { type, cs, en } = FACTS[code]
    return [
      {
        id: factId(code, facts.productId),
        code,
        name: locale.startsWith('cs') ? cs : en,
        type,
        value,
        localeCode: locale,
      },
    ]
  })
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** A value as Sylius gives it: numeric id, the `attribute` IRI, and our code, name and type beside them. */
const withAttribute = (value: ValueFields) => ({ ...value, attribute: iri('product-attributes', value.code) })
const valueIri = (value: ValueFields) => iri('product-attribute-values', value.id)
const valueView = (value: ValueFields) => embedded('ProductAttributeValue', valueIri(value), withAttribute(value))

/** Paging of a product's attribute values (named for the OpenAPI document). */
export const attributeValueListQuery = z.object(pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE))

/** Attribute values of a product (docs/shop-api.md#catalogue), the product's own facts first. */
export const attributes = new Hono<ApiEnv>()
  .get(
    '/products/:code/attributes',
    publicCache,
    valid('param', z.object({ code })),
    valid('query', attributeValueListQuery),
    async function listAttributeValues(c) {
      const locale = c.get('locale')
      const found = await getProductAttributes(c.env.DB, locale, c.req.valid('param').code)
      if (!found) throw new NotFoundError()
      const page = c.req.valid('query')
      const all: ValueFields[] = [...factValues(found.facts, locale), ...found.values]
      const start = (page.page - 1) * page.itemsPerPage
      const members = all.slice(start, start + page.itemsPerPage).map(valueView)
      return jsonLd(
        c,
        collection({ type: 'ProductAttributeValue', url: new URL(c.req.url), members, totalItems: all.length, page }),
      )
    },
  )
  .get(
    '/product-attribute-values/:id',
    publicCache,
    valid('param', z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)) })),
    async function showAttributeValue(c) {
      const id = Number(c.req.valid('param').id)
      const locale = c.get('locale')
      const fact = factOf(id)
      let value: ValueFields | undefined
      if (fact) {
        const facts = await getProductFacts(c.env.DB, locale, fact.productId)
        value = facts ? factValues(facts, locale).find((v) => v.code === fact.code) : undefined
      } else {
        value = (await getAttributeValue(c.env.DB, locale, id)) ?? undefined
      }
      if (!value) throw new NotFoundError()
      return jsonLd(c, item('ProductAttributeValue', valueIri(value), withAttribute(value)))
    },
  )
