import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminGiftCardDetail, adminGiftCardList } from '../../contract/admin/gift-cards'
import { giftCardMessages } from '../../contract/gift-cards'
import app from '../index'
import { admin } from '../test/admin-client'
import { asPerson } from '../test/admin-roles'
import { complete, orderOf, readyCart, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, applyCode, balanceOf, JUICE } from '../test/gift-card-fixtures'
import { adminGiftCards } from './gift-cards'

vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

const staff = asPerson(adminGiftCards, { actor: 'petra', role: 'staff' })
const boss = asPerson(adminGiftCards, { actor: 'jana', role: 'admin' })

describe('admin gift vouchers (decision 056)', () => {
  it('lets an admin issue a voucher by hand, mails its PDF, and audits it', async () => {
    const email = `bar-${crypto.randomUUID().slice(0, 8)}@example.cz`
    const response = await boss('POST', '/gift-cards', { amount: 80_000, note: 'Host z baru', email })
    expect(response.status).toBe(201)
    const card = adminGiftCardDetail.shape.code.parse((await response.json<{ code: string }>()).code)
    expect(await balanceOf(card)).toMatchObject({ amount: 80_000, state: 'active' })
    const mail = await app.request(
      `/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=gift-cards`,
      {},
      testEnv,
    )
    expect(mail.status).toBe(200)
    expect((await mail.json<{ attachments: Array<{ name: string }> }>()).attachments).toEqual([
      expect.objectContaining({ name: `darkovy-poukaz-${card}.pdf` }),
    ])
    const audit = await admin(
      'GET',
      `/audit-log-entries?resource=${encodeURIComponent(`/api/v2/admin/gift-cards/${card}`)}`,
    )
    expect((await audit.json<{ 'hydra:member': Array<{ actor: string; action: string }> }>())['hydra:member']).toEqual([
      expect.objectContaining({ actor: 'jana', action: 'create' }),
    ])
  })

  it('refuses a manual issue and a void to staff, and a bad amount with a violation', async () => {
    expect((await staff('POST', '/gift-cards', { amount: 80_000 })).status).toBe(403)
    const code = await addGiftCard(10_000)
    expect((await staff('PATCH', `/gift-cards/${code}/void`, { reason: 'Ztracený' })).status).toBe(403)
    const halere = await boss('POST', '/gift-cards', { amount: 80_050 })
    expect(halere.status).toBe(422)
    expect(await violationsOf(halere)).toEqual([expect.objectContaining({ propertyPath: 'amount' })])
  })

  it('lists vouchers for staff, finds one by a part of its code, and shows where it was spent', async () => {
    const code = await addGiftCard(50_000)
    const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer')
    await orderOf(await applyCode(token, code))
    const order = await orderOf(await complete(token))

    const list = await staff('GET', `/gift-cards?code=${code.slice(4, 10).toLowerCase()}`)
    expect(list.status).toBe(200)
    const page = adminGiftCardList.parse(await list.json())
    expect(page['hydra:member'].map((card) => card.code.replace(/-/g, ''))).toEqual([code])
    expect(page['hydra:member'][0]).toMatchObject({ amount: 50_000 - 28_900, state: 'active', origin: 'manual' })

    const shown = await staff('GET', `/gift-cards/${code}`)
    const detail = adminGiftCardDetail.parse(await shown.json())
    expect(detail.redemptions).toEqual([
      expect.objectContaining({ orderNumber: order.number, amount: 28_900, state: 'used' }),
    ])
    await step('PATCH', `/orders/${token}/cancel`, { reason: 'Storno' })
    const after = adminGiftCardDetail.parse(await (await staff('GET', `/gift-cards/${code}`)).json())
    expect(after).toMatchObject({ amount: 50_000, redemptions: [expect.objectContaining({ state: 'returned' })] })

    const spentOnly = adminGiftCardList.parse(await (await staff('GET', '/gift-cards?state=void')).json())
    expect(spentOnly['hydra:member'].every((card) => card.state === 'void')).toBe(true)
  })

  it('voids an unspent voucher, which the cart then refuses; a voided one cannot be voided again', async () => {
    const code = await addGiftCard(30_000)
    const voided = await boss('PATCH', `/gift-cards/${code}/void`, { reason: 'Ukradený poukaz' })
    expect(voided.status).toBe(200)
    expect(adminGiftCardDetail.parse(await voided.json())).toMatchObject({
      state: 'void',
      voidReason: 'Ukradený poukaz',
    })
    expect((await balanceOf(code)).state).toBe('void')
    const token = await readyCart([[JUICE, 1]], 'courier', 'bank_transfer')
    expect(await violationsOf(await applyCode(token, code))).toEqual([
      expect.objectContaining({ message: giftCardMessages.void }),
    ])
    const again = await boss('PATCH', `/gift-cards/${code}/void`, { reason: 'Znovu' })
    expect(again.status).toBe(422)
  })

  it('serves the PDF to staff, 404 for an unknown code', async () => {
    const code = await addGiftCard(25_000)
    const response = await staff('GET', `/gift-cards/${code}/pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.getSubject()).toContain('v hodnotě 250,00\u00a0Kč')
    expect((await staff('GET', '/gift-cards/AAAA-BBBB-CCCC-DDDD/pdf')).status).toBe(404)
    expect((await staff('GET', '/gift-cards/AAAA-BBBB-CCCC-DDDD')).status).toBe(404)
  })
})
