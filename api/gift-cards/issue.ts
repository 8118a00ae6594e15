import { formatGiftCardCode, GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '../../contract/gift-cards'
import { formatDate, pragueDay, pragueDayBounds } from '../../contract/prague-time'
import type { OrderFacts } from '../db/fulfilment'
import { insertGiftCardWhen, issuedInBatch, voucherLinesOf } from '../db/gift-cards'
import type { Bindings } from '../env'
import { sqlNow } from '../domain/cart'
import { prepareMail } from '../mail'

/**
 * Issuing gift vouchers (decision 056): codes, expiry, and the statements a payment's batch takes them into.
 */

/** 16 signs of the 32-letter alphabet from crypto random bytes (a byte's low 5 bits: each sign equally likely). */
export function newGiftCardCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GIFT_CARD_CODE_LENGTH))
  return Array.from(bytes, (byte) => GIFT_CARD_ALPHABET[byte & 31]).join('')
}

/** The end of the Prague day 12 months after `issued`, as D1 stores instants (UTC). */
export function giftCardExpiry(issued = new Date()): string {
  const [year, month, day] = pragueDay(issued).split('-').map(Number) as [number, number, number]
  // 29 February issues until 28 February: a day is never added by a short year
  const last = new Date(Date.UTC(year + 1, month - 1, day))
  if (last.getUTCMonth() !== month - 1) last.setUTCDate(0)
  const bounds = pragueDayBounds(last.toISOString().slice(0, 10))!
  return sqlNow(new Date(bounds.end.getTime() - 1000))
}

/** `5. 1. 2027`: the expiry as the voucher and the mail print it. */
export function expiryDay(expiresAt: string): string {
  return formatDate(expiresAt) ?? expiresAt
}

export function shopLink(env: Bindings, origin: string): string {
  return `${env.STOREFRONT_URL ? env.STOREFRONT_URL.replace(/\/+$/, '') : origin}/`
}

/**
 * The order was paid: each voucher line issues one voucher per unit not issued yet (a second payment of the same
 * order finds them all issued and issues nothing), and one mail takes their PDFs to the buyer, queued only where
 * this batch issued the first of them. For the payment transition's own batch, where `guard` holds.
 */
export async function giftCardsOnPayment(
  env: Bindings,
  origin: string,
  facts: OrderFacts,
  guard: Parameters<typeof issuedInBatch>[1],
): Promise<D1PreparedStatement[]> {
  const { lines, issued } = await voucherLinesOf(env.DB, facts.id)
  const expiresAt = giftCardExpiry()
  const fresh: Array<{ code: string; amount: number }> = []
  const statements: D1PreparedStatement[] = []
  for (const line of lines) {
    for (let unit = 1; unit <= line.quantity; unit++) {
      if (issued.some((card) => card.order_item_id === line.id && card.unit === unit)) continue
      const code = newGiftCardCode()
      fresh.push({ code, amount: line.unit_price })
      statements.push(
        insertGiftCardWhen(
          env.DB,
          {
            code,
            amount: line.unit_price,
            expiresAt,
            origin: 'order',
            orderId: facts.id,
            orderItemId: line.id,
            unit,
            note: null,
            email: facts.email,
            createdBy: null,
          },
          guard,
        ),
      )
    }
  }
  if (fresh.length === 0 || !facts.email) return statements
  const first = fresh[0]!.code
  return [
    ...statements,
    prepareMail(
      env,
      {
        to: facts.email,
        template: 'gift-cards',
        params: {
          number: facts.number,
          vouchers: fresh.map((card) => ({ code: formatGiftCardCode(card.code), amount: card.amount })),
          expiresAt: expiryDay(expiresAt),
          link: shopLink(env, origin),
        },
        attachments: fresh.map((card) => ({ giftCard: card.code })),
      },
      issuedInBatch(first, guard),
    ),
  ]
}
