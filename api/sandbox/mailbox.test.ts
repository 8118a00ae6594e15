import { describe, expect, it } from 'vitest'
import app from '../index'
import { queueMail, deliverOutbox } from '../mail'
import { testEnv } from '../test/env'

const TOKEN = testEnv.MAIL_API_TOKEN

function postEmail(body: unknown, token: string | null = TOKEN) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (token !== null) headers['x-postmark-server-token'] = token
  const init = { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }
  return Promise.resolve(app.request('/sandbox/mailbox/email', init, testEnv))
}

function get(path: string, env = testEnv) {
  return Promise.resolve(app.request(path, {}, env))
}

async function latest(to: string) {
  const response = await get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    id: string
    url: string
    subject: string
    links: string[]
    html: string | null
    text: string | null
  }
}

const message = (to: string, fields: Record<string, unknown> = {}) => ({
  From: 'Drinkárna <obchod@drinkarna.cz>',
  To: to,
  Subject: 'Ahoj',
  HtmlBody: '<p>Ahoj</p>',
  TextBody: 'Ahoj',
  ...fields,
})

describe('sandbox mailbox: Postmark API', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'nope'],
  ])('answers 401 with ErrorCode 10 to %s', async (_case, token) => {
    const response = await postEmail(message('a@example.cz'), token)

    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ ErrorCode: 10 })
  })

  it.each([
    ['invalid JSON', '{', 402],
    ['no recipient', { ...message('x@example.cz'), To: '' }, 300],
    ['two recipients', message('a@example.cz, b@example.cz'), 300],
    ['no body', message('a@example.cz', { HtmlBody: null, TextBody: null }), 300],
  ])('refuses %s with 422 like Postmark', async (_case, body, errorCode) => {
    const response = await postEmail(body)

    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ ErrorCode: errorCode })
  })

  it('accepts a message with a MessageID and files it under its bare recipient', async () => {
    const response = await postEmail(message('Jana Nováková <Jana.Novakova@Example.cz>'))

    expect(response.status).toBe(200)
    const answer = (await response.json()) as { MessageID: string; ErrorCode: number; To: string; SubmittedAt: string }
    expect(answer).toMatchObject({ ErrorCode: 0, Message: 'OK', To: 'Jana Nováková <Jana.Novakova@Example.cz>' })
    expect(new Date(answer.SubmittedAt).getTime()).not.toBeNaN()
    expect((await latest('jana.novakova@example.cz')).id).toBe(answer.MessageID)
  })
})

describe('sandbox mailbox: attachments', () => {
  it('takes a mail with an invoice-sized PDF and keeps each file’s name, type and size for tests and its page', async () => {
    // 300 kB of PDF is some 400 kB of base64: far above the 64 KiB of a shop call, well below Postmark's 10 MB
    const pdf = new Uint8Array(300_000).fill(0x41)
    pdf.set(new TextEncoder().encode('%PDF-1.7'))
    let binary = ''
    for (const byte of pdf) binary += String.fromCharCode(byte)
    const attachments = [
      { Name: 'faktura-2026000012.pdf', Content: btoa(binary), ContentType: 'application/pdf' },
      { Name: 'poznamka.txt', Content: btoa('ahoj'), ContentType: 'text/plain' },
    ]

    const response = await postEmail(message('prilohy@example.cz', { Tag: 'tax-document', Attachments: attachments }))

    expect(response.status).toBe(200)
    const mail = (await latest('prilohy@example.cz')) as Awaited<ReturnType<typeof latest>> & {
      attachments: unknown
    }
    expect(mail.attachments).toEqual([
      { name: 'faktura-2026000012.pdf', contentType: 'application/pdf', size: 300_000 },
      { name: 'poznamka.txt', contentType: 'text/plain', size: 4 },
    ])
    const page = await (await get(mail.url)).text()
    expect(page).toContain('Přílohy')
    expect(page).toContain('faktura-2026000012.pdf (application/pdf, 300000 B)')
  })

  it('refuses an attachment whose content is not base64, like Postmark', async () => {
    const response = await postEmail(
      message('spatna-priloha@example.cz', {
        Attachments: [{ Name: 'x.pdf', Content: '%PDF-1.7 not base64!', ContentType: 'application/pdf' }],
      }),
    )

    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ ErrorCode: 300 })
    expect((await get('/sandbox/mailbox/latest.json?to=spatna-priloha@example.cz')).status).toBe(404)
  })

  it('gives the newest mail of one template when asked with ?tag=', async () => {
    await postEmail(message('dva-maily@example.cz', { Subject: 'Faktura', Tag: 'tax-document' }))
    await postEmail(message('dva-maily@example.cz', { Subject: 'Platba přijata', Tag: 'payment-received' }))

    const tagged = await get('/sandbox/mailbox/latest.json?to=dva-maily@example.cz&tag=tax-document')
    expect(((await tagged.json()) as { subject: string }).subject).toBe('Faktura')
    expect((await latest('dva-maily@example.cz')).subject).toBe('Platba přijata')
    expect((await get('/sandbox/mailbox/latest.json?to=dva-maily@example.cz&tag=order-shipped')).status).toBe(404)
  })
})

describe('sandbox mailbox pages', () => {
  it('lists mails newest first with recipient, subject, time and a link to each', async () => {
    await postEmail(message('list@example.cz', { Subject: 'První' }))
    await postEmail(message('list@example.cz', { Subject: 'Druhý <b>tučně</b>' }))
    const second = await latest('list@example.cz')

    const response = await get('/sandbox/mailbox?to=list@example.cz')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page).toContain('<html lang="cs">')
    expect(page).toContain('<th scope="col">Předmět</th>')
    expect(page).toContain(`<a href="/sandbox/mailbox/${second.id}">Druhý &lt;b&gt;tučně&lt;/b&gt;</a>`)
    expect(page.indexOf('Druhý')).toBeLessThan(page.indexOf('První'))
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+Z">\d{1,2}\. ?\d{1,2}\. ?\d{2,4}/)
    expect(page).not.toContain('<script')
    expect(await (await get('/sandbox/mailbox')).text()).toContain('list@example.cz')
  })

  it('shows a queued and delivered shop mail: its HTML in a sandboxed iframe, its links as plain anchors', async () => {
    const link = 'https://www.drinkarna.cz/?passwordRecovery=t0k&x=1'
    await queueMail(testEnv, { to: 'reset@example.cz', template: 'password-reset', params: { link } })
    await deliverOutbox(testEnv)
    const mail = await latest('reset@example.cz')
    expect(mail.links).toEqual([link])

    const response = await get(mail.url)

    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<h1>Obnovení hesla – Drinkárna</h1>')
    expect(page).toContain('<li><a href="https://www.drinkarna.cz/?passwordRecovery=t0k&amp;x=1">')
    const iframe = /<iframe [^>]*>/.exec(page)?.[0] ?? ''
    expect(iframe).toContain('sandbox=""')
    expect(iframe).toMatch(/srcdoc="&lt;!doctype html&gt;/)
    // the mail's markup exists only escaped inside srcdoc
    const srcdoc = /srcdoc="([^"]*)"/.exec(iframe)?.[1] ?? ''
    expect(srcdoc).toContain('Nastavit nové heslo')
    expect(srcdoc).not.toMatch(/[<>]/)
    expect(page).toContain('Textová verze')
    expect(page).not.toContain('<script')
  })

  it('lists only web links and escapes what a mail carries', async () => {
    await postEmail(
      message('evil@example.cz', {
        Subject: '"><script>alert(1)</script>',
        HtmlBody: `<a href="javascript:alert(1)">x</a><a href='https://a.example/?q=1&amp;r="2"'>a</a><a href="//evil.example">b</a><a href="/ok">c</a><a href="https://a.example/?q=1&amp;r=&quot;2&quot;">dup</a>`,
      }),
    )
    const mail = await latest('evil@example.cz')

    expect(mail.links).toEqual(['https://a.example/?q=1&r="2"', '/ok'])
    const page = await (await get(mail.url)).text()
    expect(page).not.toContain('<script>alert(1)</script>')
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toMatch(/<a href="javascript:/)
    expect(page).toContain('<a href="https://a.example/?q=1&amp;r=&quot;2&quot;">')
  })

  it('takes the links of a text-only mail from its text', async () => {
    await postEmail(
      message('text@example.cz', { HtmlBody: undefined, TextBody: 'Odkaz: https://www.drinkarna.cz/a?b=1.\nKonec' }),
    )

    const mail = await latest('text@example.cz')

    expect(mail.links).toEqual(['https://www.drinkarna.cz/a?b=1'])
    const page = await (await get(mail.url)).text()
    expect(page).not.toContain('<iframe')
    expect(page).toContain('<details open>')
  })

  it('answers 404 for an unknown mail or an address without mail, 400 without an address', async () => {
    expect((await get('/sandbox/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await get('/sandbox/mailbox/not-an-id')).status).toBe(404)
    expect((await get('/sandbox/mailbox/latest.json?to=nikdo@example.cz')).status).toBe(404)
    expect((await get('/sandbox/mailbox/latest.json')).status).toBe(400)
  })

  it('is not served when the sandboxes are off', async () => {
    expect((await get('/sandbox/mailbox', { ...testEnv, SANDBOXES: 'off' })).status).toBe(404)
  })
})
