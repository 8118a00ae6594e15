/** SQL helpers of the test fixtures. */

export function row(db: D1Database, text: string, ...params: unknown[]) {
  return db.prepare(text).bind(...params)
}

export async function idOf(db: D1Database, table: 'taxons' | 'products', code: string): Promise<number> {
  const found = await row(db, `SELECT id FROM ${table} WHERE code = ?`, code).first<{ id: number }>()
  if (!found) throw new Error(`fixture: no ${table} row with code ${code}`)
  return found.id
}
