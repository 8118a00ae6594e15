import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GIFT_CARD_ALPHABET } from '../../contract/gift-cards'
import app from '../index'
import { orderOf, send } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { mailsOf, step } from '../test/fulfilment-fixtures'
import { addVoucherCatalogue, balanceOf, VOUCHER_500, VOUCHER_CUSTOM, voucherOrder } from '../test/gift-card-fixtures'
import { row } from '../test/sql'
import { giftCardExpiry, newGiftCardCode } from './issue'
import { renderVoucherPdf } from './pdf'

vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

async function received(email: string, tag: string) {
  const response = await app.request(
    `/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=${tag}`,
    {},
    testEnv,
  )
  expect(response.status).toBe(200)
  return response.json<{
    subject: string
    text: string
    attachments: Array<{ name: string; contentType: string; size: number }>
  }>()
}

describe('vouchers issued when their order is paid (decision 056)', () => {
  it('issues one voucher per unit once however often the payment is completed, and mails their PDFs', async () => {
    const order = await voucherOrder([
      [VOUCHER_500, 2],
      [VOUCHER_CUSTOM, 1, 120_000],
    ])
    expect(order).toMatchObject({ total: 220_000, paymentState: 'awaiting_payment' })
    const before = await orderOf(await send('GET', `/orders/${order.tokenValue}`))
    expect(before.items.map((item) => item.giftCardCodes)).toEqual([[], []])

    const path = `/payments/${order.payments[0]!.id}/complete`
    const answers = await Promise.all([
      step('PATCH', path, { amount: 220_000 }),
      step('PATCH', path, { amount: 220_000 }),
    ])
    expect(answers.map((answer) => answer.status)).toContain(200)

    const paid = await orderOf(await send('GET', `/orders/${order.tokenValue}`))
    const codes = paid.items.map((item) => item.giftCardCodes)
    expect(codes.map((list) => list?.length)).toEqual([2, 1])
    for (const code of codes.flat()) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
      expect(await balanceOf(code!)).toMatchObject({ state: 'active' })
    }
    expect(await balanceOf(codes[1]![0]!)).toMatchObject({ amount: 120_000, initialAmount: 120_000 })
    const { n } = (await row(
      testEnv.DB,
      'SELECT count(*) AS n FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE o.token = ?',
      order.tokenValue,
    ).first<{ n: number }>())!
    expect(n).toBe(3)

    const mails = (await mailsOf(order.tokenValue)).filter((mail) => mail.template === 'gift-cards')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(codes[0]![0]!)
    const email = (await row(
      testEnv.DB,
      'SELECT to_address FROM mail_outbox WHERE template = ? ORDER BY id DESC LIMIT 1',
      'gift-cards',
    ).first<{ to_address: string }>())!.to_address
    const mail = await received(email, 'gift-cards')
    expect(mail.subject).toBe('Dárkové poukazy – Drinkárna')
    expect(mail.attachments).toEqual(
      codes
        .flat()
        .map((code) => expect.objectContaining({ name: `darkovy-poukaz-${code}.pdf`, contentType: 'application/pdf' })),
    )
  })

  it('draws a PDF that pdf-lib re-opens, naming the shop, value, code, expiry and the multi-purpose voucher', async () => {
    const bytes = await renderVoucherPdf({
      code: 'ABCDEFGHJKLMNPQR',
      initialAmount: 150_000,
      expiresAt: '2027-11-28 22:59:59',
      storefrontUrl: 'drinkarna.cz',
    })
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Dárkový poukaz Drinkárna ABCD-EFGH-JKLM-NPQR')
    expect(pdf.getSubject()).toBe(
      'Poukaz pro více účelů v hodnotě 1\u00a0500,00\u00a0Kč, kód ABCD-EFGH-JKLM-NPQR, platný do 28. 11. 2027',
    )
  })
})

describe('codes and expiry', () => {
  it('draws 16 signs of the 32-letter alphabet, different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newGiftCardCode()))
    expect(codes.size).toBe(200)
    for (const code of codes) expect([...code].every((sign) => GIFT_CARD_ALPHABET.includes(sign))).toBe(true)
    expect(GIFT_CARD_ALPHABET).toHaveLength(32)
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(32)
  })

  it('expires at the end of the Prague day 12 months after the issue', () => {
    // 00:30 in Prague on 28 November (23:30 UTC the day before): the Prague day counts
    expect(giftCardExpiry(new Date('2026-11-27T23:30:00Z'))).toBe('2027-11-28 22:59:59')
    // summer time: Prague is UTC+2
    expect(giftCardExpiry(new Date('2026-07-01T10:00:00Z'))).toBe('2027-07-01 21:59:59')
    // a leap day issues until 28 February
    expect(giftCardExpiry(new Date('2028-02-29T10:00:00Z'))).toBe('2029-02-28 22:59:59')
  })
})
