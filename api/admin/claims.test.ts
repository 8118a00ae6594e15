import { describe, expect, it, vi } from 'vitest'
import app from '../index'
import { admin, adminEnv, OPS_TOKEN } from '../test/admin-client'
import { send } from '../test/checkout-fixtures'
import { customer, JPEG, PDF } from '../test/claim-fixtures'
import { auditOf, complained, decide, get, list, type StaffClaim } from '../test/staff-claims'
import { testEnv } from '../test/env'
import { violations } from '../test/fulfilment-fixtures'
import { mailsTo, row } from '../test/sql'
import { signedAttachmentUrl } from './claim-links'

// every test first places an order through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

/** A staff reply as the console sends it: multipart with the text and files. */
function replyWith(id: number, message: string | null, files: Array<[Uint8Array<ArrayBuffer>, string]> = []) {
  const form = new FormData()
  if (message !== null) form.append('message', message)
  for (const [bytes, name] of files) form.append('attachments', new File([bytes], name))
  return app.request(
    `/api/v2/admin/claim-requests/${id}/messages`,
    { method: 'POST', headers: { authorization: `Bearer ${OPS_TOKEN}`, accept: 'application/ld+json' }, body: form },
    adminEnv,
  )
}

/** A fetch of a path the admin API gave out, as a browser tab would: no token. */
const open = (path: string, env = adminEnv) => app.request(path, {}, env)

describe('the complaints inbox: GET /claim-requests', () => {
  it('lists claims with the filters and the search, and shows one with its order, files and 30-day deadline', async () => {
    const { email, order, id } = await complained('inbox')
    const number = `R${String(id).padStart(6, '0')}`

    for (const query of [
      `?search=${number}`,
      `?search=${order.number}`,
      `?search=${encodeURIComponent(email.toUpperCase())}`,
      `?state=new&type=complaint&search=${order.number}`,
      `?overdue=false&search=${order.number}`,
    ]) {
      const found = await list(query)
      expect(
        found['hydra:member'].map((claim) => claim.id),
        query,
      ).toEqual([id])
    }
    expect((await list(`?state=resolved&search=${order.number}`))['hydra:totalItems']).toBe(0)
    expect((await list(`?type=return&search=${order.number}`))['hydra:totalItems']).toBe(0)
    expect((await list(`?overdue=true&search=${order.number}`))['hydra:totalItems']).toBe(0)

    const claim = await get(id)
    expect(claim).toMatchObject({
      '@id': `/api/v2/admin/claim-requests/${id}`,
      number,
      type: 'complaint',
      state: 'new',
      orderNumber: order.number,
      email,
      daysLeft: 30,
      overdue: false,
      awaitingShop: true,
      items: [expect.objectContaining({ productName: 'Džus Expedice', quantity: 2 })],
      order: { number: order.number, tokenValue: order.token },
      attachments: [expect.objectContaining({ fileName: 'prasklá láhev.jpg', contentType: 'image/jpeg' })],
    })
    expect(claim.messages).toEqual([])
  })

  it('finds complaints past their 30 days as overdue, with the days past as negative days left (two days past: -2)', async () => {
    const { order, id } = await complained('overdue')
    await row(testEnv.DB, "UPDATE claim_requests SET created_at = datetime('now', '-32 days') WHERE id = ?", id).run()
    const found = await list(`?overdue=true&search=${order.number}`)
    expect(found['hydra:member']).toEqual([expect.objectContaining({ id, overdue: true, daysLeft: -2 })])
    // resolved, it is no longer overdue
    expect((await decide(id, { decision: 'accepted', resolution: 'replacement' })).status).toBe(200)
    expect(await get(id)).toMatchObject({ overdue: false, daysLeft: null })
    expect((await list(`?overdue=true&search=${order.number}`))['hydra:totalItems']).toBe(0)
  })

  it('gives a return 14 days from its filing to refund (§ 1831), counted and found overdue as complaints are', async () => {
    const { order, id } = await complained('return-deadline')
    await row(testEnv.DB, "UPDATE claim_requests SET type = 'return' WHERE id = ?", id).run()
    expect(await get(id)).toMatchObject({ type: 'return', daysLeft: 14, overdue: false })

    await row(testEnv.DB, "UPDATE claim_requests SET created_at = datetime('now', '-15 days') WHERE id = ?", id).run()
    const found = await list(`?overdue=true&search=${order.number}`)
    expect(found['hydra:member']).toEqual([expect.objectContaining({ id, overdue: true, daysLeft: -1 })])
  })

  it('refuses bad filters with a violation, an unknown claim with 404, and a caller without a token', async () => {
    expect((await admin('GET', '/claim-requests?state=closed')).status).toBe(422)
    expect((await admin('GET', '/claim-requests?overdue=maybe')).status).toBe(422)
    expect((await admin('GET', '/claim-requests/99999999')).status).toBe(404)
    expect((await admin('GET', '/claim-requests', { token: null })).status).toBe(401)
    expect((await admin('GET', '/claim-requests', { token: 'x'.repeat(40) })).status).toBe(401)
  })
})

describe('attachments through signed links: GET /claim-attachments/{id}', () => {
  it('serves the file to the link of the detail, as a download of its sniffed type, never stored', async () => {
    const { id } = await complained('link')
    const [file] = (await get(id)).attachments
    const response = await open(file!.url)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="praskl_ l_hev\.jpg"; filename\*=UTF-8''praskl%C3%A1%20l%C3%A1hev\.jpg$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses a changed, expired, borrowed or missing signature, and does not exist without the admin token', async () => {
    const { id } = await complained('refused')
    const [file] = (await get(id)).attachments
    const url = new URL(file!.url, 'http://admin.localhost')
    const signature = url.searchParams.get('signature')!
    const expires = url.searchParams.get('expires')!

    const tampered = `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    const expired = await signedAttachmentUrl(testEnv.JWT_SECRET, file!.id, Date.now() - 6 * 60_000)
    const longer = `${url.pathname}?expires=${Number(expires) + 3600}&signature=${signature}`
    const otherFile = (await signedAttachmentUrl(testEnv.JWT_SECRET, file!.id + 1000)).replace(
      `/${file!.id + 1000}?`,
      `/${file!.id}?`,
    )
    const otherSecret = await signedAttachmentUrl('another-secret-of-someone-else', file!.id)
    for (const path of [
      tampered,
      expired,
      longer,
      otherFile,
      otherSecret,
      url.pathname,
      `${url.pathname}?expires=${expires}`,
    ]) {
      const response = await open(path)
      expect(response.status, path).toBe(403)
      expect(await response.json(), path).toMatchObject({
        'hydra:description': 'Odkaz na přílohu vypršel nebo není platný. Otevřete reklamaci znovu.',
      })
    }
    expect((await open(file!.url, { ...adminEnv, ADMIN_API_TOKEN: '', ACCESS_AUD: '' })).status).toBe(404)
    // the shop API never serves it under its own path
    expect((await open(file!.url.replace('/api/v2/admin/', '/api/v2/shop/'), testEnv)).status).toBe(404)
  })
})

describe('a staff reply: POST /claim-requests/{id}/messages', () => {
  it('stores the reply with its file, takes the claim into work, mails the customer; the customer sees both in the account', async () => {
    const { email, auth, id } = await complained('reply')
    const response = await replyWith(id, 'Dobrý den, pošlete nám prosím láhev zpět. Štítek přikládáme.', [
      [PDF, 'štítek.pdf'],
    ])
    expect(response.status).toBe(201)
    const claim = await response.json<StaffClaim>()
    expect(claim.state).toBe('in_progress')
    expect(claim.awaitingShop).toBe(false)
    expect(claim.messages).toEqual([
      expect.objectContaining({
        author: 'shop',
        staff: 'ops',
        message: 'Dobrý den, pošlete nám prosím láhev zpět. Štítek přikládáme.',
        attachments: [expect.objectContaining({ fileName: 'štítek.pdf', contentType: 'application/pdf' })],
      }),
    ])
    // the customer's own file stays with the claim
    expect(claim.attachments.map((file) => file.fileName)).toEqual(['prasklá láhev.jpg'])
    expect((await open(claim.messages[0]!.attachments[0]!.url)).status).toBe(200)

    const mails = await mailsTo(email)
    const mail = mails.find((m) => m.template === 'claim-reply')
    expect(mail?.subject).toBe(`Odpověď k Vaší reklamaci č. ${claim.number} – Drinkárna`)
    expect(mail?.text).toContain('pošlete nám prosím láhev zpět')
    expect(mail?.text).toContain('/account/complaint')
    expect(await auditOf(`/api/v2/admin/claim-requests/${id}/messages`)).toEqual([
      expect.objectContaining({ actor: 'ops', action: 'create' }),
    ])

    // the customer's account: the reply, its file through their own route
    const mine = await (
      await send('GET', `/claim-requests/${id}`, undefined, auth)
    ).json<{
      state: string
      attachments: number
      messages: Array<{ author: string; message: string; attachments: Array<{ fileName: string; url: string }> }>
    }>()
    expect(mine.state).toBe('in_progress')
    expect(mine.attachments).toBe(1)
    expect(mine.messages).toEqual([
      expect.objectContaining({
        author: 'shop',
        attachments: [
          expect.objectContaining({
            fileName: 'štítek.pdf',
            url: expect.stringMatching(/^\/api\/v2\/shop\/claim-requests\/\d+\/attachments\/\d+$/),
          }),
        ],
      }),
    ])
    const fileUrl = mine.messages[0]!.attachments[0]!.url
    const download = await app.request(fileUrl, { headers: auth }, testEnv)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    // nobody else gets it, logged in or not, and a file of another claim under this claim is the same 404
    const stranger = await customer(`cizi-${crypto.randomUUID().slice(0, 6)}@example.cz`)
    expect((await app.request(fileUrl, { headers: stranger }, testEnv)).status).toBe(404)
    expect((await app.request(fileUrl, {}, testEnv)).status).toBe(401)
    const other = await complained('reply-other')
    const otherFile = (await get(other.id)).attachments[0]!.id
    expect(
      (await app.request(`/api/v2/shop/claim-requests/${id}/attachments/${otherFile}`, { headers: auth }, testEnv))
        .status,
    ).toBe(404)
  })

  it('refuses an empty reply and a file that is no photo or PDF, in Czech, storing nothing', async () => {
    const { id } = await complained('reply-bad')
    const empty = await replyWith(id, '   ')
    expect(empty.status).toBe(422)
    expect(await violations(empty)).toEqual([
      expect.objectContaining({ propertyPath: 'message', message: 'Toto pole je povinné.' }),
    ])
    const fake = await replyWith(id, 'Posíláme fotku.', [
      [new Uint8Array(new TextEncoder().encode('<script>alert(1)</script>')), 'foto.jpg'],
    ])
    expect(fake.status).toBe(422)
    expect(await violations(fake)).toEqual([
      expect.objectContaining({
        propertyPath: 'attachments',
        message: 'Soubor foto.jpg není fotografie (JPEG, PNG, WebP, HEIC) ani PDF.',
      }),
    ])
    expect(
      (await admin('POST', `/claim-requests/${id}/messages`, { body: { message: 'x'.repeat(4001) } })).status,
    ).toBe(422)
    const claim = await get(id)
    expect(claim.messages).toEqual([])
    expect(claim.state).toBe('new')
    // JSON without files works too
    expect(
      (await admin('POST', `/claim-requests/${id}/messages`, { body: { message: 'Díváme se na to.' } })).status,
    ).toBe(201)
  })
})
