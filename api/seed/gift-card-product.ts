/**
 * The seeded gift voucher product (docs/decisions/056-gift-vouchers.md), slug `darkovy-poukaz`: 500, 1 000 and
 * 2 000 Kč, and a free amount of 200–20 000 Kč. Not part of the generated catalogue (its rows carry their own ids
 * and counts); added beside it by the seed, and by the voucher tests.
 */
export const GIFT_CARD_PRODUCT = {
  code: 'GIFT_CARD',
  variants: [
    { code: 'GIFT_CARD_500', name: '500 Kč', price: 50_000, min: null, max: null },
    { code: 'GIFT_CARD_1000', name: '1 000 Kč', price: 100_000, min: null, max: null },
    { code: 'GIFT_CARD_2000', name: '2 000 Kč', price: 200_000, min: null, max: null },
    { code: 'GIFT_CARD_CUSTOM', name: 'Vlastní částka', price: 20_000, min: 20_000, max: 2_000_000 },
  ],
} as const

const DESCRIPTION_CS =
  'Dárkový poukaz na cokoli z naší nabídky. Pošleme ho e-mailem jako PDF hned po zaplacení; platí 12 měsíců a lze ho uplatnit i po částech.'
const DESCRIPTION_EN =
  'A gift voucher for anything we sell, e-mailed as a PDF once paid; valid for 12 months, spendable in parts.'

/** Adds the voucher product unless it is there: no stock kept, no alcohol, no taxon. */
export async function insertGiftCardProduct(db: D1Database): Promise<void> {
  const product = '(SELECT id FROM products WHERE code = ?1)'
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO products (code, enabled) VALUES (?1, 1)').bind(GIFT_CARD_PRODUCT.code),
    db
      .prepare(
        `INSERT OR IGNORE INTO product_translations (product_id, locale, name, slug, description, short_description)
         VALUES (${product}, 'cs_CZ', 'Dárkový poukaz', 'darkovy-poukaz', ?2, 'Poukaz pro více účelů na celý sortiment.'),
           (${product}, 'en_US', 'Gift voucher', 'gift-voucher', ?3, 'A multi-purpose voucher for the whole range.')`,
      )
      .bind(GIFT_CARD_PRODUCT.code, DESCRIPTION_CS, DESCRIPTION_EN),
    ...GIFT_CARD_PRODUCT.variants.map((variant, position) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO product_variants (code, product_id, position, name, price, tracked, on_hand, gift_card, gift_card_min, gift_card_max)
           VALUES (?2, ${product}, ?3, ?4, ?5, 0, 0, 1, ?6, ?7)`,
        )
        .bind(GIFT_CARD_PRODUCT.code, variant.code, position, variant.name, variant.price, variant.min, variant.max),
    ),
  ])
}
