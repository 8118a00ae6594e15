import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue } from '../test/fulfilment-fixtures'
import { placedOrder, postReview, receivedOrder, review, reviewLink, deliver, send } from '../test/review-fixtures'
import { row } from '../test/sql'

// every test first places and delivers an order through the shop and admin APIs
vi.setConfig({ testTimeout: 30_000 })

const PRODUCT = '/api/v2/shop/products/FUL_JUICE'

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

async function shopReviews(query = '') {
  const response = await send('GET', `/product-reviews?product=${encodeURIComponent(PRODUCT)}${query}`)
  expect(response.status).toBe(200)
  return response.json<{ 'hydra:member': Array<Record<string, unknown>>; 'hydra:totalItems': number }>()
}

async function product() {
  const response = await send('GET', '/products/FUL_JUICE')
  return response.json<{ averageRating: number; reviewCount: number }>()
}

const violationsOf = async (response: Response) =>
  ((await response.json()) as { violations: Array<{ propertyPath: string; message: string }> }).violations

describe('POST /product-reviews with the signed link', () => {
  it('writes a review of a received line, which is not shown before staff accept it', async () => {
    const order = await receivedOrder()
    const before = await shopReviews()
    const response = await postReview(review(await reviewLink(order.itemId)))
    expect(response.status).toBe(201)
    const written = await response.json<{ id: number; status: string }>()
    expect(written).toMatchObject({ status: 'new', rating: 5, author: { firstName: 'Jana' }, product: PRODUCT })
    expect((await shopReviews())['hydra:totalItems']).toBe(before['hydra:totalItems'])
    expect((await send('GET', `/product-reviews/${written.id}`)).status).toBe(404)
  })

  it('refuses a line whose goods have not been received yet', async () => {
    const order = await placedOrder()
    const response = await postReview(review(await reviewLink(order.itemId)))
    expect(response.status).toBe(422)
    expect(await violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'token',
        message: 'Hodnotit můžete jen zboží, které Vám už bylo doručeno nebo jste si ho vyzvedli.',
      }),
    ])
    await deliver(order)
    expect((await postReview(review(await reviewLink(order.itemId)))).status).toBe(201)
  })

  it('takes one review per line: the same link, or a new link of the same line, is used up', async () => {
    const order = await receivedOrder()
    const link = await reviewLink(order.itemId)
    const [first, second] = await Promise.all([postReview(review(link)), postReview(review(link))])
    expect([first.status, second.status].sort()).toEqual([201, 422])
    const again = await postReview(review(await reviewLink(order.itemId)))
    expect(again.status).toBe(422)
    expect(await violationsOf(again)).toEqual([
      expect.objectContaining({ propertyPath: 'token', message: 'Tento nákup už jste ohodnotili. Děkujeme!' }),
    ])
    const invitation = await send('GET', `/product-review-invitations/${encodeURIComponent(link)}`)
    expect(invitation.status).toBe(422)
  })

  it('refuses an expired link and a forged one, with a Czech reason', async () => {
    const order = await receivedOrder()
    const expired = await reviewLink(order.itemId, Date.now() - 31 * 24 * 60 * 60 * 1000)
    const late = await postReview(review(expired))
    expect(late.status).toBe(422)
    expect((await violationsOf(late))[0]?.message).toBe('Platnost odkazu na hodnocení vypršela.')

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(order.itemId))
      .setAudience('product-review')
      .setIssuer('drinkarna-shop-api')
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('not-the-shop-secret-0123456789abcdef'))
    const alg = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${(await reviewLink(order.itemId)).split('.')[1]}.`
    for (const token of [forged, alg, 'garbage']) {
      const response = await postReview(review(token))
      expect(response.status).toBe(422)
      expect((await violationsOf(response))[0]?.message).toBe(
        'Odkaz na hodnocení není platný. Zkopírujte ho prosím z e-mailu celý.',
      )
    }
  })

  it('shows the review form the product of the link, without login', async () => {
    const order = await receivedOrder()
    const response = await send(
      'GET',
      `/product-review-invitations/${encodeURIComponent(await reviewLink(order.itemId))}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      productName: 'Džus Expedice',
      productSlug: 'dzus-expedice',
      firstName: 'Jana',
    })
  })

  it('checks the fields in Czech: rating 1 to 5, a comment of at most 1000 characters, a name', async () => {
    const order = await receivedOrder()
    const link = await reviewLink(order.itemId)
    const response = await postReview(review(link, { rating: 6, comment: 'x'.repeat(10_000), author: '' }))
    expect(response.status).toBe(422)
    expect(await violationsOf(response)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'rating', message: 'Hodnota může být nejvýše 5.' }),
        expect.objectContaining({ propertyPath: 'comment', message: 'Zadejte nejvýše 1000 znaků.' }),
        expect.objectContaining({ propertyPath: 'author', message: 'Toto pole je povinné.' }),
      ]),
    )
  })
})

describe('accepted reviews in the shop', () => {
  it('lists accepted reviews newest first, with the product average and count; hostile text stays text', async () => {
    const hostile = '<img src=x onerror=alert(1)> <a href="https://spam.example">levně</a> \u202Eevil'
    const ids: number[] = []
    for (const [rating, comment] of [
      [4, 'Dobrý.'],
      [5, hostile],
      [1, 'Zamítnu.'],
    ] as const) {
      const order = await receivedOrder()
      const response = await postReview(review(await reviewLink(order.itemId), { rating, comment }))
      ids.push((await response.json<{ id: number }>()).id)
    }
    expect((await admin('PATCH', `/product-reviews/${ids[0]}/accept`)).status).toBe(200)
    expect((await admin('PATCH', `/product-reviews/${ids[1]}/accept`)).status).toBe(200)
    expect((await admin('PATCH', `/product-reviews/${ids[2]}/reject`, { body: { reason: 'Vulgární.' } })).status).toBe(
      200,
    )
    const list = await shopReviews()
    const shown = list['hydra:member'].map((member) => member.id)
    expect(shown.slice(0, 2)).toEqual([ids[1], ids[0]])
    expect(shown).not.toContain(ids[2])
    // stored as typed, markup and links as text; the bidi override is dropped
    expect(list['hydra:member'][0]).toMatchObject({
      comment: '<img src=x onerror=alert(1)> <a href="https://spam.example">levně</a> evil',
      verifiedPurchase: true,
    })
    const aggregate = await row(
      testEnv.DB,
      `SELECT ROUND(AVG(rating), 1) AS average, COUNT(*) AS count FROM product_reviews WHERE status = 'accepted'`,
    ).first<{ average: number; count: number }>()
    expect(await product()).toMatchObject({ averageRating: aggregate!.average, reviewCount: aggregate!.count })
    expect(list['hydra:totalItems']).toBe(aggregate!.count)
    expect((await send('GET', `/product-reviews/${ids[1]}`)).status).toBe(200)
  })
})
