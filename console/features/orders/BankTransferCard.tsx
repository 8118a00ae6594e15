import { money } from '../../lib/format'
import type { OrderDetail } from '../../lib/orders'
import { t } from '../../lib/texts'

/**
 * An unpaid bank transfer as staff read it out on the phone (docs/qr-platba.md): account, IBAN, amount, variable
 * symbol and the QR Platba the shopper could scan from the screen. The API sends it only while the money is awaited.
 */
export function BankTransferCard({ transfer }: { transfer: NonNullable<OrderDetail['bankTransfer']> }) {
  return (
    <div className="card bank-transfer">
      <h3>{t('order.transfer.title')}</h3>
      <dl>
        <dt>{t('order.transfer.account')}</dt>
        <dd>{transfer.account}</dd>
        <dt>{t('order.transfer.iban')}</dt>
        <dd>
          {transfer.iban}
          {transfer.bic && <> · BIC {transfer.bic}</>}
        </dd>
        <dt>{t('order.transfer.amount')}</dt>
        <dd>{money(transfer.amount)}</dd>
        <dt>{t('order.transfer.variableSymbol')}</dt>
        <dd>{transfer.variableSymbol}</dd>
      </dl>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(transfer.svg)}`}
        alt={t('order.transfer.qr')}
        width={160}
        height={160}
      />
    </div>
  )
}
