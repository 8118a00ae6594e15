import { describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT } from '../../contract/newsletter'
import { send, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { mailsTo, type OutboxMail, row } from '../test/sql'

const PASSWORD = 'tajne-heslo-1'
const subscribe = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send(
    'POST',
    '/gdpr/customer-consent',
    { email, consentCode: 'homepage_nl', consent: true, source: 'homepage', ...extra },
    headers,
  )

const linkIn = (mail: OutboxMail | undefined, pattern: RegExp) =>
  pattern.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? null
const confirmTokenOf = (mail: OutboxMail | undefined) =>
  linkIn(mail, /href="https?:\/\/[^"]*\/potvrzeni-drinksletteru\/([^"]+)"/)
const verificationTokenOf = (mails: OutboxMail[]) =>
  linkIn(
    mails.find((mail) => mail.template === 'account-verification'),
    /href="https?:\/\/[^"]*\/overeni-uctu\/([^"]+)"/,
  )!
/** Uses the verification link of the account's mail. */
const verify = async (email: string) =>
  (await send('PATCH', `/account-verification-requests/${verificationTokenOf(await mailsTo(email))}`, {})).status
const customerOf = async (id: number, auth: Record<string, string>) =>
  (await send('GET', `/customers/${id}`, undefined, auth)).json()

async function status(email: string): Promise<string | null> {
  return (
    (
      await row(testEnv.DB, 'SELECT status FROM newsletter_subscriptions WHERE email = ?', email).first<{
        status: string
      }>()
    )?.status ?? null
  )
}
async function records(
  email: string,
): Promise<Array<{ action: string; source: string; text_version: string; ip_hash: string | null }>> {
  const { results } = await row(
    testEnv.DB,
    'SELECT action, source, text_version, ip_hash FROM consent_records WHERE email = ? ORDER BY id',
    email,
  ).all<{
    action: string
    source: string
    text_version: string
    ip_hash: string | null
  }>()
  return results
}

async function customer(email: string, subscribedToNewsletter = false) {
  await send('POST', '/customers', {
    firstName: 'Jana',
    lastName: 'Nováková',
    email,
    password: PASSWORD,
    subscribedToNewsletter,
  })
  const body = (await (await send('POST', '/authentication-token', { email, password: PASSWORD })).json()) as {
    token: string
    customer: string
  }
  return { auth: { authorization: `Bearer ${body.token}` }, id: Number(body.customer.split('/').at(-1)) }
}

describe('the Drinksletter: double opt-in', () => {
  it('sends a confirmation only; the link subscribes once, records the consent and sends the welcome mail with one-click unsubscribe', async () => {
    const email = 'odber@example.cz'
    expect((await subscribe(' Odber@Example.cz ', {}, { 'cf-connecting-ip': '203.0.113.7' })).status).toBe(202)
    expect(await status(email)).toBe('pending')
    const [confirmation] = await mailsTo(email)
    expect(confirmation?.template).toBe('newsletter-confirmation')
    const token = confirmTokenOf(confirmation)!
    expect(token).toBeTruthy()

    expect((await send('PATCH', `/gdpr/customer-consent/${token}`, {})).status).toBe(202)
    expect(await status(email)).toBe('subscribed')
    // the link works once
    expect((await send('PATCH', `/gdpr/customer-consent/${token}`, {})).status).toBe(404)
    const proof = await records(email)
    expect(proof.map((r) => [r.action, r.source])).toEqual([
      ['requested', 'homepage'],
      ['granted', 'confirmation_link'],
    ])
    expect(proof[0]!.text_version).toBe(NEWSLETTER_CONSENT.version)
    // the address itself is not kept, a keyed hash of it is
    expect(proof[0]!.ip_hash).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(proof)).not.toContain('203.0.113')

    const welcome = (await mailsTo(email)).at(-1)!
    expect(welcome.template).toBe('newsletter-welcome')
    const headers = JSON.parse(welcome.headers) as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1]
    expect(unsubscribe).toMatch(/\/api\/v2\/shop\/gdpr\/unsubscribe\/\d+\.[\w-]{43}$/)
    expect(welcome.html).toContain(unsubscribe!.replace(/&/g, '&amp;'))

    // a mail scanner's GET changes nothing; the one-click POST a mail client sends unsubscribes
    const path = new URL(unsubscribe!).pathname.replace('/api/v2/shop', '')
    const page = await send('GET', path, undefined, { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Odhlásit odběr')
    expect(await status(email)).toBe('subscribed')
    const post = await send('POST', path, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/ld+json',
    })
    expect(post.status).toBe(200)
    expect(await status(email)).toBe('unsubscribed')
    expect((await records(email)).at(-1)).toMatchObject({ action: 'withdrawn', source: 'list_unsubscribe' })
    // again: the same answer, nothing recorded twice
    expect((await send('POST', path, undefined, { accept: 'application/ld+json' })).status).toBe(200)
    expect((await records(email)).filter((r) => r.action === 'withdrawn')).toHaveLength(1)
  })

  it('answers the same for a new, a pending and a subscribed address, and does not mail one twice within minutes', async () => {
    const email = 'uz-odebira@example.cz'
    await subscribe(email)
    const token = confirmTokenOf((await mailsTo(email))[0])!
    await send('PATCH', `/gdpr/customer-consent/${token}`, {})
    const before = (await mailsTo(email)).length
    const again = await subscribe(email)
    expect(again.status).toBe(202)
    expect(await again.text()).toBe('')
    expect(await mailsTo(email)).toHaveLength(before)
    expect(await status(email)).toBe('subscribed')

    const pending = 'ceka@example.cz'
    await subscribe(pending)
    await subscribe(pending)
    expect((await mailsTo(pending)).filter((mail) => mail.template === 'newsletter-confirmation')).toHaveLength(1)
  })

  it('refuses without consent or with a bad address, in Czech; a filled honeypot stores nothing', async () => {
    expect(await violationsOf(await subscribe('x@example.cz', { consent: false }))).toEqual([
      expect.objectContaining({ propertyPath: 'consent', message: 'Váš souhlas je nezbytný pro další pokračování.' }),
    ])
    expect(await violationsOf(await subscribe('neni-email'))).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Zadejte platnou e-mailovou adresu.' }),
    ])
    expect((await subscribe('robot@example.cz', { website: 'https://spam.example' })).status).toBe(202)
    expect(await status('robot@example.cz')).toBeNull()
    expect(await mailsTo('robot@example.cz')).toEqual([])
  })

  it('limits requests per client address', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.23' }
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await subscribe(`limit-${i}@example.cz`, {}, headers)).status)
    expect(answers.slice(0, 10).every((code) => code === 202)).toBe(true)
    expect(answers[10]).toBe(429)
  })

  it('refuses a tampered unsubscribe link and an expired confirmation', async () => {
    expect(
      (
        await send('POST', '/gdpr/unsubscribe/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined, {
          accept: 'application/ld+json',
        })
      ).status,
    ).toBe(404)
    const email = 'prosle@example.cz'
    await subscribe(email)
    const token = confirmTokenOf((await mailsTo(email))[0])!
    await row(
      testEnv.DB,
      "UPDATE newsletter_subscriptions SET confirm_expires_at = datetime('now', '-1 minute') WHERE email = ?",
      email,
    ).run()
    expect((await send('PATCH', `/gdpr/customer-consent/${token}`, {})).status).toBe(404)
    expect(await status(email)).toBe('pending')
  })
})

describe('the Drinksletter: customers', () => {
  it('subscribes and unsubscribes a verified customer through the account calls and settings, with the proof', async () => {
    const email = 'zakaznice@example.cz'
    const { auth, id } = await customer(email)
    await row(testEnv.DB, "UPDATE shop_users SET verified_at = datetime('now') WHERE customer_id = ?", id).run()
    expect((await send('POST', '/gdpr/subscribe-shop-user', {}, auth)).status).toBe(204)
    expect(await status(email)).toBe('subscribed')
    expect(await (await send('GET', `/customers/${id}`, undefined, auth)).json()).toMatchObject({
      subscribedToNewsletter: true,
    })
    expect((await send('PUT', `/customers/${id}`, { subscribedToNewsletter: false }, auth)).status).toBe(200)
    expect(await status(email)).toBe('unsubscribed')
    // the same choice again records nothing new
    await send('POST', '/gdpr/unsubscribe-shop-user', {}, auth)
    expect((await records(email)).map((r) => [r.action, r.source])).toEqual([
      ['granted', 'account'],
      ['withdrawn', 'account'],
    ])
  })

  it('subscribes an address asked for at registration only with the verification link: nobody subscribes another’s', async () => {
    const email = 'registrace-odber@example.cz'
    const { auth, id } = await customer(email, true)
    // the account's own wish; the address's subscription and its records wait for the proof
    expect(await customerOf(id, auth)).toMatchObject({ subscribedToNewsletter: true, verified: false })
    expect(await status(email)).toBeNull()
    expect(await records(email)).toEqual([])
    expect(await verify(email)).toBe(202)
    expect(await status(email)).toBe('subscribed')
    expect((await records(email)).map((r) => [r.action, r.source])).toEqual([['granted', 'confirmation_link']])
  })

  it('needs a login for the account calls', async () => {
    expect((await send('POST', '/gdpr/subscribe-shop-user', {})).status).toBe(401)
    expect((await send('POST', '/gdpr/unsubscribe-shop-user', {})).status).toBe(401)
  })
})

/**
 * Security review "Finish", item 1: an account that has not proven its e-mail keeps a wish of its own and changes
 * nothing of that address's subscription or consent records; the wish takes effect when the address is proven.
 */
describe('the Drinksletter: an account whose e-mail is not verified', () => {
  async function subscribedByOwner(email: string) {
    await subscribe(email)
    await send('PATCH', `/gdpr/customer-consent/${confirmTokenOf((await mailsTo(email))[0])}`, {})
    expect(await status(email)).toBe('subscribed')
  }

  it('cannot unsubscribe, re-pend or withdraw a stranger’s subscription through the settings or the account calls', async () => {
    const victim = 'obet-odberu@example.cz'
    await subscribedByOwner(victim)
    const before = await records(victim)
    const { auth, id } = await customer(victim)

    // the settings: the answer is the account's own wish, the address stays as its owner left it
    const on = await send('PUT', `/customers/${id}`, { subscribedToNewsletter: true }, auth)
    expect(on.status).toBe(200)
    expect(await on.json()).toMatchObject({ subscribedToNewsletter: true, verified: false })
    expect(await status(victim)).toBe('subscribed')
    const off = await send('PUT', `/customers/${id}`, { subscribedToNewsletter: false }, auth)
    expect(await off.json()).toMatchObject({ subscribedToNewsletter: false, verified: false })
    expect(await status(victim)).toBe('subscribed')

    // the account calls: accepted for later (202), not done
    expect((await send('POST', '/gdpr/subscribe-shop-user', {}, auth)).status).toBe(202)
    expect(await status(victim)).toBe('subscribed')
    expect((await send('POST', '/gdpr/unsubscribe-shop-user', {}, auth)).status).toBe(202)
    expect(await status(victim)).toBe('subscribed')

    // no record in the victim's name
    expect(await records(victim)).toEqual(before)
  })

  it('leaves the owner’s pending confirmation link working: the registration’s box, the settings, the account call', async () => {
    const victim = 'obet-cekajici@example.cz'
    await subscribe(victim)
    const ownersLink = confirmTokenOf((await mailsTo(victim))[0])!
    const before = await records(victim)

    const { auth, id } = await customer(victim, true)
    await send('PUT', `/customers/${id}`, { subscribedToNewsletter: false }, auth)
    await send('PUT', `/customers/${id}`, { subscribedToNewsletter: true }, auth)
    await send('POST', '/gdpr/subscribe-shop-user', {}, auth)
    expect(await status(victim)).toBe('pending')
    expect(await records(victim)).toEqual(before)

    expect((await send('PATCH', `/gdpr/customer-consent/${ownersLink}`, {})).status).toBe(202)
    expect(await status(victim)).toBe('subscribed')
  })

  it('keeps a real shopper’s choice from the settings and applies it with the verification link', async () => {
    const email = 'overim-pozdeji@example.cz'
    const { auth, id } = await customer(email)
    const answer = await send('PUT', `/customers/${id}`, { subscribedToNewsletter: true }, auth)
    expect(await answer.json()).toMatchObject({ subscribedToNewsletter: true, verified: false })
    expect(await status(email)).toBeNull()

    expect(await verify(email)).toBe(202)
    expect(await status(email)).toBe('subscribed')
    expect((await records(email)).map((r) => [r.action, r.source])).toEqual([['granted', 'confirmation_link']])
    // verified now: the account calls act at once
    expect((await send('POST', '/gdpr/unsubscribe-shop-user', {}, auth)).status).toBe(204)
    expect(await status(email)).toBe('unsubscribed')
  })

  it('applies the choice when a password reset proves the address', async () => {
    const email = 'overeno-resetem@example.cz'
    await customer(email, true)
    expect((await send('POST', '/reset-password-requests', { email })).status).toBe(202)
    const reset = (await mailsTo(email)).find((mail) => mail.template === 'password-reset')
    const token = linkIn(reset, /href="https?:\/\/[^"]*passwordRecovery=([^"&]+)/)!
    const password = { newPassword: 'nove-heslo-9', confirmNewPassword: 'nove-heslo-9' }
    expect((await send('PATCH', `/reset-password-requests/${token}`, password)).status).toBe(202)
    expect(await status(email)).toBe('subscribed')
  })

  it('shows the owner, once verified, the subscription they already had', async () => {
    const email = 'uz-odebiram@example.cz'
    await subscribedByOwner(email)
    const { auth, id } = await customer(email)
    // before the proof the account tells nobody whether the address reads the Drinksletter
    expect(await customerOf(id, auth)).toMatchObject({ subscribedToNewsletter: false })
    expect(await verify(email)).toBe(202)
    expect(await customerOf(id, auth)).toMatchObject({ subscribedToNewsletter: true })
    expect(await status(email)).toBe('subscribed')
  })
})
