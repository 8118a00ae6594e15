import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminReview, adminReviewList } from '../../contract/admin/reviews'
import { admin } from '../test/admin-client'
import { asPerson } from '../test/admin-roles'
import { addFulfilmentCatalogue, mailsOf } from '../test/fulfilment-fixtures'
import { postReview, receivedOrder, review, reviewLink, send } from '../test/review-fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { adminReviews } from './reviews'

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

async function written(extra: Record<string, unknown> = {}) {
  const order = await receivedOrder()
  const response = await postReview(review(await reviewLink(order.itemId), extra))
  expect(response.status).toBe(201)
  return { order, id: (await response.json<{ id: number }>()).id }
}

describe('the moderation queue', () => {
  it('lists waiting reviews with the product, the order and the text', async () => {
    const { id, order } = await written({ pros: 'Svěží', cons: 'Cena' })
    const response = await admin('GET', '/product-reviews?status=new')
    expect(response.status).toBe(200)
    const list = adminReviewList.parse(await response.json())
    expect(list['hydra:member'].find((member) => member.id === id)).toMatchObject({
      status: 'new',
      product: { code: 'FUL_JUICE', name: 'Džus Expedice' },
      order: { tokenValue: order.token },
      comment: 'Chutná jako čerstvě vymačkaný.',
      pros: 'Svěží',
      cons: 'Cena',
    })
  })

  it('accepts a review: shown in the shop, audited, the customer told by mail, once when two accept at once', async () => {
    const { id, order } = await written()
    const [first, second] = await Promise.all([
      admin('PATCH', `/product-reviews/${id}/accept`),
      admin('PATCH', `/product-reviews/${id}/accept`),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 422])
    expect(adminReview.parse(await (first.status === 200 ? first : second).json())).toMatchObject({
      status: 'accepted',
      moderatedBy: 'ops',
    })
    expect((await send('GET', `/product-reviews/${id}`)).status).toBe(200)
    const mails = (await mailsOf(order.token)).filter((mail) => mail.template === 'review-moderated')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Vaše hodnocení je zveřejněné – Drinkárna')
    const audit = await row(
      testEnv.DB,
      'SELECT actor, after_json FROM admin_audit WHERE resource = ?',
      `/api/v2/admin/product-reviews/${id}`,
    ).all<{ actor: string; after_json: string }>()
    expect(audit.results).toEqual([{ actor: 'ops', after_json: '{"status":"accepted"}' }])
  })

  it('rejects only with a reason, which the customer is told; a rejected review stays hidden', async () => {
    const { id, order } = await written()
    const bare = await admin('PATCH', `/product-reviews/${id}/reject`, { body: { reason: '  ' } })
    expect(bare.status).toBe(422)
    const rejected = await admin('PATCH', `/product-reviews/${id}/reject`, {
      body: { reason: 'Nesouvisí s produktem.' },
    })
    expect(await rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Nesouvisí s produktem.' })
    expect((await send('GET', `/product-reviews/${id}`)).status).toBe(404)
    const mail = (await mailsOf(order.token)).find((m) => m.template === 'review-moderated')
    expect(mail?.text).toContain('Důvod: Nesouvisí s produktem.')
  })

  it('replies publicly under an accepted review', async () => {
    const { id } = await written()
    await admin('PATCH', `/product-reviews/${id}/accept`)
    const replied = await admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Děkujeme!' } })
    expect(await replied.json()).toMatchObject({ reply: 'Děkujeme!' })
    const shown = await (await send('GET', `/product-reviews/${id}`)).json<{ reply: { text: string } }>()
    expect(shown.reply.text).toBe('Děkujeme!')
  })

  it('mails the customer a public reply once: not for an edit, not twice when two staff reply at once', async () => {
    const { id, order } = await written()
    await admin('PATCH', `/product-reviews/${id}/accept`)
    const replies = async () => (await mailsOf(order.token)).filter((mail) => mail.template === 'review-replied')
    const answers = await Promise.all([
      admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Děkujeme za hodnocení!' } }),
      admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Děkujeme za hodnocení!' } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const [mail, ...more] = await replies()
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Obchod odpověděl na Vaše hodnocení – Drinkárna')
    expect(mail!.text).toContain('Džus Expedice')
    expect(mail!.text).toContain('Děkujeme za hodnocení!')
    // a typo fixed: no second mail; removed and written anew: a new reply, a new mail
    await admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Děkujeme za hodnocení.' } })
    expect(await replies()).toHaveLength(1)
    await admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: '' } })
    await admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Rádi jsme pomohli.' } })
    expect((await replies()).map((replied) => replied.text.includes('Rádi jsme pomohli.'))).toEqual([false, true])
  })

  it('tells of a reply to a waiting review with its publication, as it is not public before', async () => {
    const { id, order } = await written()
    await admin('PATCH', `/product-reviews/${id}/reply`, { body: { text: 'Děkujeme, předáme dodavateli.' } })
    expect((await mailsOf(order.token)).map((mail) => mail.template)).not.toContain('review-replied')
    await admin('PATCH', `/product-reviews/${id}/accept`)
    const published = (await mailsOf(order.token)).find((mail) => mail.template === 'review-moderated')
    expect(published?.text).toContain('Odpověď obchodu: Děkujeme, předáme dodavateli.')
  })

  it('lets staff as well as admins moderate, and nobody without a sign-in or token', async () => {
    const { id } = await written()
    const staff = asPerson(adminReviews, { actor: 'jana@drinkarna.cz', role: 'staff' })
    const accepted = await staff('PATCH', `/product-reviews/${id}/accept`)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ moderatedBy: 'jana@drinkarna.cz' })
    expect((await admin('GET', '/product-reviews', { token: null })).status).toBe(401)
    expect((await admin('PATCH', `/product-reviews/${id}/reject`, { token: null, body: { reason: 'x' } })).status).toBe(
      401,
    )
  })
})
