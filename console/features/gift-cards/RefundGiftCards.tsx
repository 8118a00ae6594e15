import { Link } from '@tanstack/react-router'
import type { AdminOrder } from '../../../contract/admin/orders'
import { money } from '../../lib/format'
import { t } from '../../lib/texts'

type Parts = AdminOrder['refunds'][number]['giftCards']

/**
 * The part of a refund given back to the vouchers that paid the order (decision 056), as items of the refund's
 * list on the order screen: which voucher, how much, a link to it. Nothing for a refund paid in money alone.
 */
export function RefundGiftCards({ parts }: { parts: Parts }) {
  return parts.map((part) => (
    <li key={part.code}>
      {t('giftCards.refundedTo')}{' '}
      <Link to="/darkove-poukazy/$code" params={{ code: part.code }}>
        {part.code}
      </Link>{' '}
      · {money(part.amount)}
    </li>
  ))
}
