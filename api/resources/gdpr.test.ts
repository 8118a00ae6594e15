import { describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT } from '../../contract/newsletter'
import { send, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

const PASSWORD = 'tajne-heslo-1'
const subscribe = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send('POST', '/gdpr/customer-consent', { email, consentCode: 'homepage_nl', consent: true, source: 'homepage', ...extra }, headers)

type Mail = { template: string; html: string; headers: string }
async function mailsTo(email: string): Promise<Mail[]> {
  const { results } = await row(testEnv.DB, 'SELECT template, html, headers FROM mail_outbox WHERE to_address = ? ORDER BY id', email).all<Mail>()
  return results
}
const linkIn = (mail: Mail | undefined, pattern: RegExp) => pattern.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? null
const confirmTokenOf = (mail: Mail | undefined) => linkIn(mail, /href="https?:\/\/[^"]*\/potvrzeni-drinksletteru\/([^"]+)"/)

async function status(email: string): Promise<string | null> {
  return (await row(testEnv.DB, 'SELECT status FROM newsletter_subscriptions WHERE email = ?', email).first<{ status: string }>())?.status ?? null
}
async function records(email: string): Promise<Array<{ action: string; source: string; text_version: string; ip_hash: string | null }>> {
  const { results } = await row(testEnv.DB, 'SELECT action, source, text_version, ip_hash FROM consent_records WHERE email = ? ORDER BY id', email).all<{
    action: string
    source: string
    text_version: string
    ip_hash: string | null
  }>()
  return results
}

async function customer(email: string, subscribedToNewsletter = false) {
  await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD, subscribedToNewsletter })
  const body = (await (await send('POST', '/authentication-token', { email, password: PASSWORD })).json()) as { token: string; customer: string }
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
    const post = await send('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/ld+json' })
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
    expect((await send('POST', '/gdpr/unsubscribe/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined, { accept: 'application/ld+json' })).status).toBe(404)
    const email = 'prosle@example.cz'
    await subscribe(email)
    const token = confirmTokenOf((await mailsTo(email))[0])!
    await row(testEnv.DB, "UPDATE newsletter_subscriptions SET confirm_expires_at = datetime('now', '-1 minute') WHERE email = ?", email).run()
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
    expect(await (await send('GET', `/customers/${id}`, undefined, auth)).json()).toMatchObject({ subscribedToNewsletter: true })
    expect((await send('PUT', `/customers/${id}`, { subscribedToNewsletter: false }, auth)).status).toBe(200)
    expect(await status(email)).toBe('unsubscribed')
    // the same choice again records nothing new
    await send('POST', '/gdpr/unsubscribe-shop-user', {}, auth)
    expect((await records(email)).map((r) => [r.action, r.source])).toEqual([
      ['granted', 'account'],
      ['withdrawn', 'account'],
    ])
  })

  it('keeps a subscription asked for at registration pending until the verification link: nobody subscribes another’s address', async () => {
    const email = 'registrace-odber@example.cz'
    await customer(email, true)
    expect(await status(email)).toBe('pending')
    const verification = (await mailsTo(email)).find((mail) => mail.template === 'account-verification')
    const token = linkIn(verification, /href="https?:\/\/[^"]*\/overeni-uctu\/([^"]+)"/)!
    expect((await send('PATCH', `/account-verification-requests/${token}`, {})).status).toBe(202)
    expect(await status(email)).toBe('subscribed')
    expect((await records(email)).map((r) => [r.action, r.source])).toEqual([
      ['requested', 'registration'],
      ['granted', 'confirmation_link'],
    ])
  })

  it('needs a login for the account calls', async () => {
    expect((await send('POST', '/gdpr/subscribe-shop-user', {})).status).toBe(401)
    expect((await send('POST', '/gdpr/unsubscribe-shop-user', {})).status).toBe(401)
  })
})
