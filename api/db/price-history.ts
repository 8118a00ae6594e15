import { raw, type Sql } from './sql'

/**
 * How far back an offer looks for the lowest earlier price (zákon o ochraně spotřebitele § 12a, the Omnibus
 * rule; docs/czech-commerce.md#lowest-price).
 */
export const LOWEST_PRICE_DAYS = 30

/**
 * The lowest price before discount of the variant aliased `variant` in the surrounding query (it reads `id`,
 * `price` and `original_price`), as an SQL expression over variant_price_history:
 *
 * - null unless the variant is on offer (`original_price > price`);
 * - the discount started at the first row of the latest run of rows whose price is the current price;
 * - the answer is the lowest price in force at any moment of the 30 days before that start: the rows inside
 *   the window and the last row at or before its beginning, which was still in force when it began;
 * - null when the history has no row before the start (the variant has been on offer as long as it is known).
 *
 * A correlated expression, so it travels as one more column of the statement that reads the variants.
 */
export function lowestPriceBeforeDiscount(variant: string): Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(variant)) throw new Error(`not an alias: ${variant}`)
  const v = variant
  return raw(`CASE WHEN ${v}.original_price > ${v}.price THEN (
    SELECT min(h.price)
    FROM (
      SELECT max(run.effective_from) AS start
      FROM (
        SELECT x.price, x.effective_from, lag(x.price) OVER (ORDER BY x.effective_from, x.id) AS previous
        FROM variant_price_history x WHERE x.variant_id = ${v}.id
      ) run
      WHERE run.price = ${v}.price AND run.previous IS NOT run.price
    ) discount
    JOIN variant_price_history h ON h.variant_id = ${v}.id
      AND h.effective_from < discount.start
      AND h.effective_from >= coalesce((
        SELECT max(b.effective_from) FROM variant_price_history b
        WHERE b.variant_id = ${v}.id AND b.effective_from <= datetime(discount.start, '-${LOWEST_PRICE_DAYS} days')
      ), '')
  ) END`)
}
