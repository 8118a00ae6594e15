import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADDRESS,
  choosePayment,
  chooseShipping,
  orderOf,
  send,
  setStock,
  verifiedAdult,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

/**
 * An order's addresses have Sylius's `/api/v2/shop/addresses/{id}` IRIs (docs/decisions/033), and such an IRI is
 * read by whoever may read the order and by nobody else: a guest with the order's token, a customer with their
 * own bearer. Attackers below walk the ids around a victim's.
 */

const API = '/api/v2/shop'
const SECRET = { street: 'Skrytá 77', phoneNumber: '+420999888777' }

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 1000)
})

async function session(email: string): Promise<Record<string, string>> {
  await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajne-heslo-1' })
  const body = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${body.token}` }
}

/** A cart with an item and addresses (billing and another shipping), as a guest or a customer makes it. */
async function addressedCart(auth: Record<string, string> = {}, email = 'host@example.cz') {
  const token = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
  await orderOf(await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 1 }, auth))
  const shipping = { ...ADDRESS, firstName: 'Petr', ...SECRET }
  const order = await orderOf(
    await send('PUT', `/orders/${token}`, { email, billingAddress: ADDRESS, shippingAddress: shipping }, auth),
  )
  return { token, billing: order.billingAddress!, shipping: order.shippingAddress! }
}

function path(iri: unknown, tokenValue?: string): string {
  const id = String(iri).slice(API.length)
  return tokenValue === undefined ? id : `${id}?tokenValue=${encodeURIComponent(tokenValue)}`
}

const idOf = (iri: unknown) => Number(String(iri).split('/').at(-1))

async function read(iri: unknown, tokenValue?: string, auth: Record<string, string> = {}) {
  const response = await send('GET', path(iri, tokenValue), undefined, auth)
  return { status: response.status, text: await response.text(), cache: response.headers.get('cache-control') }
}

describe('an order’s address as a Sylius Address item', () => {
  it('has an /addresses/{id} IRI, one for billing and one for shipping, that the token holder reads', async () => {
    const { token, billing, shipping } = await addressedCart()
    expect(billing['@id']).toMatch(/^\/api\/v2\/shop\/addresses\/\d+$/)
    expect(shipping['@id']).toMatch(/^\/api\/v2\/shop\/addresses\/\d+$/)
    expect(billing['@id']).not.toBe(shipping['@id'])
    expect(billing['@type']).toBe('Address')

    const answer = await read(shipping['@id'], token)
    expect(answer.status).toBe(200)
    expect(answer.cache).toBe('private, no-store')
    const { '@context': context, ...fields } = JSON.parse(answer.text) as Record<string, unknown>
    expect(context).toBe('/api/v2/contexts/Address')
    expect(fields).toEqual({ ...shipping, id: idOf(shipping['@id']) })
    expect(fields).toMatchObject({ firstName: 'Petr', ...SECRET, provinceCode: null, provinceName: null })
    expect(JSON.parse((await read(billing['@id'], token)).text)).toMatchObject({
      '@id': billing['@id'],
      firstName: 'Jana',
    })
  })

  it('follows the order: a changed address keeps its IRI, a deleted cart’s is gone', async () => {
    const { token, billing } = await addressedCart()
    const moved = await orderOf(
      await send('PUT', `/orders/${token}`, { billingAddress: { ...ADDRESS, street: 'Nová 5' } }),
    )
    expect(moved.billingAddress!['@id']).toBe(billing['@id'])
    expect(JSON.parse((await read(billing['@id'], token)).text)).toMatchObject({ street: 'Nová 5' })

    const gone = await addressedCart()
    expect((await send('DELETE', `/orders/${gone.token}`)).status).toBe(204)
    expect((await read(gone.billing['@id'], gone.token)).status).toBe(404)
  })

  it('is read-only: changing or removing it through the address book is 404 and leaves the order as it was', async () => {
    const auth = await session('jen-cist@example.cz')
    const { token, shipping } = await addressedCart(auth, 'jen-cist@example.cz')
    const put = await send('PUT', path(shipping['@id']), { ...ADDRESS, street: 'Podvržená 1' }, auth)
    expect(put.status).toBe(404)
    expect((await send('DELETE', path(shipping['@id']), undefined, auth)).status).toBe(404)
    expect((await orderOf(await send('GET', `/orders/${token}`, undefined, auth))).shippingAddress).toEqual(shipping)
    const book = (await (await send('GET', '/addresses', undefined, auth)).json()) as { 'hydra:member': unknown[] }
    expect(book['hydra:member']).toEqual([])
  })
})

describe('who may read an order’s address', () => {
  it('a guest’s: only with that order’s token', async () => {
    const victim = await addressedCart()
    const attacker = await addressedCart({}, 'utocnik@example.cz')
    const someone = await session('nekdo@example.cz')
    for (const [tokenValue, auth] of [
      [undefined, {}],
      [undefined, someone],
      [attacker.token, {}],
      [attacker.token, someone],
      ['', {}],
      [victim.token.slice(0, -1), {}],
      [`${victim.token}x`, {}],
    ] as const) {
      const answer = await read(victim.shipping['@id'], tokenValue, auth)
      expect(answer.status, `${tokenValue} ${JSON.stringify(auth)}`).toBe(404)
      expect(answer.text).not.toContain(SECRET.street)
    }
    expect((await read(victim.shipping['@id'], victim.token, someone)).status).toBe(200)
  })

  it('a customer’s order: only with the customer’s own bearer, the token alone is not enough', async () => {
    const owner = await session('majitel@example.cz')
    const other = await session('cizi@example.cz')
    const { token, shipping } = await addressedCart(owner, 'majitel@example.cz')
    expect((await read(shipping['@id'], undefined, owner)).status).toBe(200)
    expect((await read(shipping['@id'], token, owner)).status).toBe(200)
    for (const [tokenValue, auth] of [
      [undefined, {}],
      [token, {}],
      [undefined, other],
      [token, other],
    ] as const) {
      const answer = await read(shipping['@id'], tokenValue, auth)
      expect(answer.status).toBe(404)
      expect(answer.text).not.toContain(SECRET.street)
    }
  })

  it('a guest order of an e-mail that gets an account: its verified owner, not whoever registers the e-mail', async () => {
    const email = 'pozdeji-ucet@example.cz'
    const guest = await addressedCart({}, email)
    await verifiedAdult(guest.token)
    await orderOf(await chooseShipping(guest.token, 'courier'))
    await orderOf(await choosePayment(guest.token, 'bank_transfer'))
    expect((await send('PATCH', `/orders/${guest.token}/complete`, {})).status).toBe(200)

    // anyone can register the guest's e-mail with their own password; it is not verified
    const registrant = await session(email)
    expect((await read(guest.shipping['@id'], undefined, registrant)).status).toBe(404)
    // the mailbox's owner follows the verification link and logs in
    const verification = "SELECT html FROM mail_outbox WHERE to_address = ? AND template = 'account-verification'"
    const mail = await row(testEnv.DB, verification, email).first<{ html: string }>()
    const link = /\/overeni-uctu\/([\w-]+)/.exec(mail!.html)![1]!
    expect((await send('PATCH', `/account-verification-requests/${link}`, {})).status).toBe(202)
    const owner = (await (
      await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })
    ).json()) as { token: string }
    expect((await read(guest.shipping['@id'], undefined, { authorization: `Bearer ${owner.token}` })).status).toBe(200)
  })

  it('walking the ids around a victim’s shows nothing: every other id is the same 404, with or without a token', async () => {
    const victim = await addressedCart(await session('obet-adresy@example.cz'), 'obet-adresy@example.cz')
    const guestVictim = await addressedCart()
    const attackerAuth = await session('prochazi@example.cz')
    const own = await addressedCart(attackerAuth, 'prochazi@example.cz')
    const bookEntry = await send(
      'POST',
      '/addresses',
      { ...ADDRESS, ...SECRET },
      await session('kniha-obeti@example.cz'),
    )
    const ids = [
      idOf(victim.billing['@id']),
      idOf(guestVictim.shipping['@id']),
      ((await bookEntry.json()) as { id: number }).id,
    ]
    const mine = new Set([idOf(own.billing['@id']), idOf(own.shipping['@id'])])
    const answers = new Set<string>()
    for (const id of ids) {
      for (let probe = Math.max(1, id - 4); probe <= id + 4; probe++) {
        if (mine.has(probe)) continue
        for (const [tokenValue, auth] of [
          [undefined, attackerAuth],
          [own.token, attackerAuth],
          [own.token, {}],
        ] as const) {
          const answer = await read(`${API}/addresses/${probe}`, tokenValue, auth)
          expect(answer.status, `${probe}`).toBe(404)
          expect(answer.text).not.toContain(SECRET.street)
          answers.add(answer.text)
        }
      }
    }
    expect([...answers]).toHaveLength(1)
    expect((await read(own.shipping['@id'], undefined, attackerAuth)).status).toBe(200)
  }, 30_000)
})
