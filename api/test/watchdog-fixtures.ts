import { testEnv } from './env'
import { row } from './sql'

let nextCustomer = 1

export type WatchedEvent = { type: 'back_in_stock' | 'price_lower_than'; price?: number }

/** A customer watching a variant with these events, written as POST /watchdog writes them (decision 022). */
export async function watching(
  variantCode: string,
  events: WatchedEvent[],
): Promise<{ email: string; entryId: number }> {
  const email = `hlidac${nextCustomer++}.${crypto.randomUUID().slice(0, 8)}@example.cz`
  const customer = await row(testEnv.DB, 'INSERT INTO customers (email) VALUES (?) RETURNING id', email).first<{
    id: number
  }>()
  // an account that has proven its e-mail: the alert run mails no other (decision 022)
  await row(
    testEnv.DB,
    "INSERT INTO shop_users (customer_id, verified_at) VALUES (?, datetime('now'))",
    customer!.id,
  ).run()
  const entry = await row(
    testEnv.DB,
    `INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin)
     VALUES (?, (SELECT id FROM product_variants WHERE code = ?), 'https://obchod.example') RETURNING id`,
    customer!.id,
    variantCode,
  ).first<{ id: number }>()
  await testEnv.DB.batch(
    events.map((event) =>
      row(
        testEnv.DB,
        'INSERT INTO watchdog_events (entry_id, type, price) VALUES (?, ?, ?)',
        entry!.id,
        event.type,
        event.price ?? null,
      ),
    ),
  )
  return { email, entryId: entry!.id }
}
