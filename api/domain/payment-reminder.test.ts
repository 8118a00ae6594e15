import { beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '../../contract/prague-time'
import { variableSymbolOf } from '../../contract/variable-symbol'
import { formatCzk } from '../mail/layout'
import { testEnv } from '../test/env'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  placed,
  receivedMail,
  step,
} from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import { sweepPaymentDeadlines, sweepPaymentReminders } from './payment-deadline'

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

/** Moves the order's placement back in time: its deadline comes `dueIn` (a SQLite modifier) from now. */
async function dueIn(token: string, modifier: string): Promise<string> {
  await row(testEnv.DB, "UPDATE orders SET payment_due_at = datetime('now', ?) WHERE token = ?", modifier, token).run()
  const { payment_due_at } = (await row(testEnv.DB, 'SELECT payment_due_at FROM orders WHERE token = ?', token).first<{
    payment_due_at: string
  }>())!
  return payment_due_at
}

const remindersOf = async (token: string) =>
  (await mailsOf(token)).filter((mail) => mail.template === 'payment-reminder')

const received = (token: string) => receivedMail(token, 'payment-reminder')

// each test places orders through the shop API: seconds on a busy machine
describe('the payment reminder of an unpaid bank transfer (decision 054)', { timeout: 30_000 }, () => {
  it('three days after placement the cron’s sweep mails the account, symbol, amount, deadline, QR Platba and link', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const due = await dueIn(order.tokenValue, '+4 days')

    await sweepPaymentDeadlines(testEnv)

    const mail = await received(order.tokenValue)
    expect(mail.subject).toBe(`Připomínka platby objednávky ${order.number} – Drinkárna`)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(`Částka k úhradě: ${formatCzk(order.total)}`)
      expect(body).toContain('Číslo účtu: 2001234588/2010')
      expect(body).toContain('IBAN: CZ62 2010 0000 0020 0123 4588, BIC: FIOBCZPP')
      expect(body).toContain(`Variabilní symbol: ${variableSymbolOf(order.number)}`)
      expect(body).toContain(`aby dorazila do ${formatDate(due)}; jinak objednávku zrušíme`)
      expect(body).toContain(`/order/${order.tokenValue}`)
    }
    expect(mail.attachments).toEqual([
      { name: 'qr-platba.gif', contentType: 'image/gif', size: expect.any(Number), contentId: 'cid:qr-platba.gif' },
    ])
    expect(mail.html).toContain('<img src="cid:qr-platba.gif"')
    expect(mail.html).not.toContain('data:image')
    // staff see it on the order's history
    expect((await adminOrder(order.tokenValue)).history.at(-1)).toMatchObject({
      transition: 'payment.remind',
      actor: 'system',
    })
  })

  it('is not sent earlier than three days after placement', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await dueIn(order.tokenValue, '+4 days +5 minutes')

    await sweepPaymentReminders(testEnv)

    expect(await remindersOf(order.tokenValue)).toEqual([])
  })

  it('two sweeps at once and every later one send one reminder', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await dueIn(order.tokenValue, '+2 days')

    const counts = await Promise.all([sweepPaymentReminders(testEnv), sweepPaymentReminders(testEnv)])
    await sweepPaymentReminders(testEnv)

    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1)
    expect(await remindersOf(order.tokenValue)).toHaveLength(1)
    const history = (await adminOrder(order.tokenValue)).history.filter(
      (entry) => entry.transition === 'payment.remind',
    )
    expect(history).toHaveLength(1)
  })

  it('never reminds a paid, cancelled, cash-on-delivery or card order, nor one past its deadline', async () => {
    const paid = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${paid.payments[0]!.id}/complete`, { amount: paid.total })
    const cancelled = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/orders/${cancelled.tokenValue}/cancel`, { reason: 'Zákazník si to rozmyslel.' })
    const cod = await placed([[JUICE, 1]], 'courier', 'cod')
    const card = await placed([[JUICE, 1]], 'courier', 'comgate')
    const late = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    for (const order of [paid, cancelled, cod, card]) await dueIn(order.tokenValue, '+1 day')
    await dueIn(late.tokenValue, '-1 minute')

    await sweepPaymentReminders(testEnv)

    for (const order of [paid, cancelled, cod, card, late]) expect(await remindersOf(order.tokenValue)).toEqual([])
  })
})
