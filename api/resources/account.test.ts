import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../auth/jwt'
import { toBase64Url } from '../auth/password'
import { ADDRESS, addItem, complete, newCart, orderOf, readyCart, send, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 100)
})

const PASSWORD = 'tajne-heslo-1'

async function register(email: string, password = PASSWORD) {
  return send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password })
}

async function login(email: string, password = PASSWORD) {
  return send('POST', '/authentication-token', { email, password })
}

async function session(email: string): Promise<{ token: string; id: number; auth: Record<string, string> }> {
  await register(email)
  const body = (await (await login(email)).json()) as { token: string; customer: string }
  const id = Number(body.customer.split('/').at(-1))
  return { token: body.token, id, auth: { authorization: `Bearer ${body.token}` } }
}

/** The newest mail to an address, and the storefront link in it. */
async function lastMail(to: string): Promise<{ template: string; link: string | null }> {
  const mail = await row(
    testEnv.DB,
    'SELECT template, html FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
    to,
  ).first<{ template: string; html: string }>()
  const link =
    /href="(https?:\/\/[^"]*(?:overeni-uctu|passwordRecovery)[^"]*)"/
      .exec(mail?.html ?? '')?.[1]
      ?.replace(/&amp;/g, '&') ?? null
  return { template: mail?.template ?? '', link }
}

describe('registration and login', () => {
  it('registers with a hashed password, sends the verification link and logs in', async () => {
    expect((await register('jana@example.cz')).status).toBe(204)
    const user = await row(
      testEnv.DB,
      "SELECT u.password_hash, u.verified_at FROM shop_users u JOIN customers c ON c.id = u.customer_id WHERE c.email = 'jana@example.cz'",
    ).first<{ password_hash: string; verified_at: string | null }>()
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(user?.password_hash).not.toContain(PASSWORD)
    const mail = await lastMail('jana@example.cz')
    expect(mail.template).toBe('account-verification')
    expect(mail.link).toMatch(/\/overeni-uctu\/[\w-]{40,}$/)

    const response = await login('JANA@example.cz')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string; customer: string }
    expect(body.customer).toMatch(/^\/api\/v2\/shop\/customers\/\d+$/)
    const me = await send('GET', body.customer.replace('/api/v2/shop', ''), undefined, {
      authorization: `Bearer ${body.token}`,
    })
    expect(await me.json()).toMatchObject({ email: 'jana@example.cz', firstName: 'Jana', verified: false })
  })

  it('answers a taken e-mail like a new one and tells its owner instead (no enumeration)', async () => {
    await register('petr@example.cz')
    const again = await register('petr@example.cz', 'jine-heslo-2')
    expect(again.status).toBe(204)
    expect((await lastMail('petr@example.cz')).template).toBe('account-exists')
    expect((await login('petr@example.cz', 'jine-heslo-2')).status).toBe(401)
  })

  it('verifies the e-mail with the link once', async () => {
    await register('vera@example.cz')
    const token = (await lastMail('vera@example.cz')).link!.split('/').at(-1)!
    expect((await send('PATCH', `/account-verification-requests/${token}`, {})).status).toBe(202)
    expect((await send('PATCH', `/account-verification-requests/${token}`, {})).status).toBe(404)
    const { auth, id } = await session('vera@example.cz')
    expect(await (await send('GET', `/customers/${id}`, undefined, auth)).json()).toMatchObject({ verified: true })
  })

  it('refuses a wrong password with 401 and limits failures to 5 per 15 minutes, then lets the user in again', async () => {
    await register('limit@example.cz')
    const wrong = await login('limit@example.cz', 'spatne-heslo')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ code: 401, message: 'Invalid credentials.' })
    for (let i = 0; i < 4; i++) await login('limit@example.cz', 'spatne-heslo')
    const limited = await login('limit@example.cz')
    expect(limited.status).toBe(429)
    await row(
      testEnv.DB,
      "UPDATE rate_limits SET window_started_at = window_started_at - 16 * 60 WHERE key LIKE 'login:limit@example.cz%'",
    ).run()
    expect((await login('limit@example.cz')).status).toBe(200)
    expect((await login('nobody@example.cz')).status).toBe(401)
  })

  it('validates registration with the Czech messages', async () => {
    const response = await send('POST', '/customers', {
      firstName: 'J',
      lastName: 'Nováková',
      email: 'x',
      password: '123',
    })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { violations: Array<{ propertyPath: string; message: string }> }
    expect(Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]))).toMatchObject({
      firstName: 'Zadejte alespoň 2 znaky.',
      email: 'Zadejte platnou e-mailovou adresu.',
      password: 'Zadejte alespoň 6 znaků.',
    })
  })
})

describe('the shapes a Sylius client expects (decision 033)', () => {
  it('gives the customer Sylius’s fields: fullName, gender, birthday, the default address IRI and the user', async () => {
    const { auth, id } = await session('sylius-shape@example.cz')
    const before = await (await send('GET', `/customers/${id}`, undefined, auth)).json()
    expect(before).toMatchObject({ fullName: 'Jana Nováková', gender: 'u', birthday: null, defaultAddress: null })
    // an embedded ShopUser, as Sylius's get_customer_response.json has it: `@id` and `@type` beside its state
    const user = { '@id': `/api/v2/shop/shop-users/${id}`, '@type': 'ShopUser', verified: false, enabled: true }
    expect((before as { user: unknown }).user).toEqual(user)
    const address = await send('POST', '/addresses', { ...ADDRESS, defaultAddress: true }, auth)
    expect(address.status).toBe(201)
    const iri = ((await address.json()) as { '@id': string })['@id']
    expect(await (await send('GET', `/customers/${id}`, undefined, auth)).json()).toMatchObject({ defaultAddress: iri })
  })

  it('refuses a malformed e-mail in a reset request with 422, and keeps the silent 202 for a well-formed unknown one', async () => {
    const refused = await send('POST', '/reset-password-requests', { email: 'neni-email' })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      violations: [{ propertyPath: 'email', message: 'Zadejte platnou e-mailovou adresu.' }],
    })
    expect((await send('POST', '/reset-password-requests', { email: 'nikdo-takovy@example.cz' })).status).toBe(202)
  })
})

describe('password reset', () => {
  it('sends a single-use link that expires, and answers the same for unknown e-mails', async () => {
    await register('reset@example.cz')
    expect((await send('POST', '/reset-password-requests', { email: 'nikdo@example.cz' })).status).toBe(202)
    expect((await send('POST', '/reset-password-requests', { email: 'reset@example.cz' })).status).toBe(202)
    const link = (await lastMail('reset@example.cz')).link!
    const token = new URL(link).searchParams.get('passwordRecovery')!
    expect((await send('GET', `/reset-password-requests/${token}`)).status).toBe(200)
    const body = { newPassword: 'nove-heslo-3', confirmNewPassword: 'nove-heslo-3' }
    expect((await send('PATCH', `/reset-password-requests/${token}`, body)).status).toBe(202)
    expect((await login('reset@example.cz', 'nove-heslo-3')).status).toBe(200)
    expect((await send('PATCH', `/reset-password-requests/${token}`, body)).status).toBe(404)

    await send('POST', '/reset-password-requests', { email: 'reset@example.cz' })
    const expired = new URL((await lastMail('reset@example.cz')).link!).searchParams.get('passwordRecovery')!
    await row(
      testEnv.DB,
      "UPDATE account_tokens SET expires_at = datetime('now', '-1 minute') WHERE purpose = 'password_reset' AND used_at IS NULL",
    ).run()
    expect((await send('GET', `/reset-password-requests/${expired}`)).status).toBe(404)
    expect((await send('PATCH', `/reset-password-requests/${expired}`, body)).status).toBe(404)
  })
})

describe('what belongs to a customer', () => {
  it('answers 404 for another customer, their address and an order they made while logged in', async () => {
    const jana = await session('owner@example.cz')
    const eva = await session('other@example.cz')
    expect((await send('GET', `/customers/${jana.id}`, undefined, eva.auth)).status).toBe(404)
    const address = {
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '11000',
      phoneNumber: '+420111222333',
      defaultAddress: true,
    }
    const created = await send('POST', '/addresses', address, jana.auth)
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect((await send('GET', `/addresses/${id}`, undefined, eva.auth)).status).toBe(404)
    expect((await send('DELETE', `/addresses/${id}`, undefined, eva.auth)).status).toBe(404)

    const cart = await orderOf(await send('POST', '/orders', {}, jana.auth))
    await send('POST', `/orders/${cart.tokenValue}/items`, { productVariant: 'RUM_B_700', quantity: 1 }, jana.auth)
    expect((await send('GET', `/orders/${cart.tokenValue}`, undefined, jana.auth)).status).toBe(200)
    expect((await send('GET', `/orders/${cart.tokenValue}`, undefined, eva.auth)).status).toBe(404)
    expect((await send('GET', `/orders/${cart.tokenValue}`)).status).toBe(404)
  })

  it('keeps one default address and lists the customer’s addresses', async () => {
    const { auth } = await session('book@example.cz')
    const base = {
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '11000',
      phoneNumber: '+420111222333',
    }
    await send('POST', '/addresses', { ...base, defaultAddress: true }, auth)
    await send('POST', '/addresses', { ...base, street: 'Krátká 2', defaultAddress: true, otherReceiver: true }, auth)
    const list = (await (await send('GET', '/addresses', undefined, auth)).json()) as {
      'hydra:member': Array<{ street: string; defaultAddress: boolean; otherReceiver: boolean }>
    }
    expect(list['hydra:member'].map((a) => [a.street, a.defaultAddress, a.otherReceiver])).toEqual([
      ['Krátká 2', true, true],
      ['Dlouhá 1', false, false],
    ])
    expect((await send('GET', '/addresses')).status).toBe(401)
  })

  it('starts the customer’s cart with their default address and e-mail', async () => {
    const { auth } = await session('prefill@example.cz')
    const base = {
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '11000',
      phoneNumber: '+420111222333',
    }
    await send('POST', '/addresses', { ...base, street: 'Jiná 5' }, auth)
    await send(
      'POST',
      '/addresses',
      { ...base, company: 'Firma s.r.o.', companyId: '25596641', defaultAddress: true },
      auth,
    )
    const cart = await orderOf(await send('POST', '/orders', {}, auth))
    expect(cart.customer).toMatchObject({ email: 'prefill@example.cz' })
    expect(cart.billingAddress).toMatchObject({
      street: 'Dlouhá 1',
      company: 'Firma s.r.o.',
      companyId: '25596641',
      phoneNumber: '+420111222333',
    })
    expect(cart.shippingAddress).toMatchObject({ street: 'Dlouhá 1' })
  })

  it('takes over the guest cart at login and lists the customer’s placed orders', async () => {
    const guestCart = await newCart()
    await addItem(guestCart, 'RUM_B_700')
    const { auth } = await session('buyer@example.cz')
    const picked = await send('POST', '/orders', { replacementTokenValue: guestCart }, auth)
    expect((await orderOf(picked)).tokenValue).toBe(guestCart)
    // now it is the customer's: without their token it is not found
    expect((await send('GET', `/orders/${guestCart}`)).status).toBe(404)
    // the next pick-up without a token finds the customer's cart with items
    expect((await orderOf(await send('POST', '/orders', {}, auth))).tokenValue).toBe(guestCart)

    // the customer orders it while logged in; a guest's order elsewhere is not theirs
    const cart = await orderOf(
      await send('PUT', `/orders/${guestCart}`, { email: 'buyer@example.cz', billingAddress: ADDRESS }, auth),
    )
    await send('PATCH', `/orders/${guestCart}/shipments/${cart.shipments[0]!.id}`, { shippingMethod: 'courier' }, auth)
    await send(
      'PATCH',
      `/orders/${guestCart}/payments/${cart.payments[0]!.id}`,
      { paymentMethod: 'bank_transfer' },
      auth,
    )
    const order = await orderOf(await send('PATCH', `/orders/${guestCart}/complete`, {}, auth))
    expect((await complete(await readyCart([['RUM_B_700', 1]]))).status).toBe(200)
    const orders = (await (await send('GET', '/orders', undefined, auth)).json()) as {
      'hydra:member': Array<{ number: string; tokenValue: string }>
    }
    expect(orders['hydra:member']).toEqual([
      expect.objectContaining({
        number: order.number,
        tokenValue: guestCart,
        // the shipping method, for the list to show the order's timeline as its page does
        shipments: [
          {
            method: expect.objectContaining({ '@id': '/api/v2/shop/shipping-methods/courier', code: 'courier' }),
          },
        ],
      }),
    ])
    expect((await send('GET', '/orders')).status).toBe(401)
  })
})

describe('access tokens', () => {
  it('refuses tokens with another algorithm, audience or signature, and expired ones', async () => {
    const { token, id } = await session('jwt@example.cz')
    const [header, claims] = token.split('.') as [string, string, string]
    const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))
    const decoded = JSON.parse(
      new TextDecoder().decode(
        Uint8Array.from(atob(claims.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
      ),
    )
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${claims}.`
    const otherAudience = `${header}.${encode({ ...decoded, aud: 'another-api' })}.${token.split('.')[2]}`
    const tampered = `${header}.${encode({ ...decoded, sub: '1' })}.${token.split('.')[2]}`
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000
    const sessionId = (decoded as { sid: string }).sid
    const expired = await signAccessToken(
      testEnv.JWT_SECRET,
      { customerId: id, sessionId, expiresAt: Math.floor(eightDaysAgo / 1000) + 7 * 24 * 3600 },
      eightDaysAgo,
    )
    for (const bad of [none, otherAudience, tampered, expired, 'not-a-jwt']) {
      const response = await send('GET', `/customers/${id}`, undefined, { authorization: `Bearer ${bad}` })
      expect(response.status).toBe(401)
    }
    expect(
      await (await send('GET', `/customers/${id}`, undefined, { authorization: `Bearer ${expired}` })).json(),
    ).toEqual({ code: 401, message: 'Expired JWT Token' })
    expect((await send('GET', `/customers/${id}`, undefined, { authorization: `Bearer ${token}` })).status).toBe(200)
  })
})

describe('addresses as Sylius shapes them (decision 033)', () => {
  it('has every Sylius address key, null when empty, in the address book and on an order', async () => {
    const { auth } = await session('adresy-sylius@example.cz')
    const saved = (await (await send('POST', '/addresses', ADDRESS, auth)).json()) as Record<string, unknown>
    expect(saved).toMatchObject({
      company: null,
      provinceCode: null,
      provinceName: null,
      countryCode: 'CZ',
      street: 'Vodičkova 31',
    })
    const token = await newCart()
    await addItem(token, 'RUM_B_700')
    const order = await orderOf(
      await send('PUT', `/orders/${token}`, { email: 'adresy-sylius@example.cz', billingAddress: ADDRESS }),
    )
    expect(order.billingAddress).toMatchObject({
      company: null,
      provinceCode: null,
      provinceName: null,
      firstName: 'Jana',
    })
  })
})
