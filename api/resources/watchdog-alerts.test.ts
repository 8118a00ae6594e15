import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { send, setStock, violationsOf } from '../test/checkout-fixtures'
import { addDrinksCatalogue, addProduct } from '../test/fixtures'
import { hostileBody, LEAKS, nastyString } from '../test/hostile-input'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { alertsTo, cron, customer, entryOf, mailboxOf, NBSP, verifyAccount } from '../test/watchdog-customers'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

describe('alerts', () => {
  beforeAll(async () => {
    await addProduct(testEnv.DB, {
      code: 'GIN_G',
      cs: { name: 'Gin G', slug: 'gin-g' },
      variants: [{ code: 'GIN_G_700', price: 129_000, onHand: 0 }],
      images: [{ path: 'products/gin-g.jpg' }],
    })
    await addProduct(testEnv.DB, {
      code: 'VODKA_H',
      cs: { name: 'Vodka H', slug: 'vodka-h' },
      variants: [{ code: 'VODKA_H_700', price: 40_000, onHand: 4 }],
    })
    await addProduct(testEnv.DB, {
      code: 'TONIC_I',
      cs: { name: 'Tonic I', slug: 'tonic-i' },
      variants: [{ code: 'TONIC_I_200', price: 5_000, onHand: 0 }],
    })
  })

  it('mails once when a watched variant comes back in stock, whatever changed it, and fires again after a PUT', async () => {
    const auth = await customer('sklad@example.cz')
    await entryOf(
      await send('POST', '/watchdog', { productVariantCode: 'GIN_G_700', events: [{ type: 'back_in_stock' }] }, auth),
    )
    await cron()
    expect(await alertsTo('sklad@example.cz')).toHaveLength(0)

    // an operator's SQL, not the API: the trigger notices
    await row(testEnv.DB, "UPDATE product_variants SET on_hand = 6 WHERE code = 'GIN_G_700'").run()
    await cron()
    await cron()
    const mails = await alertsTo('sklad@example.cz')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ status: 'sent', subject: 'Gin G je opět skladem – Drinkárna' })
    expect(mails[0]!.text).toContain('produkt Gin G, který hlídáte, je opět skladem.')
    expect(mails[0]!.text).toContain(`Cena: 1${NBSP}290${NBSP}Kč.`)
    expect(mails[0]!.text).toMatch(/Zobrazit produkt: http:\/\/localhost\/produkt\/gin-g\?upozorneni=[\w-]{12}\n/)
    expect(mails[0]!.text).toMatch(
      /Hlídání zrušíte tímto odkazem \(bez přihlášení\): http:\/\/localhost\/api\/v2\/shop\/watchdog\/unsubscribe\/\d+\.[\w-]{43}/,
    )
    expect(await mailboxOf('sklad@example.cz')).toBe(1)
    const fired = await entryOf(await send('GET', '/watchdog/GIN_G_700', undefined, auth))
    expect(fired).toMatchObject({ state: 'fired', events: [{ type: 'back_in_stock', state: 'fired' }] })
    expect(fired.firedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)

    // sold out and back again: fired, so nothing
    await setStock(testEnv.DB, 'GIN_G_700', 0)
    await setStock(testEnv.DB, 'GIN_G_700', 2)
    await cron()
    expect(await alertsTo('sklad@example.cz')).toHaveLength(1)

    // re-armed by PUT: the next return fires again
    const rearmed = await entryOf(
      await send('PUT', '/watchdog/GIN_G_700', { events: [{ type: 'back_in_stock' }] }, auth),
    )
    expect(rearmed).toMatchObject({ state: 'armed', firedAt: null })
    await setStock(testEnv.DB, 'GIN_G_700', 0)
    await cron()
    expect(await alertsTo('sklad@example.cz')).toHaveLength(1)
    await setStock(testEnv.DB, 'GIN_G_700', 3)
    await cron()
    expect(await alertsTo('sklad@example.cz')).toHaveLength(2)
  })

  it('mails once when the price drops below the watched price, and not when it rises', async () => {
    const auth = await customer('cena@example.cz')
    const entry = await entryOf(
      await send(
        'POST',
        '/watchdog',
        { productVariantCode: 'VODKA_H_700', events: [{ type: 'price_lower_than', price: 35_000 }] },
        auth,
      ),
    )
    expect(entry.events[0]).toMatchObject({ price: 35_000 })

    await row(testEnv.DB, "UPDATE product_variants SET price = 45000 WHERE code = 'VODKA_H_700'").run()
    await cron()
    await row(testEnv.DB, "UPDATE product_variants SET price = 36000 WHERE code = 'VODKA_H_700'").run()
    await cron()
    expect(await alertsTo('cena@example.cz')).toHaveLength(0)

    await row(testEnv.DB, "UPDATE product_variants SET price = 34990 WHERE code = 'VODKA_H_700'").run()
    await cron()
    await cron()
    const mails = await alertsTo('cena@example.cz')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Vodka H je nyní levněji – Drinkárna')
    expect(mails[0]!.text).toContain(
      `cena produktu Vodka H, který hlídáte, klesla pod 350${NBSP}Kč. Nyní stojí 349,90${NBSP}Kč.`,
    )
    expect(mails[0]!.html).toMatch(/href="http:\/\/localhost\/produkt\/vodka-h\?upozorneni=[\w-]{12}"/)

    // lower still: fired already
    await row(testEnv.DB, "UPDATE product_variants SET price = 30000 WHERE code = 'VODKA_H_700'").run()
    await cron()
    expect(await alertsTo('cena@example.cz')).toHaveLength(1)

    // re-armed at the current price (300 Kč): a drop below it fires again
    expect(
      (await entryOf(await send('PUT', '/watchdog/VODKA_H_700', { events: [{ type: 'price_lower_than' }] }, auth)))
        .events[0],
    ).toMatchObject({ price: 30_000, state: 'armed' })
    await row(testEnv.DB, "UPDATE product_variants SET price = 29000 WHERE code = 'VODKA_H_700'").run()
    await cron()
    expect(await alertsTo('cena@example.cz')).toHaveLength(2)
  })

  it('ends a watch through the link in the mail without login, and refuses a tampered link', async () => {
    const email = 'odhlasit@example.cz'
    const auth = await customer(email)
    await entryOf(
      await send('POST', '/watchdog', { productVariantCode: 'TONIC_I_200', events: [{ type: 'back_in_stock' }] }, auth),
    )
    await setStock(testEnv.DB, 'TONIC_I_200', 5)
    await cron()
    const [mail] = await alertsTo(email)
    const link = /href="(http:\/\/localhost\/api\/v2\/shop\/watchdog\/unsubscribe\/[^"]+)"/.exec(mail!.html)![1]!
    const path = new URL(link).pathname
    const token = path.split('/').at(-1)!

    const [id, signature] = token.split('.') as [string, string]
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    // the last character's spare bits too: a second spelling of the same signature is no token
    const flippedLast = `${signature.slice(0, -1)}${flip(signature.at(-1)!)}`
    const flippedFirst = `${flip(signature[0]!)}${signature.slice(1)}`
    for (const bad of [
      `${id}.${flippedLast}`,
      `${id}.${flippedFirst}`,
      `${Number(id) + 1}.${signature}`,
      `${id}.${signature}x`,
      'nonsense',
    ]) {
      const refused = await app.request(path.replace(token, bad), {}, testEnv)
      expect(refused.status, bad).toBe(404)
      expect(await refused.text()).toContain('Odkaz není platný')
    }
    expect((await send('GET', '/watchdog/TONIC_I_200', undefined, auth)).status).toBe(200)

    // a browser with a stale session cookie turned into a bearer by the proxy: still works
    const page = await app.request(
      path,
      { headers: { accept: 'text/html', authorization: 'Bearer revoked.jwt.token' } },
      testEnv,
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('Hlídání zrušeno')
    expect((await send('GET', '/watchdog/TONIC_I_200', undefined, auth)).status).toBe(404)

    // again (a mail scanner, a second click): the same outcome
    const again = await app.request(path, { headers: { accept: 'application/ld+json' } }, testEnv)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ '@type': 'WatchdogUnsubscription', unsubscribed: true, removed: false })
  })
})

/**
 * Security review "Finish", item 2: anybody can register any address and log in unverified; watch entries of
 * such an account would aim every stock or price alert at a stranger's mailbox.
 */
describe('an account whose e-mail is not verified', () => {
  const NOT_VERIFIED =
    'Hlídat produkty můžete po potvrzení své e-mailové adresy. Odkaz k potvrzení jsme vám poslali e-mailem.'

  it('cannot create or re-arm watch entries: a Czech violation, nothing stored', async () => {
    const auth = await customer('cizi-schranka@example.cz', false)
    for (const code of ['RUM_A_700', 'RUM_B_700', 'WHISKY_C_700']) {
      for (const events of [[{ type: 'back_in_stock' }], [{ type: 'price_lower_than' }], []]) {
        const response = await send('POST', '/watchdog', { productVariantCode: code, events }, auth)
        expect(response.status, code).toBe(422)
        expect(await violationsOf(response)).toEqual([
          expect.objectContaining({ propertyPath: '', message: NOT_VERIFIED }),
        ])
      }
    }
    const english = await send(
      'POST',
      '/watchdog',
      { productVariantCode: 'RUM_A_700', events: [] },
      { ...auth, 'accept-language': 'en-US' },
    )
    expect((await violationsOf(english))[0]?.message).toBe(
      'You can watch products once you have confirmed your e-mail address. We have sent you the link.',
    )
    const list = (await (await send('GET', '/watchdog', undefined, auth)).json()) as { 'hydra:totalItems': number }
    expect(list['hydra:totalItems']).toBe(0)

    // an entry from before this rule cannot be re-armed either
    await row(
      testEnv.DB,
      `INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin)
       SELECT c.id, v.id, 'http://localhost' FROM customers c, product_variants v WHERE c.email = 'cizi-schranka@example.cz' AND v.code = 'RUM_A_700'`,
    ).run()
    const rearm = await send('PUT', '/watchdog/RUM_A_700', { events: [{ type: 'back_in_stock' }] }, auth)
    expect(rearm.status).toBe(422)
    expect(await violationsOf(rearm)).toEqual([expect.objectContaining({ propertyPath: '', message: NOT_VERIFIED })])

    // once the address is proven, the same account watches
    await verifyAccount('cizi-schranka@example.cz')
    expect(
      (await send('POST', '/watchdog', { productVariantCode: 'RUM_B_700', events: [{ type: 'back_in_stock' }] }, auth))
        .status,
    ).toBe(201)
  })

  it('gets no alert: the alert run skips an address that is not verified (entries from before the rule)', async () => {
    const email = 'nehlidat-ciziho@example.cz'
    await customer(email, false)
    await addProduct(testEnv.DB, {
      code: 'LIKER_J',
      cs: { name: 'Likér J', slug: 'liker-j' },
      variants: [{ code: 'LIKER_J_500', price: 30_000, onHand: 0 }],
    })
    const entry = await row(
      testEnv.DB,
      `INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin)
       SELECT c.id, v.id, 'http://localhost' FROM customers c, product_variants v WHERE c.email = ? AND v.code = 'LIKER_J_500' RETURNING id`,
      email,
    ).first<{ id: number }>()
    await row(testEnv.DB, "INSERT INTO watchdog_events (entry_id, type) VALUES (?, 'back_in_stock')", entry!.id).run()

    await setStock(testEnv.DB, 'LIKER_J_500', 5)
    await cron()
    expect(await alertsTo(email)).toHaveLength(0)
    expect(await mailboxOf(email)).toBe(0)
  })
})

describe('hostile input from a logged-in customer', () => {
  it("never answers 5xx and never touches anyone else's entry", async () => {
    const victim = await customer('obet-psa@example.cz')
    await entryOf(
      await send(
        'POST',
        '/watchdog',
        { productVariantCode: 'RUM_B_700', events: [{ type: 'price_lower_than' }] },
        victim,
      ),
    )
    const before = await (await send('GET', '/watchdog', undefined, victim)).text()
    const attacker = await customer('utocnik@example.cz')

    const value = fc.oneof(
      nastyString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 3 }),
    )
    const event = fc.oneof(
      fc.record(
        {
          type: fc.constantFrom('back_in_stock', 'price_lower_than'),
          price: fc.oneof(fc.integer(), fc.double(), value),
        },
        { requiredKeys: ['type'] },
      ),
      value,
    )
    const body = fc.oneof(
      fc
        .record(
          {
            productVariantCode: fc.oneof(
              fc.constantFrom('RUM_B_700', 'RUM_A_700', '/api/v2/shop/product-variants/RUM_B_700', 'HIDDEN_D_700'),
              value,
            ),
            events: fc.oneof(fc.array(event, { maxLength: 4 }), value),
          },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
      hostileBody,
    )
    const request = fc.record({
      method: fc.constantFrom('POST', 'PUT'),
      code: fc.oneof(
        fc.constantFrom('RUM_B_700', 'RUM_A_700', 'WHISKY_C_700'),
        nastyString.filter((s) => s.length > 0),
      ),
      body,
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ method, code, body: payload }) => {
        const path = method === 'POST' ? '/api/v2/shop/watchdog' : `/api/v2/shop/watchdog/${encodeURIComponent(code)}`
        const response = await app.request(
          path,
          {
            method,
            headers: { ...attacker, 'content-type': 'application/ld+json', accept: 'application/ld+json' },
            body: payload,
          },
          testEnv,
        )
        const text = await response.text()
        expect(response.status, `${method} ${path} ${payload.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500)
        expect(text).not.toMatch(LEAKS)
      }),
      { numRuns: 300, seed: 20261123 },
    )
    expect(await (await send('GET', '/watchdog', undefined, victim)).text()).toBe(before)
  }, 30_000) // 300 fuzzed requests: more than the default 5 s on a loaded machine
})
