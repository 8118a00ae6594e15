import { formatIban } from '../../contract/iban'
import { pragueDay } from '../../contract/prague-time'
import { orderSpd, type ShopAccount, spdVariableSymbol } from '../../contract/qr-platba'
import { variableSymbolOf } from '../../contract/variable-symbol'
import type { Methods } from '../db/methods'
import type { OrderAggregate } from '../db/orders'
import { currentPayment, paymentMethodOf } from '../domain/cart'
import { qrSvg } from './qr-image'

/** What a shopper needs to pay an order by transfer: written out, and as the QR Platba's SPD (docs/qr-platba.md). */
export type BankTransfer = {
  account: ShopAccount
  /** The order number as banks show a symbol, without leading zeros (contract/variable-symbol.ts). */
  variableSymbol: string
  /** In haléře: the current payment's amount. */
  amount: number
  /** The Prague day the money must arrive by, `YYYY-MM-DD`; null when the order has no deadline. */
  dueDate: string | null
  spd: string
}

/**
 * The transfer of a placed bank-transfer order that is still to be paid; null for any other order, and once the
 * order is paid or cancelled: the QR must never invite a second payment or one for a cancelled order. Null also
 * without a configured account (nothing wrong is shown) or an order number the banks cannot take as a symbol.
 */
export function bankTransferOf(
  aggregate: OrderAggregate,
  methods: Methods,
  account: ShopAccount | null,
): BankTransfer | null {
  const { order } = aggregate
  if (account === null || order.state !== 'new' || order.payment_state !== 'awaiting_payment') return null
  if (paymentMethodOf(aggregate, methods)?.code !== 'bank_transfer' || !order.number) return null
  const amount = currentPayment(aggregate)?.amount ?? order.total
  if (amount <= 0 || !symbolFits(order.number)) return null
  return {
    account,
    variableSymbol: variableSymbolOf(order.number),
    amount,
    dueDate: pragueDay(order.payment_due_at),
    spd: orderSpd(account, { number: order.number, total: amount, paymentDueAt: order.payment_due_at }),
  }
}

function symbolFits(number: string): boolean {
  try {
    return spdVariableSymbol(number) !== null
  } catch {
    return false
  }
}

/** The SVG's name for screen readers. */
const QR_LABEL = 'QR Platba: naskenujte v aplikaci své banky'

/**
 * A transfer as the shop API (`GET /orders/{token}/payment-qr`) and the admin API's order detail show it: the account
 * written out (IBAN in groups of four), the symbol, amount, due day, the SPD and its code as SVG.
 */
export function bankTransferView(transfer: BankTransfer) {
  return {
    account: transfer.account.czech,
    iban: formatIban(transfer.account.iban),
    bic: transfer.account.bic,
    variableSymbol: transfer.variableSymbol,
    amount: transfer.amount,
    currencyCode: 'CZK',
    dueDate: transfer.dueDate,
    spd: transfer.spd,
    svg: qrSvg(transfer.spd, QR_LABEL),
  }
}
