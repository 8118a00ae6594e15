import { useState } from 'react'
import { CheckboxField, TextField } from '../../../src/components/ui/FormField'
import { money } from '../../lib/format'
import type { OrderDetail } from '../../lib/orders'
import { t } from '../../lib/texts'
import { type RefundChoice, refundableLines, refundOf, shippingLeft } from './refund-total'

const toHaler = (text: string) => Math.round(Number(text.replace(/\s/g, '').replace(',', '.')) * 100)
const pieces = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : 0)

/**
 * The refund dialog's fields (decision 044): the order's lines with the pieces still refundable, each with a
 * number of pieces and a reason; the shipping; a goodwill amount with its reason; and the total that goes back,
 * shown before staff confirm.
 */
export function RefundFields({
  id,
  order,
  choice,
  onChoice,
  max,
  toVouchers = false,
}: {
  id: string
  order: OrderDetail
  choice: RefundChoice
  onChoice: (choice: RefundChoice) => void
  /** What is left of the payment to refund, or of what the vouchers paid. */
  max: number
  /** The refund goes back to the vouchers (decision 056): the total says so. */
  toVouchers?: boolean
}) {
  const shipping = shippingLeft(order)
  const { total } = refundOf(order, choice)
  // the typed text stays as typed ("12," on the way to "12,50"); the choice holds its haléře
  const [goodwillText, setGoodwillText] = useState('')
  return (
    <>
      <fieldset className="refund-lines">
        <legend>{t('actions.refund.lines')}</legend>
        {refundableLines(order).map((line) => {
          const left = line.quantity - line.refunded
          const chosen = choice.lines[line.id] ?? { quantity: 0, reason: '' }
          const set = (next: Partial<typeof chosen>) =>
            onChoice({ ...choice, lines: { ...choice.lines, [line.id]: { ...chosen, ...next } } })
          return (
            <div key={line.id} className="refund-line">
              <TextField
                id={`${id}-line-${line.id}`}
                name={`lines.${line.id}.quantity`}
                label={t('actions.refund.pieces', { name: line.name, left, quantity: line.quantity })}
                value={chosen.quantity > 0 ? String(chosen.quantity) : ''}
                onValue={(value) => set({ quantity: Math.min(pieces(value), left) })}
                inputMode="numeric"
                maxLength={4}
              />
              {chosen.quantity > 0 && (
                <TextField
                  id={`${id}-line-${line.id}-reason`}
                  name={`lines.${line.id}.reason`}
                  label={t('actions.refund.lineReason', { name: line.name })}
                  value={chosen.reason}
                  onValue={(reason) => set({ reason })}
                  maxLength={200}
                />
              )}
            </div>
          )
        })}
      </fieldset>
      {shipping > 0 && (
        <>
          <CheckboxField
            id={`${id}-shipping`}
            name="shipping"
            label={t('actions.refund.shipping', { amount: money(shipping) })}
            checked={choice.shipping.on}
            onChecked={(on) => onChoice({ ...choice, shipping: { ...choice.shipping, on } })}
          />
          {choice.shipping.on && (
            <TextField
              id={`${id}-shipping-reason`}
              name="shipping.reason"
              label={t('actions.refund.shippingReason')}
              value={choice.shipping.reason}
              onValue={(reason) => onChoice({ ...choice, shipping: { ...choice.shipping, reason } })}
              maxLength={200}
            />
          )}
        </>
      )}
      <TextField
        id={`${id}-goodwill`}
        name="goodwill.amount"
        label={t('actions.refund.goodwill')}
        value={goodwillText}
        onValue={(value) => {
          setGoodwillText(value)
          onChoice({ ...choice, goodwill: { ...choice.goodwill, amount: value.trim() ? toHaler(value) || 0 : 0 } })
        }}
        inputMode="decimal"
      />
      {choice.goodwill.amount > 0 && (
        <TextField
          id={`${id}-goodwill-reason`}
          name="goodwill.reason"
          label={t('actions.refund.goodwillReason')}
          value={choice.goodwill.reason}
          onValue={(reason) => onChoice({ ...choice, goodwill: { ...choice.goodwill, reason } })}
          maxLength={200}
        />
      )}
      <p className="refund-total" role="status">
        {t(toVouchers ? 'actions.voucherRefund.total' : 'actions.refund.total', {
          total: money(total),
          max: money(max),
        })}
      </p>
    </>
  )
}
