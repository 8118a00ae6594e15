import { describe, expect, it } from 'vitest'
import { send, violationsOf } from '../test/checkout-fixtures'
import { customer, ownOrder, PNG, postClaim } from '../test/claim-fixtures'

/** A logged-in customer's complaints and returns in the account: the list, the detail, follow-up messages. */

describe('a customer’s claims: GET /claim-requests, POST /messages', () => {
  it('lists only one’s own claims, takes follow-up messages on them, and refuses others’ without saying they exist', async () => {
    const email = 'zakaznik.reklamace@example.cz'
    const auth = await customer(email)
    const { number } = await ownOrder(auth, email)
    // logged in, the own order needs no matching e-mail
    const filed = await postClaim(
      {
        type: 'complaint',
        orderNumber: number,
        email: 'jiny.kontakt@example.cz',
        reason: 'wrong',
        description: 'Přišel gin místo rumu.',
      },
      [[PNG, 'a.png', 'image/png']],
      auth,
    )
    expect(filed.status).toBe(201)
    const { id } = (await filed.json()) as { id: number }

    const list = (await (await send('GET', '/claim-requests', undefined, auth)).json()) as {
      'hydra:member': Array<{ id: number; state: string; attachments: number; reason: string }>
    }
    expect(list['hydra:member']).toEqual([
      expect.objectContaining({ id, state: 'new', attachments: 1, reason: 'wrong' }),
    ])

    const message = await send(
      'POST',
      '/messages',
      { claimRequest: `/api/v2/shop/claim-requests/${id}`, message: 'Posílám ještě fotku krabice.' },
      auth,
    )
    expect(message.status).toBe(201)
    const shown = (await (await send('GET', `/claim-requests/${id}`, undefined, auth)).json()) as {
      messages: Array<{ message: string }>
    }
    expect(shown.messages.map((m) => m.message)).toEqual(['Posílám ještě fotku krabice.'])
    expect(
      (
        await violationsOf(
          await send('POST', '/messages', { claimRequest: `/api/v2/shop/claim-requests/${id}`, message: '' }, auth),
        )
      )[0]?.message,
    ).toBe('Nezapomeňte vyplnit svou zprávu.')

    const stranger = await customer('cizi.zakaznik@example.cz')
    expect((await (await send('GET', '/claim-requests', undefined, stranger)).json()) as object).toMatchObject({
      'hydra:totalItems': 0,
    })
    expect((await send('GET', `/claim-requests/${id}`, undefined, stranger)).status).toBe(404)
    const theirs = await send(
      'POST',
      '/messages',
      { claimRequest: `/api/v2/shop/claim-requests/${id}`, message: 'Cizí zpráva' },
      stranger,
    )
    const none = await send(
      'POST',
      '/messages',
      { claimRequest: '/api/v2/shop/claim-requests/999999', message: 'Cizí zpráva' },
      stranger,
    )
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual(await none.json())
    // a stranger logged in cannot claim someone else's order by its number either
    expect(
      (
        await postClaim(
          {
            type: 'complaint',
            orderNumber: number,
            email: 'cizi.zakaznik@example.cz',
            reason: 'other',
            description: 'x',
          },
          [],
          stranger,
        )
      ).status,
    ).toBe(422)
    expect((await send('GET', '/claim-requests')).status).toBe(401)
    expect(
      (await send('POST', '/messages', { claimRequest: `/api/v2/shop/claim-requests/${id}`, message: 'x' })).status,
    ).toBe(401)
  })
})
