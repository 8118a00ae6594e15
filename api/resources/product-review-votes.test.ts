import { beforeAll, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue } from '../test/fulfilment-fixtures'
import { addAcceptedReview, send } from '../test/review-fixtures'
import { customer } from '../test/watchdog-customers'
import { row } from '../test/sql'

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

/** A browser's own random id, as the storefront keeps it in localStorage. */
const browser = () => crypto.randomUUID().replaceAll('-', '')

const vote = (id: number, body: Record<string, unknown> = { browserId: browser() }, headers = {}) =>
  send('POST', `/product-reviews/${id}/helpful`, body, headers)

async function helpfulCount(id: number): Promise<number> {
  const response = await send('GET', `/product-reviews/${id}`)
  return (await response.json<{ helpfulCount: number }>()).helpfulCount
}

describe('POST /product-reviews/{id}/helpful', () => {
  it('counts one vote per browser: a second vote of the same browser changes nothing, another browser adds one', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    const mine = browser()
    const first = await vote(id, { browserId: mine })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ id, helpfulCount: 1 })
    const again = await vote(id, { browserId: mine })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ helpfulCount: 1 })
    expect(await helpfulCount(id)).toBe(1)
    expect(await (await vote(id)).json()).toMatchObject({ helpfulCount: 2 })
    expect(await helpfulCount(id)).toBe(2)
  })

  it('counts a signed-in customer once, from whichever browser', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    const auth = await customer(`vote-${crypto.randomUUID().slice(0, 8)}@example.cz`)
    expect((await vote(id, { browserId: browser() }, auth)).status).toBe(201)
    expect((await vote(id, { browserId: browser() }, auth)).status).toBe(200)
    expect((await vote(id, {}, auth)).status).toBe(200)
    expect(await helpfulCount(id)).toBe(1)
  })

  it('counts a shopper who voted before signing in once: the same browser signed in, and signed out again', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    const auth = await customer(`vote-${crypto.randomUUID().slice(0, 8)}@example.cz`)
    const mine = browser()
    expect((await vote(id, { browserId: mine })).status).toBe(201)
    const signedIn = await vote(id, { browserId: mine }, auth)
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({ helpfulCount: 1 })
    // and the other way round: a vote signed in, then the same browser signed out
    const other = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    expect((await vote(other, { browserId: mine }, auth)).status).toBe(201)
    expect((await vote(other, { browserId: mine })).status).toBe(200)
    expect([await helpfulCount(id), await helpfulCount(other)]).toEqual([1, 1])
  })

  it('counts a browser voting signed out and signed in at once once', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    const auth = await customer(`vote-${crypto.randomUUID().slice(0, 8)}@example.cz`)
    const mine = browser()
    const answers = await Promise.all([vote(id, { browserId: mine }), vote(id, { browserId: mine }, auth)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(await helpfulCount(id)).toBe(1)
  })

  it('counts two voters at once twice and one voter at once once', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    await Promise.all([vote(id), vote(id)])
    expect(await helpfulCount(id)).toBe(2)
    const same = browser()
    const answers = await Promise.all([vote(id, { browserId: same }), vote(id, { browserId: same })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(await helpfulCount(id)).toBe(3)
  })

  it('is a 404 for an unknown review and for one not accepted (waiting or rejected)', async () => {
    expect((await vote(987_654_321)).status).toBe(404)
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    for (const status of ['new', 'rejected']) {
      await row(testEnv.DB, 'UPDATE product_reviews SET status = ? WHERE id = ?', status, id).run()
      expect((await vote(id)).status).toBe(404)
    }
    const stored = await row(testEnv.DB, 'SELECT helpful_count FROM product_reviews WHERE id = ?', id).first()
    expect(stored).toEqual({ helpful_count: 0 })
  })

  it('wants a browser id from a visitor who is not signed in, with a Czech message', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    for (const body of [{}, { browserId: 'short' }, { browserId: 'x'.repeat(200) }]) {
      const response = await vote(id, body)
      expect(response.status).toBe(422)
      const { violations } = await response.json<{ violations: Array<{ propertyPath: string; message: string }> }>()
      expect(violations[0]).toMatchObject({ propertyPath: 'browserId' })
      expect(violations[0]!.message).toMatch(/[ěščřžýáíéů]/)
    }
    expect(await helpfulCount(id)).toBe(0)
  })

  it('limits the votes of one client address (many browsers of one attacker)', async () => {
    const id = await addAcceptedReview(testEnv.DB, 'FUL_JUICE')
    const address = { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 200) + 1}` }
    const statuses: number[] = []
    for (let index = 0; index < 31; index++) statuses.push((await vote(id, { browserId: browser() }, address)).status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
    expect(await helpfulCount(id)).toBe(30)
  })
})
