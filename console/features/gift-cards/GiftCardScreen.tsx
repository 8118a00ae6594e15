import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminGiftCardRedemption } from '../../../contract/admin/gift-cards'
import { ADMIN_BASE } from '../../lib/admin-api'
import { formatDate, formatDateTime, money } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { GiftCardState, originText, remainingText } from './gift-card-columns'
import { VoidGiftCard } from './VoidGiftCard'
import './gift-cards.css'

const route = getRouteApi('/darkove-poukazy/$code')
const root = getRouteApi('__root__')

const redemptionColumns: Column<AdminGiftCardRedemption>[] = [
  {
    header: t('giftCards.detail.order'),
    cell: (row) =>
      row.orderNumber ? (
        <Link to="/objednavky" search={{ search: row.orderNumber }}>
          {row.orderNumber}
        </Link>
      ) : (
        '–'
      ),
  },
  { header: t('giftCards.detail.used'), cell: (row) => money(row.amount), className: 'num' },
  { header: t('giftCards.detail.at'), cell: (row) => formatDateTime(row.at) },
  { header: t('giftCards.detail.redemptionState'), cell: (row) => t(`giftCards.detail.redemptionStates.${row.state}`) },
]

/**
 * One voucher: its values and dates, where it came from, the PDF, where it was spent (the orders, returned value
 * marked), and for admins the void of what is left.
 */
export function GiftCardScreen() {
  const card = route.useLoaderData()
  const { me } = root.useLoaderData()
  const [notice, setNotice] = useState<string | null>(null)
  const admin = me.role === 'admin'
  const voidable = card.state === 'active' && card.amount > 0
  return (
    <section>
      <p>
        <Link to="/darkove-poukazy">{t('giftCards.detail.back')}</Link>
      </p>
      <h1 className="gift-card-code">{t('giftCards.detail.title', { code: card.code })}</h1>
      {!admin && voidable && <p className="notice">{t('giftCards.readOnly')}</p>}
      {notice && (
        <p role="status" className="notice notice--success">
          {notice}
        </p>
      )}
      <section className="card">
        <dl className="facts">
          <dt>{t('giftCards.state')}</dt>
          <dd>
            <GiftCardState state={card.state} />
          </dd>
          <dt>{t('giftCards.initialAmount')}</dt>
          <dd>{money(card.initialAmount)}</dd>
          <dt>{t('giftCards.amount')}</dt>
          <dd>{remainingText(card)}</dd>
          <dt>{t('giftCards.expiresAt')}</dt>
          <dd>{formatDate(card.expiresAt)}</dd>
          <dt>{t('giftCards.createdAt')}</dt>
          <dd>{formatDateTime(card.createdAt)}</dd>
          <dt>{t('giftCards.origin')}</dt>
          <dd>{originText(card)}</dd>
          {card.note && (
            <>
              <dt>{t('giftCards.note')}</dt>
              <dd>{card.note}</dd>
            </>
          )}
          {card.voidedAt && (
            <>
              <dt>{t('giftCards.detail.voidedAt')}</dt>
              <dd>{formatDateTime(card.voidedAt)}</dd>
              <dt>{t('giftCards.detail.voidReason')}</dt>
              <dd>{card.voidReason ?? '–'}</dd>
            </>
          )}
        </dl>
        <p className="actions">
          <a className="button" href={`${ADMIN_BASE}/gift-cards/${encodeURIComponent(card.code)}/pdf`} download>
            {t('giftCards.detail.pdf')}
          </a>{' '}
          {admin && voidable && <VoidGiftCard card={card} onVoided={setNotice} />}
        </p>
      </section>
      <h2>{t('giftCards.detail.redemptions')}</h2>
      <DataTable
        caption={t('giftCards.detail.redemptionsCaption')}
        columns={redemptionColumns}
        rows={card.redemptions}
        rowKey={(row) => `${row.orderId}-${row.at}-${row.state}`}
        empty={t('giftCards.detail.noRedemptions')}
      />
    </section>
  )
}
