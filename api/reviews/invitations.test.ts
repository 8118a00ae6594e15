import { beforeAll, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue, mailsOf } from '../test/fulfilment-fixtures'
import { postReview, receivedOrder, review, send } from '../test/review-fixtures'
import { customer } from '../test/watchdog-customers'
import { row } from '../test/sql'
import { sweepReviewInvitations } from './invitations'

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

/** Moves the order's delivery `days` into the past. */
async function deliveredDaysAgo(token: string, days: number) {
  await row(
    testEnv.DB,
    `UPDATE shipments SET delivered_at = datetime('now', ?) WHERE order_id = (SELECT id FROM orders WHERE token = ?)`,
    `-${days} days`,
    token,
  ).run()
}

const invitations = async (token: string) =>
  (await mailsOf(token)).filter((mail) => mail.template === 'review-invitation')

describe('the review invitation', () => {
  it('is mailed 7 days after delivery to a customer who ticked it at checkout, once however many sweeps run', async () => {
    const order = await receivedOrder(true)
    await deliveredDaysAgo(order.token, 6)
    await sweepReviewInvitations(testEnv)
    expect(await invitations(order.token)).toHaveLength(0)

    await deliveredDaysAgo(order.token, 7)
    await Promise.all([sweepReviewInvitations(testEnv), sweepReviewInvitations(testEnv)])
    await sweepReviewInvitations(testEnv)
    const mails = await invitations(order.token)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Džus Expedice')

    // the mailed link opens the form and writes the review, without login
    const link = /\/hodnoceni\?reviewToken=([^\s]+)/.exec(mails[0]!.text)![1]!
    const token = decodeURIComponent(link)
    expect((await send('GET', `/product-review-invitations/${encodeURIComponent(token)}`)).status).toBe(200)
    expect((await postReview(review(token))).status).toBe(201)
  })

  it('is never mailed without consent', async () => {
    const order = await receivedOrder(false)
    await deliveredDaysAgo(order.token, 30)
    await sweepReviewInvitations(testEnv)
    expect(await invitations(order.token)).toHaveLength(0)
  })

  it('waits the days REVIEW_INVITATION_DAYS sets', async () => {
    const order = await receivedOrder(true)
    await deliveredDaysAgo(order.token, 2)
    await sweepReviewInvitations({ ...testEnv, REVIEW_INVITATION_DAYS: '3' })
    expect(await invitations(order.token)).toHaveLength(0)
    await sweepReviewInvitations({ ...testEnv, REVIEW_INVITATION_DAYS: '2' })
    expect(await invitations(order.token)).toHaveLength(1)
  })

  it('follows the consent of a verified account, and its withdrawal in the account also withdraws the checkout’s', async () => {
    const email = `acc-${crypto.randomUUID().slice(0, 8)}@example.cz`
    const headers = await customer(email)
    const id = (await row(testEnv.DB, 'SELECT id FROM customers WHERE email = ?', email).first<{ id: number }>())!.id
    const allowed = await send('PUT', `/customers/${id}`, { reviewInvitations: true }, headers)
    expect(await allowed.json()).toMatchObject({ reviewInvitations: true })
    const first = await receivedOrder(false, email)
    await deliveredDaysAgo(first.token, 8)
    await sweepReviewInvitations(testEnv)
    expect(await invitations(first.token)).toHaveLength(1)

    const second = await receivedOrder(true, email)
    await send('PUT', `/customers/${id}`, { reviewInvitations: false }, headers)
    await deliveredDaysAgo(second.token, 8)
    await sweepReviewInvitations(testEnv)
    expect((await mailsOf(second.token)).filter((mail) => mail.template === 'review-invitation')).toHaveLength(1)
  })

  it('ignores the consent of an account whose address is not verified', async () => {
    const email = `unv-${crypto.randomUUID().slice(0, 8)}@example.cz`
    const headers = await customer(email, false)
    const id = (await row(testEnv.DB, 'SELECT id FROM customers WHERE email = ?', email).first<{ id: number }>())!.id
    await send('PUT', `/customers/${id}`, { reviewInvitations: true }, headers)
    const order = await receivedOrder(false, email)
    await deliveredDaysAgo(order.token, 8)
    await sweepReviewInvitations(testEnv)
    expect(await invitations(order.token)).toHaveLength(0)
  })
})
