import type { PaymentQr } from '../../../../contract/order'
import { Price } from '../../../components/ui/Price'
import { formatPrice } from '../../../lib/money'
import { useT } from '../../../lib/services'
import { CopyButton } from './CopyButton'

/**
 * An unpaid bank-transfer order's payment (docs/qr-platba.md): the shop's account, the amount and the variable symbol
 * written out, each with a copy button, beside the QR Platba that fills them into a banking app. The API answers
 * only while the order awaits the transfer, so the code is gone once it is paid or cancelled.
 */
export function BankTransferPayment({ qr }: { qr: PaymentQr }) {
  const t = useT()
  // a bank's form takes the amount with a decimal comma and no spaces or currency
  const amount = (qr.amount / 100).toFixed(2).replace('.', ',')
  const rows = [
    {
      key: 'account',
      label: t('thankYou.transfer.account'),
      shown: qr.account,
      copy: qr.account,
      copyLabel: t('thankYou.transfer.copyAccount'),
    },
    {
      key: 'iban',
      label: t('thankYou.transfer.iban'),
      shown: qr.iban,
      copy: qr.iban.replace(/\s+/g, ''),
      copyLabel: t('thankYou.transfer.copyIban'),
    },
    {
      key: 'amount',
      label: t('thankYou.transfer.amount'),
      shown: <Price amount={qr.amount} />,
      copy: amount,
      copyLabel: t('thankYou.transfer.copyAmount'),
    },
    {
      key: 'symbol',
      label: t('thankYou.transfer.variableSymbol'),
      shown: qr.variableSymbol,
      copy: qr.variableSymbol,
      copyLabel: t('thankYou.transfer.copySymbol'),
    },
  ]
  return (
    <div className="bank-transfer">
      <dl className="bank-transfer__details">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-transfer__value">{row.shown}</span>{' '}
              <CopyButton value={row.copy} label={row.copyLabel} />
            </dd>
          </div>
        ))}
      </dl>
      <figure className="bank-transfer__qr">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
          alt={t('thankYou.transfer.qrAlt', {
            amount: formatPrice(qr.amount),
            account: qr.account,
            symbol: qr.variableSymbol,
          })}
          width={180}
          height={180}
        />
        <figcaption>
          <strong>{t('thankYou.transfer.qrTitle')}</strong> {t('thankYou.transfer.qrHint')}
        </figcaption>
      </figure>
    </div>
  )
}
