import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BAD_BOOKMARK_MESSAGE, D1_BOOKMARK_HEADER, D1_WROTE_HEADER, isD1Bookmark } from '../../contract/d1-bookmark'
import type { Bindings } from '../env'
import app from '../index'
import { adminEnv, OPS_TOKEN } from '../test/admin-client'
import { newCart, orderOf, send } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { addDrinksCatalogue } from '../test/fixtures'

/**
 * D1 sessions per request (docs/decisions/057-d1-sessions.md). Local D1 has no replicas, so what these tests
 * watch is the session each request opens (`withSession`'s argument) and the bookmark its answer carries.
 */

type Watched = { env: Bindings; sessions: string[]; outside: () => number }

/** The test database, recording where each session starts and counting statements run outside any session. */
function watchedDb(refuse?: (start: string) => boolean): Watched {
  const sessions: string[] = []
  let outside = 0
  const db = new Proxy(testEnv.DB, {
    get(target, key) {
      if (key === 'withSession') {
        return (start: string) => {
          sessions.push(start)
          return refuse?.(start) ? refusingSession() : target.withSession(start)
        }
      }
      if (key === 'prepare' || key === 'batch') outside += 1
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { env: { ...testEnv, DB: db }, sessions, outside: () => outside }
}

/** What production D1 does with a bookmark it does not know: every call fails. */
function refusingSession(): D1DatabaseSession {
  const refused = () => Promise.reject(new Error('D1_ERROR: invalid bookmark'))
  const statement = { bind: () => statement, first: refused, run: refused, all: refused, raw: refused }
  return { prepare: () => statement, batch: refused, getBookmark: () => null } as unknown as D1DatabaseSession
}

describe('a D1 session per API request', () => {
  beforeAll(() => addDrinksCatalogue(testEnv.DB))

  it('answers with the bookmark of the request, and marks an answer whose request wrote', async () => {
    const read = await send('GET', '/taxons')
    expect(read.status).toBe(200)
    expect(isD1Bookmark(read.headers.get(D1_BOOKMARK_HEADER))).toBe(true)
    expect(read.headers.get(D1_WROTE_HEADER)).toBeNull()

    const write = await send('POST', '/orders', {})
    expect(write.status).toBe(201)
    expect(isD1Bookmark(write.headers.get(D1_BOOKMARK_HEADER))).toBe(true)
    expect(write.headers.get(D1_WROTE_HEADER)).toBe('1')
  })

  it('reads anywhere without a bookmark, and from the bookmark on: the cart shows what was just added', async () => {
    const token = await newCart()
    const watched = watchedDb()
    const added = await send(
      'POST',
      `/orders/${token}/items`,
      { productVariant: 'RUM_B_700', quantity: 2 },
      {},
      watched.env,
    )
    expect(added.status).toBe(201)
    const bookmark = added.headers.get(D1_BOOKMARK_HEADER)!
    expect(watched.sessions).toEqual(['first-unconstrained'])

    const cart = await send('GET', `/orders/${token}`, undefined, { [D1_BOOKMARK_HEADER]: bookmark }, watched.env)
    expect(watched.sessions).toEqual(['first-unconstrained', bookmark])
    expect((await orderOf(cart)).items.map((item) => [item.variant, item.quantity])).toEqual([
      ['/api/v2/shop/product-variants/RUM_B_700', 2],
    ])
    // nothing reaches D1 outside the request's session
    expect(watched.outside()).toBe(0)
  })

  it.each([
    ['not hex', 'DROP TABLE orders'],
    ['one field', '0000001d'],
    ['a constraint from outside', 'first-primary'],
    ['too long', `00000000-${'0'.repeat(300)}`],
  ])('refuses a bookmark of the wrong shape (%s) with a 400 in Czech', async (_, forged) => {
    const response = await send('GET', '/taxons', undefined, { [D1_BOOKMARK_HEADER]: forged })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ 'hydra:description': BAD_BOOKMARK_MESSAGE })
  })

  it('falls back to the primary when D1 refuses a well-formed bookmark, and answers as usual', async () => {
    const forged = 'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff'
    const watched = watchedDb((start) => start === forged)
    const response = await send('GET', '/taxons', undefined, { [D1_BOOKMARK_HEADER]: forged }, watched.env)
    expect(response.status).toBe(200)
    expect(watched.sessions).toEqual([forged, 'first-primary'])
    expect(isD1Bookmark(response.headers.get(D1_BOOKMARK_HEADER))).toBe(true)

    const token = await newCart()
    const write = await send(
      'POST',
      `/orders/${token}/items`,
      { productVariant: 'RUM_B_700', quantity: 1 },
      { [D1_BOOKMARK_HEADER]: forged },
      watchedDb((start) => start === forged).env,
    )
    expect(write.status).toBe(201)
    expect(write.headers.get(D1_WROTE_HEADER)).toBe('1')
  })

  it('gives the admin API the same flow: a bookmark on the answer, read from on the next request', async () => {
    const watched = watchedDb()
    const env = { ...adminEnv, DB: watched.env.DB }
    const headers = { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' }
    const created = await app.request(
      '/api/v2/admin/redirects',
      { method: 'POST', headers, body: JSON.stringify({ originUrl: '/stara-cesta', destinationUrl: '/rum' }) },
      env,
    )
    expect(created.status).toBe(201)
    expect(created.headers.get(D1_WROTE_HEADER)).toBe('1')
    const bookmark = created.headers.get(D1_BOOKMARK_HEADER)!
    const list = await app.request(
      '/api/v2/admin/redirects',
      { headers: { ...headers, [D1_BOOKMARK_HEADER]: bookmark } },
      env,
    )
    expect(list.status).toBe(200)
    expect(JSON.stringify(await list.json())).toContain('/stara-cesta')
    expect(watched.sessions.at(-1)).toBe(bookmark)
  })

  it('runs each cron job in a session from the primary, none of its statements outside one', async () => {
    const watched = watchedDb()
    const ctx = createExecutionContext()
    const onTheHour = new Date('2026-11-27T23:00:00Z').getTime()
    await app.scheduled(createScheduledController({ scheduledTime: onTheHour, cron: '* * * * *' }), watched.env, ctx)
    await waitOnExecutionContext(ctx)
    expect(watched.sessions.length).toBeGreaterThanOrEqual(8)
    expect(new Set(watched.sessions)).toEqual(new Set(['first-primary']))
    expect(watched.outside()).toBe(0)
  })
})
