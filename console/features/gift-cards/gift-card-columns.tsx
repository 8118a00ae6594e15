import { Link } from '@tanstack/react-router'
import type { AdminGiftCard } from '../../../contract/admin/gift-cards'
import { formatDate, money } from '../../lib/format'
import { t } from '../../lib/texts'
import type { Column } from '../../ui/DataTable'

/** A voucher's state in words, coloured as the console's other badges. */
export function GiftCardState({ state }: { state: AdminGiftCard['state'] }) {
  return <span className={`badge badge--gift-card-${state}`}>{t(`giftCards.states.${state}`)}</span>
}

export function originText(card: Pick<AdminGiftCard, 'origin' | 'orderNumber'>): string {
  return t(`giftCards.origins.${card.origin}`, { number: card.orderNumber ?? '–' })
}

/**
 * What is left on a voucher, as staff should read it: a voided or lapsed voucher keeps its balance in the API
 * (the record of what it held), but none of it can be spent, so the amount alone would read as usable.
 */
export function remainingText(card: Pick<AdminGiftCard, 'state' | 'amount'>): string {
  const amount = money(card.amount)
  return card.state === 'void' || card.state === 'expired' ? t('giftCards.notSpendable', { amount }) : amount
}

/** The vouchers list's columns: the code opens the voucher. */
export const GIFT_CARD_COLUMNS: Column<AdminGiftCard>[] = [
  {
    header: t('giftCards.code'),
    cell: (row) => (
      <Link to="/darkove-poukazy/$code" params={{ code: row.code }} className="gift-card-code">
        {row.code}
      </Link>
    ),
  },
  { header: t('giftCards.state'), cell: (row) => <GiftCardState state={row.state} /> },
  { header: t('giftCards.initialAmount'), cell: (row) => money(row.initialAmount), className: 'num' },
  { header: t('giftCards.amount'), cell: remainingText, className: 'num' },
  { header: t('giftCards.expiresAt'), cell: (row) => formatDate(row.expiresAt) },
  { header: t('giftCards.origin'), cell: originText },
  { header: t('giftCards.createdAt'), cell: (row) => formatDate(row.createdAt) },
]
