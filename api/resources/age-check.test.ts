import { beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/channel'
import { ageFactOf, isAdultOn } from '../auth/oauth/age-check'
import { answerOf, type Browser, callback, decide, newBrowser, request } from '../sandbox/identity-fixtures'
import { complete, orderOf, readyCart, send, setStock, violationsOf } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { checkoutHooks } from './checkout'

/** The age check before ordering alcohol (decision 038) against the sandbox's Bank iD. RUM_A has 40 % alcohol, RUM_B none. */

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 1000)
  await setStock(testEnv.DB, 'RUM_B_700', 1000)
})

const NOT_VERIFIED =
  'Objednávka obsahuje alkohol. Před jejím dokončením ověřte, že je vám 18 let, přes bankovní identitu.'

/** `/oauth/connect/bankid?order=…` as the storefront forwards it; the bank's authorization URL. */
async function connect(browser: Browser, cart: string, headers: Record<string, string> = {}): Promise<Response> {
  return request(browser.env, `${API_BASE}/oauth/connect/bankid?order=${cart}`, {
    headers: { 'x-oauth-binding': browser.binding, ...headers },
  })
}

/** The whole check: consent as `adult` or `minor` at the sandbox bank, the answer back; returns the checkout landing and the answer. */
async function verify(
  browser: Browser,
  cart: string,
  person: 'adult' | 'minor' | 'deny',
  headers: Record<string, string> = {},
) {
  const started = await connect(browser, cart, headers)
  expect(started.status).toBe(302)
  const answer = await answerOf(await decide(browser.env, started.headers.get('location') ?? '', person))
  const landing = await callback(browser, 'bankid', answer)
  return { landing: landing.pathname + landing.search, answer }
}

async function session(email: string): Promise<Record<string, string>> {
  await send('POST', '/customers', { firstName: 'Eva', lastName: 'Zákaznice', email, password: 'tajne-heslo-1' })
  const body = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${body.token}` }
}

describe('age check before ordering alcohol', () => {
  it('refuses an alcohol order without verification, and places it after the bank confirms an adult, keeping only the fact', async () => {
    const token = await readyCart([['RUM_A_700', 1]])
    const refused = await complete(token)
    expect(refused.status).toBe(422)
    expect(await violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'ageVerification', message: NOT_VERIFIED }),
    ])

    const { landing } = await verify(newBrowser(testEnv), token, 'adult')
    expect(landing).toBe('/cart/summary?overeni-veku=overeno')
    const cart = await orderOf(await send('GET', `/orders/${token}`))
    expect(cart.ageVerification).toMatchObject({
      method: 'bankid',
      verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    })
    // the bank sent a birth date and names: none of it is stored
    const stored = JSON.stringify(await row(testEnv.DB, 'SELECT * FROM orders WHERE token = ?', token).first())
    expect(stored).not.toContain('1990-05-14')
    expect(stored).not.toContain('Dospělá')
    expect(stored).toContain('"age_verification_method":"bankid"')

    const placed = await complete(token)
    expect(placed.status).toBe(200)
    const order = await orderOf(placed)
    expect(order.state).toBe('new')
    expect(order.shipments[0]?.checkAgeAtHandover).toBe(true)
    const mail = await row(
      testEnv.DB,
      "SELECT text FROM mail_outbox WHERE template = 'order-confirmation' ORDER BY id DESC LIMIT 1",
    ).first<{ text: string }>()
    expect(mail?.text).toContain('ověří, že je příjemci alespoň 18 let')
  })

  it('records nothing for a minor, and the order stays refused', async () => {
    const token = await readyCart([['RUM_A_700', 1]])
    const { landing } = await verify(newBrowser(testEnv), token, 'minor')
    expect(landing).toBe('/cart/summary?overeni-veku=nezletily')
    expect((await orderOf(await send('GET', `/orders/${token}`))).ageVerification).toBeNull()
    const refused = await complete(token)
    expect(refused.status).toBe(422)
    expect((await violationsOf(refused))[0]?.message).toBe(NOT_VERIFIED)
  })

  it('a refusal at the bank records nothing', async () => {
    const token = await readyCart([['RUM_A_700', 1]])
    expect((await verify(newBrowser(testEnv), token, 'deny')).landing).toBe('/cart/summary?overeni-veku=zamitnuto')
    expect((await complete(token)).status).toBe(422)
  })

  it('does not affect orders without alcohol', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const placed = await complete(token)
    expect(placed.status).toBe(200)
    const order = await orderOf(placed)
    expect(order.ageVerification).toBeNull()
    expect(order.shipments[0]?.checkAgeAtHandover).toBe(false)
  })

  it("keeps a guest's verification on that cart: another cart, even with the same e-mail, is not verified", async () => {
    const verified = await readyCart([['RUM_A_700', 1]])
    await verify(newBrowser(testEnv), verified, 'adult')
    const other = await readyCart([['RUM_A_700', 1]])
    expect((await orderOf(await send('GET', `/orders/${other}`))).ageVerification).toBeNull()
    expect((await complete(other)).status).toBe(422)
  })

  it("remembers a logged-in customer's verification for later orders, but not for a guest cart with their e-mail", async () => {
    const auth = await session('eva.overena@example.cz')
    const first = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
    await orderOf(await send('POST', `/orders/${first}/items`, { productVariant: 'RUM_A_700', quantity: 1 }, auth))
    expect((await verify(newBrowser(testEnv), first, 'adult', auth)).landing).toBe('/cart/summary?overeni-veku=overeno')
    const customer = await row(testEnv.DB, "SELECT * FROM customers WHERE email = 'eva.overena@example.cz'").first<
      Record<string, unknown>
    >()
    expect(customer).toMatchObject({ age_verification_method: 'bankid', age_verified_at: expect.any(String) })
    expect(JSON.stringify(customer)).not.toContain('1990-05-14')
    await send('DELETE', `/orders/${first}`, undefined, auth)

    // a later cart of the same customer is verified already
    const later = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
    await orderOf(await send('POST', `/orders/${later}/items`, { productVariant: 'RUM_A_700', quantity: 1 }, auth))
    expect((await orderOf(await send('GET', `/orders/${later}`, undefined, auth))).ageVerification).toMatchObject({
      method: 'bankid',
    })

    // a guest typing the customer's e-mail gets none of it
    const guest = await readyCart([['RUM_A_700', 1]], 'courier', 'bank_transfer', { email: 'eva.overena@example.cz' })
    expect((await orderOf(await send('GET', `/orders/${guest}`))).ageVerification).toBeNull()
    expect((await complete(guest)).status).toBe(422)
  })

  it("refuses to start a check of a logged-in customer's cart without their bearer", async () => {
    const auth = await session('eva.cizi@example.cz')
    const cart = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
    expect((await connect(newBrowser(testEnv), cart)).status).toBe(404)
  })

  it('the placement itself requires the verification: one gone after the request checked it places nothing', async () => {
    const token = await readyCart([['RUM_A_700', 1]])
    await verify(newBrowser(testEnv), token, 'adult')
    // between the request's checks and its placing statement the stored fact disappears (a stand-in for any
    // way the cart could stop being verified): the statement's own guard must refuse
    checkoutHooks.beforePlacement = async () => {
      await row(
        testEnv.DB,
        'UPDATE orders SET age_verified_at = NULL, age_verification_method = NULL WHERE token = ?',
        token,
      ).run()
    }
    try {
      const refused = await complete(token)
      expect(refused.status).toBe(422)
      expect((await violationsOf(refused))[0]?.message).toBe(NOT_VERIFIED)
    } finally {
      checkoutHooks.beforePlacement = async () => {}
    }
    expect((await orderOf(await send('GET', `/orders/${token}`))).state).toBe('cart')
  })

  it('a replayed bank answer, or one brought to another browser, records nothing', async () => {
    const token = await readyCart([['RUM_A_700', 1]])
    const browser = newBrowser(testEnv)
    const started = await connect(browser, token)
    const answer = await answerOf(await decide(testEnv, started.headers.get('location') ?? '', 'adult'))
    // the attacker's browser brings the answer first: refused, and the state is used up
    const stolen = await callback(newBrowser(testEnv), 'bankid', answer)
    expect(stolen.search).toBe('?overeni-veku=vyprselo')
    const late = await callback(browser, 'bankid', answer)
    expect(late.search).toBe('?overeni-veku=vyprselo')
    expect((await orderOf(await send('GET', `/orders/${token}`))).ageVerification).toBeNull()

    // a good answer used twice: the second is refused
    const second = await verify(browser, token, 'adult')
    expect(second.landing).toBe('/cart/summary?overeni-veku=overeno')
    expect((await callback(browser, 'bankid', second.answer)).search).toBe('?overeni-veku=vyprselo')
  })

  it('starts only for a cart: the bank identity is not a way to sign in', async () => {
    const response = await request(testEnv, `${API_BASE}/oauth/connect/bankid`, {
      headers: { 'x-oauth-binding': newBrowser(testEnv).binding },
    })
    expect(response.status).toBe(422)
  })
})

describe('the age fact', () => {
  it('takes age_over_18, else derives it from the birth date on the day', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(ageFactOf({ age_over_18: true, birthdate: '2015-01-01' }, now)).toBe(true)
    expect(ageFactOf({ age_over_18: 'false' }, now)).toBe(false)
    expect(ageFactOf({ birthdate: '2008-11-23' }, now)).toBe(true)
    expect(ageFactOf({ birthdate: '2008-11-24' }, now)).toBe(false)
    expect(ageFactOf({ birthdate: '23.11.2008' }, now)).toBeNull()
    expect(ageFactOf({}, now)).toBeNull()
    // born on 29 February: 18 on 1 March of a common year
    expect(isAdultOn('2008-02-29', new Date('2026-02-28T23:00:00Z'))).toBe(false)
    expect(isAdultOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(true)
    expect(isAdultOn('2008-02-30', now)).toBeNull()
  })
})
