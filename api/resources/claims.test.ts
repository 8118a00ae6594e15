import { beforeAll, describe, expect, it } from 'vitest'
import { ATTACHMENT_MAX_BYTES } from '../../contract/claim-limits'
import app from '../index'
import { orderOf, readyCart, send, setStock, verifiedAdult, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { addDrinksCatalogue, addProduct } from '../test/fixtures'
import { mailsTo, row } from '../test/sql'
import { JPEG, PDF, PNG, postClaim } from '../test/claim-fixtures'

const SHOP = testEnv.SHOP_NOTIFICATION_EMAIL

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

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 100)
  await setStock(testEnv.DB, 'RUM_B_700', 100)
})

describe('POST /claim-requests: complaints', () => {
  it('files a complaint with two attachments: stored privately under random keys, a receipt and a notification', async () => {
    const email = 'reklamace@example.cz'
    const { number } = await placedOrder(email)
    const response = await postClaim(
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
    const response = await postClaim({ type: 'complaint', orderNumber: '12a', email: 'x@example.cz', description: ' ' })
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
    const response = await postClaim(
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
    const response = await postClaim(
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
    const other = await postClaim({ ...fields, orderNumber: number })
    const unknown = await postClaim({ ...fields, orderNumber: '999999999' })
    expect(other.status).toBe(422)
    expect(unknown.status).toBe(422)
    const otherBody = await other.json()
    expect(otherBody).toEqual(await unknown.json())
    expect(JSON.stringify(otherBody)).toContain('Objednávku s tímto číslem a e-mailem jsme nenašli.')
    expect(await mailsTo('cizi@example.cz')).toEqual([])
  })

  it('answers a filled honeypot without storing anything', async () => {
    const { number } = await placedOrder('med@example.cz')
    const response = await postClaim({
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
    const bad = await violationsOf(await postClaim({ ...base, bankAccount: '19-2000145398/0800' }))
    expect(Object.fromEntries(bad.map((v) => [v.propertyPath, v.message]))).toEqual({
      items: 'Vyberte alespoň jednu položku, kterou vracíte.',
      bankAccount: 'Zadejte číslo účtu ve tvaru 19-2000145399/0800 nebo IBAN.',
    })
    const foreign = await postClaim({ ...base, items: ['999999'], bankAccount: '19-2000145399/0800' })
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
    const ok = await postClaim({ ...base, items: [String(itemIds[1])], bankAccount: 'CZ65 0800 0000 1920 0014 5399' })
    expect(ok.status).toBe(201)
    const body = (await ok.json()) as { id: number; number: string }
    expect(body.number).toMatch(/^V\d{6}$/)
    expect(
      await row(testEnv.DB, 'SELECT bank_account FROM claim_requests WHERE id = ?', body.id).first('bank_account'),
    ).toBe('CZ6508000000192000145399')
    expect(await row(testEnv.DB, 'SELECT count(*) AS n FROM claim_items WHERE claim_id = ?', body.id).first('n')).toBe(
      1,
    )
    expect((await postClaim({ ...base, items: [String(itemIds[0])], bankAccount: '2000145399/0800' })).status).toBe(201)
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
    const filed = await postClaim({
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
