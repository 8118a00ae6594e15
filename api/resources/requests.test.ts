import { beforeAll, describe, expect, it } from 'vitest'
import { ATTACHMENT_MAX_BYTES } from '../../contract/request-limits'
import app from '../index'
import { orderOf, readyCart, send, setStock, verifiedAdult, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { addDrinksCatalogue, addProduct } from '../test/fixtures'
import { row } from '../test/sql'

const SHOP = testEnv.SHOP_NOTIFICATION_EMAIL
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))

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

type Mail = { template: string; to_address: string; text: string }
async function mailsTo(email: string): Promise<Mail[]> {
  const { results } = await row(
    testEnv.DB,
    'SELECT template, to_address, text FROM mail_outbox WHERE to_address = ? ORDER BY id',
    email,
  ).all<Mail>()
  return results
}

function claim(
  fields: Record<string, string | string[]>,
  files: Array<[Uint8Array<ArrayBuffer>, string, string]> = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one)
  for (const [bytes, name, type] of files) form.append('attachments', new File([bytes], name, { type }))
  return app.request(
    '/api/v2/shop/claim-requests',
    { method: 'POST', headers: { accept: 'application/ld+json', ...headers }, body: form },
    testEnv,
  )
}

async function placedOrder(email: string): Promise<{ number: string; itemIds: number[] }> {
  const token = await readyCart(
    [
      ['RUM_A_700', 1],
      ['RUM_B_700', 2],
    ],
    'courier',
    'bank_transfer',
    { email },
  )
  await verifiedAdult(token)
  const placed = await orderOf(await send('PATCH', `/orders/${token}/complete`, {}))
  return { number: placed.number!, itemIds: placed.items.map((i) => i.id) }
}

async function customer(email: string) {
  await send('POST', '/customers', { firstName: 'Petr', lastName: 'Svoboda', email, password: 'tajne-heslo-1' })
  const login = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${login.token}` }
}

async function ownOrder(auth: Record<string, string>, email: string): Promise<string> {
  const token = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
  await orderOf(await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_A_700', quantity: 1 }, auth))
  const addressed = await orderOf(
    await send(
      'PUT',
      `/orders/${token}`,
      {
        email,
        billingAddress: {
          firstName: 'Petr',
          lastName: 'Svoboda',
          street: 'Dlouhá 1',
          city: 'Praha',
          postcode: '110 00',
          phoneNumber: '+420111222333',
          countryCode: 'CZ',
        },
      },
      auth,
    ),
  )
  await orderOf(
    await send(
      'PATCH',
      `/orders/${token}/shipments/${addressed.shipments[0]!.id}`,
      { shippingMethod: 'courier' },
      auth,
    ),
  )
  await orderOf(
    await send(
      'PATCH',
      `/orders/${token}/payments/${addressed.payments[0]!.id}`,
      { paymentMethod: 'bank_transfer' },
      auth,
    ),
  )
  await verifiedAdult(token)
  return (await orderOf(await send('PATCH', `/orders/${token}/complete`, {}, auth))).number!
}

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 100)
  await setStock(testEnv.DB, 'RUM_B_700', 100)
})

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

describe('POST /claim-requests: complaints', () => {
  it('files a complaint with two attachments: stored privately under random keys, a receipt and a notification', async () => {
    const email = 'reklamace@example.cz'
    const { number } = await placedOrder(email)
    const response = await claim(
      {
        type: 'complaint',
        orderNumber: number,
        email: 'Reklamace@Example.cz',
        reason: 'damaged',
        description: 'Láhev dorazila rozbitá.',
      },
      [
        [JPEG, 'foto.jpg', 'image/jpeg'],
        [PDF, '../../doklad.pdf', 'application/pdf'],
      ],
    )
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; number: string; state: string }
    expect(body).toMatchObject({ type: 'complaint', state: 'new', orderNumber: number })
    expect(body.number).toMatch(/^R\d{6}$/)
    const files = await row(
      testEnv.DB,
      'SELECT object_key, content_type, file_name FROM claim_attachments WHERE claim_id = ? ORDER BY id',
      body.id,
    ).all<{
      object_key: string
      content_type: string
      file_name: string
    }>()
    expect(files.results.map((f) => [f.content_type, f.file_name])).toEqual([
      ['image/jpeg', 'foto.jpg'],
      ['application/pdf', 'doklad.pdf'],
    ])
    for (const file of files.results) {
      expect(file.object_key).toMatch(/^claims\/[0-9a-f-]{36}$/)
      expect(await testEnv.CLAIMS.head(file.object_key)).not.toBeNull()
      // never in the public bucket, and /media does not serve it
      expect(await testEnv.MEDIA.head(file.object_key)).toBeNull()
      expect((await app.request(`/media/${file.object_key}`, {}, testEnv)).status).toBe(404)
    }
    expect((await mailsTo(email)).map((m) => m.template)).toContain('claim-confirmation')
    expect((await mailsTo(SHOP)).find((m) => m.text.includes(body.number))?.template).toBe('claim-notification')
  })

  it('says the shop’s messages: reason required, order number digits only, description required', async () => {
    const response = await claim({ type: 'complaint', orderNumber: '12a', email: 'x@example.cz', description: ' ' })
    expect(response.status).toBe(422)
    const byField = Object.fromEntries((await violationsOf(response)).map((v) => [v.propertyPath, v.message]))
    expect(byField).toEqual({
      orderNumber: 'Číslo objednávky může obsahovat jen číslice.',
      reason: 'Vyberte důvod reklamace.',
      description: 'Nezapomeňte vyplnit svou zprávu.',
    })
  })

  it('refuses a sixth attachment', async () => {
    const { number } = await placedOrder('sest@example.cz')
    const six = Array.from({ length: 6 }, (_, i): [Uint8Array<ArrayBuffer>, string, string] => [
      PNG,
      `f${i}.png`,
      'image/png',
    ])
    const response = await claim(
      { type: 'complaint', orderNumber: number, email: 'sest@example.cz', reason: 'defective', description: 'Vada.' },
      six,
    )
    expect(response.status).toBe(422)
    expect(await violationsOf(response)).toEqual([
      expect.objectContaining({ propertyPath: 'attachments', message: 'Přiložit můžete nejvýše 5 souborů.' }),
    ])
    expect(
      await row(testEnv.DB, "SELECT count(*) AS n FROM claim_requests WHERE email = 'sest@example.cz'").first('n'),
    ).toBe(0)
  })

  it('refuses a fake image (other bytes under an image type and name) and a file over 5 MB', async () => {
    const { number } = await placedOrder('fake@example.cz')
    const script = new Uint8Array(new TextEncoder().encode('<script>alert(1)</script>'))
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1)
    big.set(JPEG)
    const response = await claim(
      { type: 'complaint', orderNumber: number, email: 'fake@example.cz', reason: 'defective', description: 'Vada.' },
      [
        [script, 'foto.jpg', 'image/jpeg'],
        [big, 'velka.jpg', 'image/jpeg'],
      ],
    )
    expect(response.status).toBe(422)
    expect((await violationsOf(response)).map((v) => v.message)).toEqual([
      'Soubor foto.jpg není fotografie (JPEG, PNG, WebP, HEIC) ani PDF.',
      'Soubor velka.jpg je větší než 5 MB.',
    ])
  })

  it('refuses an order of another e-mail exactly as an order that does not exist', async () => {
    const { number } = await placedOrder('vlastnik@example.cz')
    const fields = { type: 'complaint', email: 'cizi@example.cz', reason: 'defective', description: 'Vada.' }
    const other = await claim({ ...fields, orderNumber: number })
    const unknown = await claim({ ...fields, orderNumber: '999999999' })
    expect(other.status).toBe(422)
    expect(unknown.status).toBe(422)
    const otherBody = await other.json()
    expect(otherBody).toEqual(await unknown.json())
    expect(JSON.stringify(otherBody)).toContain('Objednávku s tímto číslem a e-mailem jsme nenašli.')
    expect(await mailsTo('cizi@example.cz')).toEqual([])
  })

  it('answers a filled honeypot without storing anything', async () => {
    const { number } = await placedOrder('med@example.cz')
    const response = await claim({
      type: 'complaint',
      orderNumber: number,
      email: 'med@example.cz',
      reason: 'other',
      description: 'x',
      website: 'spam',
    })
    expect(response.status).toBe(202)
    expect(
      await row(testEnv.DB, "SELECT count(*) AS n FROM claim_requests WHERE email = 'med@example.cz'").first('n'),
    ).toBe(0)
  })

  it('takes a larger body on this route only', async () => {
    const form = new FormData()
    form.append('type', 'complaint')
    form.append('attachments', new File([new Uint8Array(200 * 1024)], 'a.png', { type: 'image/png' }))
    const response = await app.request('/api/v2/shop/claim-requests', { method: 'POST', body: form }, testEnv)
    expect(response.status).toBe(422)
    const other = await app.request('/api/v2/shop/contact-requests', { method: 'POST', body: form }, testEnv)
    expect(other.status).toBe(413)
  })
})

describe('POST /claim-requests: returns (withdrawal within 14 days)', () => {
  it('takes the items of the order and a Czech account or IBAN, checksums included', async () => {
    const email = 'vraceni@example.cz'
    const { number, itemIds } = await placedOrder(email)
    const base = { type: 'return', orderNumber: number, email }
    const bad = await violationsOf(await claim({ ...base, bankAccount: '19-2000145398/0800' }))
    expect(Object.fromEntries(bad.map((v) => [v.propertyPath, v.message]))).toEqual({
      items: 'Vyberte alespoň jednu položku, kterou vracíte.',
      bankAccount: 'Zadejte číslo účtu ve tvaru 19-2000145399/0800 nebo IBAN.',
    })
    const foreign = await claim({ ...base, items: ['999999'], bankAccount: '19-2000145399/0800' })
    expect((await violationsOf(foreign)).map((v) => v.propertyPath)).toEqual(['items'])
    const listed = (await (
      await send('POST', '/claim-requests/returnable-items', { orderNumber: number, email: 'VRACENI@example.cz' })
    ).json()) as {
      'hydra:member': Array<{ id: number; productName: string; quantity: number }>
    }
    expect(listed['hydra:member'].map((i) => [i.id, i.quantity])).toEqual([
      [itemIds[0], 1],
      [itemIds[1], 2],
    ])
    expect(
      (await send('POST', '/claim-requests/returnable-items', { orderNumber: number, email: 'cizi@example.cz' }))
        .status,
    ).toBe(422)
    const ok = await claim({ ...base, items: [String(itemIds[1])], bankAccount: 'CZ65 0800 0000 1920 0014 5399' })
    expect(ok.status).toBe(201)
    const body = (await ok.json()) as { id: number; number: string }
    expect(body.number).toMatch(/^V\d{6}$/)
    expect(
      await row(testEnv.DB, 'SELECT bank_account FROM claim_requests WHERE id = ?', body.id).first('bank_account'),
    ).toBe('CZ6508000000192000145399')
    expect(await row(testEnv.DB, 'SELECT count(*) AS n FROM claim_items WHERE claim_id = ?', body.id).first('n')).toBe(
      1,
    )
    expect((await claim({ ...base, items: [String(itemIds[0])], bankAccount: '2000145399/0800' })).status).toBe(201)
  })
})

describe('the names of ordered and returned items', () => {
  it('say a variant only where it adds to the name: the order confirmation and the return’s notification', async () => {
    await addProduct(testEnv.DB, {
      code: 'TONIC_1724',
      cs: { name: '1724 Tonic Water 0,2 l', slug: '1724-tonic-water-0-2-l' },
      variants: [{ code: 'TONIC_1724_V', name: '0,2 l', price: 6900, onHand: 50 }],
    })
    await addProduct(testEnv.DB, {
      code: 'VANILIA',
      cs: { name: 'Absolut Vanilia 0,7 l', slug: 'absolut-vanilia-0-7-l' },
      variants: [
        { code: 'VANILIA_V', name: '0,7 l', price: 49900, onHand: 50 },
        { code: 'VANILIA_DB', name: '0,7 l v dárkovém balení', price: 64900, onHand: 50 },
      ],
    })
    const email = 'nazvy@example.cz'
    const token = await readyCart(
      [
        ['TONIC_1724_V', 1],
        ['VANILIA_DB', 1],
      ],
      'courier',
      'bank_transfer',
      { email },
    )
    await verifiedAdult(token)
    const placed = await orderOf(await send('PATCH', `/orders/${token}/complete`, {}))
    const confirmation = (await mailsTo(email)).find((mail) => mail.template === 'order-confirmation')
    expect(confirmation?.text).toContain('1× 1724 Tonic Water 0,2 l: 69')
    expect(confirmation?.text).toContain('1× Absolut Vanilia 0,7 l (0,7 l v dárkovém balení): 649')

    const items = placed.items.map((i) => String(i.id))
    const filed = await claim({
      type: 'return',
      orderNumber: placed.number!,
      email,
      items,
      bankAccount: '19-2000145399/0800',
    })
    expect(filed.status).toBe(201)
    const { number } = (await filed.json()) as { number: string }
    const notification = (await mailsTo(SHOP)).find(
      (mail) => mail.template === 'claim-notification' && mail.text.includes(number),
    )
    const returned = '1× 1724 Tonic Water 0,2 l\n1× Absolut Vanilia 0,7 l (0,7 l v dárkovém balení)'
    expect(notification?.text).toContain(`Vrácené položky:\n${returned}`)
    expect(notification?.text).not.toContain('(0,2 l)')
  })
})

describe('a customer’s claims: GET /claim-requests, POST /messages', () => {
  it('lists only one’s own claims, takes follow-up messages on them, and refuses others’ without saying they exist', async () => {
    const email = 'zakaznik.reklamace@example.cz'
    const auth = await customer(email)
    const number = await ownOrder(auth, email)
    // logged in, the own order needs no matching e-mail
    const filed = await claim(
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
        await claim(
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
