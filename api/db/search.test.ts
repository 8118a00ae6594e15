import { beforeAll, describe, expect, it } from 'vitest'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { matchExpression, refreshSearchIndex, searchWords } from './search'

type SearchRow = { name: string; brand: string; categories: string; description: string; locale: string }

const db = testEnv.DB

async function rowsOf(code: string): Promise<SearchRow[]> {
  const result = await db
    .prepare(
      `SELECT s.name, s.brand, s.categories, s.description, s.locale FROM product_search s
       JOIN products p ON p.id = s.product_id WHERE p.code = ? ORDER BY s.locale`,
    )
    .bind(code)
    .all<SearchRow>()
  return result.results
}

async function idOf(code: string): Promise<number> {
  return (await db.prepare('SELECT id FROM products WHERE code = ?').bind(code).first<{ id: number }>())!.id
}

async function matching(expression: string): Promise<string[]> {
  const result = await db
    .prepare(
      `SELECT p.code FROM product_search s JOIN products p ON p.id = s.product_id
       WHERE product_search MATCH ? AND s.locale = 'cs_CZ' ORDER BY p.code`,
    )
    .bind(expression)
    .all<{ code: string }>()
  return result.results.map((row) => row.code)
}

beforeAll(async () => {
  await addDrinksCatalogue(db)
})

describe('refreshSearchIndex', () => {
  it('writes one row per translation: name, brand, categories with their ancestors below the root, descriptions', async () => {
    await refreshSearchIndex(db)

    const rows = await rowsOf('RUM_A')
    expect(rows.map(({ locale, name, brand, description }) => ({ locale, name, brand, description }))).toEqual([
      { locale: 'cs_CZ', name: 'Rum A', brand: 'Havana Club', description: 'Tmavý rum Tmavý' },
      { locale: 'en_US', name: 'Rum A (en)', brand: 'Havana Club', description: 'Dark rum Dark' },
    ])
    expect(rows[0]!.categories.split(' ').sort()).toEqual(['Destiláty', 'Nápoje', 'Rum'])
    // English names where a taxon has one, Czech ones otherwise; never the root
    expect(rows[1]!.categories.split(' ').sort()).toEqual(['Destiláty', 'Drinks', 'Rum'])
    expect(await rowsOf('RUM_B')).toEqual([
      { locale: 'cs_CZ', name: 'Rum B', brand: '', categories: expect.any(String), description: '' },
    ])
  })

  it('rewrites only the products it is given: a rename is found, the old name is not', async () => {
    await refreshSearchIndex(db)
    await db
      .prepare("UPDATE product_translations SET name = 'Rum Zacapa' WHERE locale = 'cs_CZ' AND product_id = ?")
      .bind(await idOf('RUM_B'))
      .run()
    await db
      .prepare("UPDATE product_translations SET name = 'Whisky Přejmenovaná' WHERE locale = 'cs_CZ' AND product_id = ?")
      .bind(await idOf('WHISKY_C'))
      .run()

    await refreshSearchIndex(db, [await idOf('RUM_B')])

    expect(await matching('"zacapa"')).toEqual(['RUM_B'])
    expect(await matching('"rum" "b"')).toEqual([])
    // not refreshed yet: still under its old name
    expect(await matching('"prejmenovana"')).toEqual([])
    expect(await matching('"whisky" "c"')).toEqual(['WHISKY_C'])
    expect(await rowsOf('RUM_A')).toHaveLength(2)

    await refreshSearchIndex(db)
    expect(await matching('"prejmenovana"')).toEqual(['WHISKY_C'])
  })

  it('drops the rows of deleted products and takes ids in chunks', async () => {
    const id = await idOf('WINE_F')
    await refreshSearchIndex(db, [id])
    expect(await rowsOf('WINE_F')).toHaveLength(1)

    await db.prepare('DELETE FROM products WHERE id = ?').bind(id).run()
    // more ids than one statement takes; unknown ids are fine
    const many = Array.from({ length: 1200 }, (_, index) => 100000 + index)
    await refreshSearchIndex(db, [...many, id])

    const left = await db
      .prepare('SELECT count(*) AS n FROM product_search WHERE product_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    await refreshSearchIndex(db, [])
  })
})

describe('matchExpression', () => {
  it('quotes every word and makes the last one a prefix', () => {
    expect(matchExpression('Rudolf Jelín')).toBe('"Rudolf" "Jelín"*')
    expect(matchExpression('  whisky  ')).toBe('"whisky"*')
  })

  it('keeps FTS5 syntax out: quotes, parentheses, operators and stars are separators or plain words', () => {
    expect(matchExpression('"a" OR (b*) NEAR/3 -c ^d')).toBe('"a" "OR" "b" "NEAR" "3" "c" "d"*')
    expect(matchExpression('jelinek")')).toBe('"jelinek"*')
  })

  it('gives null for text without words', () => {
    for (const text of ['', '   ', '"', ')(', '*', '🍺🍺', '-- ;']) expect(matchExpression(text)).toBeNull()
  })

  it('takes Unicode letters and digits, with their combining marks, and at most twelve words', () => {
    expect(searchWords('Žufánek 12 let')).toEqual(['Žufánek', '12', 'let'])
    expect(searchWords('Z\u030cufa\u0301nek')).toEqual(['Žufánek'])
    expect(searchWords('a '.repeat(20))).toHaveLength(12)
  })
})
