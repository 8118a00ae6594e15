import { describe, expect, it } from 'vitest'
import { send, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { mailsTo, row } from '../test/sql'

/** POST /contact-requests: the contact form's message (decision 026). */

const SHOP = testEnv.SHOP_NOTIFICATION_EMAIL

const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(
    'POST',
    '/contact-requests',
    {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana.kontakt@example.cz',
      message: 'Máte rum Zacapa 23?',
      consent: true,
      ...body,
    },
    headers,
  )

describe('POST /contact-requests', () => {
  it('says the shop’s messages for a missing message and consent, and checks names, e-mail and phone', async () => {
    const response = await contact({
      message: '  ',
      consent: false,
      email: 'nope',
      firstName: 'J',
      lastName: ' ',
      phone: '123',
    })
    expect(response.status).toBe(422)
    const byField = Object.fromEntries((await violationsOf(response)).map((v) => [v.propertyPath, v.message]))
    expect(byField).toMatchObject({
      message: 'Nezapomeňte vyplnit svou zprávu.',
      consent: 'Váš souhlas je nezbytný pro další pokračování.',
      email: 'Zadejte platnou e-mailovou adresu.',
      firstName: 'Zadejte alespoň 2 znaky.',
      lastName: 'Toto pole je povinné.',
      phone: 'Zadejte telefon ve tvaru +420111222333.',
    })
    const missing = Object.fromEntries(
      (await violationsOf(await send('POST', '/contact-requests', {}))).map((v) => [v.propertyPath, v.message]),
    )
    expect(missing.message).toBe('Nezapomeňte vyplnit svou zprávu.')
    expect(missing.consent).toBe('Váš souhlas je nezbytný pro další pokračování.')
    const long = await violationsOf(await contact({ message: 'x'.repeat(1001) }))
    expect(long).toEqual([expect.objectContaining({ propertyPath: 'message', message: 'Zadejte nejvýše 1000 znaků.' })])
  })

  it('stores the message and queues a receipt to the sender and a notification to the shop', async () => {
    const email = 'kontakt.ok@example.cz'
    expect((await contact({ email, phone: '+420 777 123 456' })).status).toBe(202)
    const stored = await row(
      testEnv.DB,
      'SELECT first_name, phone, message, consent_version FROM contact_requests WHERE email = ?',
      email,
    ).first()
    expect(stored).toMatchObject({ first_name: 'Jana', phone: '+420777123456', message: 'Máte rum Zacapa 23?' })
    const [receipt] = await mailsTo(email)
    expect(receipt?.template).toBe('contact-confirmation')
    // the receipt never carries the text someone typed (anyone can type another person's address)
    expect(receipt?.text).not.toContain('Zacapa')
    const notification = (await mailsTo(SHOP)).find((mail) => mail.text.includes(email))
    expect(notification?.template).toBe('contact-notification')
    expect(notification?.text).toContain('Máte rum Zacapa 23?')
  })

  it('answers a filled honeypot like any request and stores nothing', async () => {
    const email = 'robot@example.cz'
    expect((await contact({ email, website: 'http://spam.example' })).status).toBe(202)
    expect(await row(testEnv.DB, 'SELECT count(*) AS n FROM contact_requests WHERE email = ?', email).first('n')).toBe(
      0,
    )
    expect(await mailsTo(email)).toEqual([])
  })

  it('limits a client address to 10 messages an hour', async () => {
    const ip = { 'cf-connecting-ip': '198.51.100.77' }
    for (let i = 0; i < 10; i++) expect((await contact({ email: `limit${i}@example.cz` }, ip)).status).toBe(202)
    const refused = await contact({ email: 'limit10@example.cz' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })
})
