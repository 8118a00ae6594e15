import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../env'
import { registerInProcessFetch } from '../http/in-process'
import app from '../index'
import { testEnv } from '../test/env'
import { JUICE, placed, step } from '../test/fulfilment-fixtures'
import { deliverOutbox, MAX_ATTEMPTS, queueAndSend, queueMail } from './outbox'
import { listOutboxMails } from './outbox-db'

const link = 'https://www.drinkarna.cz/overeni-uctu/abc123'

async function mailboxLatest(to: string) {
  const response = await app.request(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`, {}, testEnv)
  return {
    status: response.status,
    body: (await response.json()) as { subject: string; links: string[]; from: string; tag: string },
  }
}

async function onlyMailTo(to: string) {
  const [mail, ...others] = await listOutboxMails(testEnv.DB, to)
  expect(others).toEqual([])
  if (!mail) throw new Error(`no outbox mail to ${to}`)
  return mail
}

/** Postmark at a relative URL whose answers the test decides, counting the requests it gets. */
function fakePostmark(answer: () => Response) {
  const requests: { token: string | undefined; body: Record<string, unknown> }[] = []
  const fake = new Hono().post('/test/postmark/email', async (c) => {
    requests.push({ token: c.req.header('x-postmark-server-token'), body: await c.req.json() })
    return answer()
  })
  registerInProcessFetch(async (request, env) => {
    const response = await fake.fetch(request, env)
    return response.status === 404 ? app.fetch(request, env) : response
  })
  const env: Bindings = {
    ...testEnv,
    MAIL_PROVIDER: 'postmark',
    MAIL_API_URL: '/test/postmark/',
    MAIL_API_TOKEN: 'server-token',
  }
  return { requests, env }
}

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM mail_outbox').run()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))
})

describe('mail outbox', () => {
  it('queues the rendered Czech mail with its link, unsent', async () => {
    await queueMail(testEnv, { to: ' jana@example.cz ', template: 'account-verification', params: { link } })

    const mail = await onlyMailTo('jana@example.cz')
    expect(mail).toMatchObject({ template: 'account-verification', status: 'queued', attempts: 0, sentAt: null })
    expect(mail.subject).toBe('Potvrďte svou e-mailovou adresu – Drinkárna')
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain(link)
  })

  it('refuses to queue for an address that is not one', async () => {
    await expect(
      queueMail(testEnv, { to: 'a@b.cz, c@d.cz', template: 'password-reset', params: { link } }),
    ).rejects.toThrow(TypeError)
    await expect(queueMail(testEnv, { to: 'nobody', template: 'password-reset', params: { link } })).rejects.toThrow(
      TypeError,
    )
  })

  it('delivers through the sandbox provider into the mailbox and marks the mail sent', async () => {
    await queueMail(testEnv, { to: 'petr@example.cz', template: 'password-reset', params: { link } })

    expect(await deliverOutbox(testEnv)).toBe(1)

    const mail = await onlyMailTo('petr@example.cz')
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(mail.sentAt).toEqual(expect.any(Number))
    expect(mail.providerMessageId).toMatch(/^[0-9a-f-]{36}$/)
    const latest = await mailboxLatest('petr@example.cz')
    expect(latest.status).toBe(200)
    expect(latest.body).toMatchObject({
      subject: 'Obnovení hesla – Drinkárna',
      from: 'Drinkárna <obchod@drinkarna.cz>',
      tag: 'password-reset',
    })
    expect(latest.body.links).toContain(link)
    expect(await deliverOutbox(testEnv)).toBe(0)
  })

  it('sends Postmark its message shape with the server token', async () => {
    const postmark = fakePostmark(() => Response.json({ To: 'x', MessageID: 'pm-1', ErrorCode: 0, Message: 'OK' }))
    await queueMail(postmark.env, { to: 'eva@example.cz', template: 'password-changed', params: { link } })

    expect(await deliverOutbox(postmark.env)).toBe(1)

    expect(postmark.requests).toHaveLength(1)
    expect(postmark.requests[0]?.token).toBe('server-token')
    expect(postmark.requests[0]?.body).toMatchObject({
      From: 'Drinkárna <obchod@drinkarna.cz>',
      To: 'eva@example.cz',
      Subject: 'Vaše heslo bylo změněno – Drinkárna',
      HtmlBody: expect.stringContaining(link),
      TextBody: expect.stringContaining(link),
      Tag: 'password-changed',
      MessageStream: 'outbound',
    })
    expect(await onlyMailTo('eva@example.cz')).toMatchObject({ status: 'sent', providerMessageId: 'pm-1' })
  })

  it('attaches an issued document’s PDF in base64; a mail whose document does not exist fails for good, unsent', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    const { id, number } = (await testEnv.DB.prepare(
      `SELECT o.id, i.number FROM orders o JOIN invoices i ON i.order_id = o.id WHERE o.token = ?`,
    )
      .bind(order.tokenValue)
      .first<{ id: number; number: string }>())!
    const postmark = fakePostmark(() => Response.json({ To: 'x', MessageID: 'pm-2', ErrorCode: 0, Message: 'OK' }))
    const params = { number: order.number, kind: 'invoice' as const, amount: order.total, paid: true, link }
    await queueMail(postmark.env, {
      to: 'faktura@example.cz',
      template: 'tax-document',
      params,
      attachments: [{ taxDocument: `order:${id}` }],
    })
    await queueMail(postmark.env, {
      to: 'chybi@example.cz',
      template: 'tax-document',
      params,
      attachments: [{ taxDocument: 'order:999999999' }],
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    expect(await deliverOutbox(postmark.env)).toBe(1)

    expect(postmark.requests).toHaveLength(1)
    expect(postmark.requests[0]?.body).toMatchObject({
      To: 'faktura@example.cz',
      Attachments: [
        // "%PDF-" in base64
        { Name: `faktura-${number}.pdf`, ContentType: 'application/pdf', Content: expect.stringMatching(/^JVBERi0/) },
      ],
    })
    expect(await onlyMailTo('chybi@example.cz')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'attachment: no tax document "order:999999999"',
    })
    expect(warn).toHaveBeenCalledOnce()
  }, 30_000)

  it('retries a failing provider with growing pauses and gives up after five attempts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const postmark = fakePostmark(() =>
      Response.json({ ErrorCode: 0, Message: 'Internal Server Error' }, { status: 500 }),
    )
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    await queueMail(postmark.env, { to: 'ota@example.cz', template: 'account-exists', params: { link } })

    const pauses: number[] = []
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverOutbox(postmark.env)).toBe(0)
      const mail = await onlyMailTo('ota@example.cz')
      expect(mail.attempts).toBe(attempt)
      expect(mail.lastError).toContain('Postmark HTTP 500')
      if (attempt < MAX_ATTEMPTS) {
        expect(mail.status).toBe('queued')
        pauses.push(mail.nextAttemptAt - Date.now())
        // not due yet: nothing is sent
        vi.setSystemTime(mail.nextAttemptAt - 1)
        expect(await deliverOutbox(postmark.env)).toBe(0)
        expect(postmark.requests).toHaveLength(attempt)
        vi.setSystemTime(mail.nextAttemptAt)
      } else {
        expect(mail.status).toBe('failed')
      }
    }

    expect(pauses).toEqual([60_000, 300_000, 1_800_000, 7_200_000])
    expect(postmark.requests).toHaveLength(MAX_ATTEMPTS)
    vi.setSystemTime(start + 24 * 3_600_000)
    expect(await deliverOutbox(postmark.env)).toBe(0)
    expect(postmark.requests).toHaveLength(MAX_ATTEMPTS)
    expect(warn).toHaveBeenCalledTimes(MAX_ATTEMPTS)
  })

  it('gives up at once when the provider refuses the message itself (422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const postmark = fakePostmark(() =>
      Response.json({ ErrorCode: 406, Message: 'Inactive recipient' }, { status: 422 }),
    )
    await queueMail(postmark.env, { to: 'bounced@example.cz', template: 'password-reset', params: { link } })

    expect(await deliverOutbox(postmark.env)).toBe(0)

    const mail = await onlyMailTo('bounced@example.cz')
    expect(mail).toMatchObject({ status: 'failed', attempts: 1 })
    expect(mail.lastError).toBe('Postmark HTTP 422: Inactive recipient (ErrorCode 406)')
  })

  it('sends each mail once when two deliveries run at the same time', async () => {
    const postmark = fakePostmark(() => Response.json({ MessageID: crypto.randomUUID(), ErrorCode: 0, Message: 'OK' }))
    for (let index = 0; index < 8; index++) {
      await queueMail(postmark.env, { to: `race${index}@example.cz`, template: 'password-reset', params: { link } })
    }

    const counts = await Promise.all([
      deliverOutbox(postmark.env, 5),
      deliverOutbox(postmark.env, 5),
      deliverOutbox(postmark.env, 5),
    ])

    expect(counts.reduce((a, b) => a + b, 0)).toBe(8)
    expect(postmark.requests.map((request) => request.body.To).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `race${index}@example.cz`).sort(),
    )
  })

  it('resolves to 0 instead of throwing when the outbox cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = { ...testEnv, DB: { batch: () => Promise.reject(new Error('D1 is down')) } as unknown as D1Database }

    expect(await deliverOutbox(broken)).toBe(0)
    expect(error).toHaveBeenCalledOnce()
  })

  it('queueAndSend hands delivery to waitUntil, or awaits it where there is no execution context', async () => {
    const waited: Promise<unknown>[] = []
    const withCtx = {
      env: testEnv,
      executionCtx: { waitUntil: (promise: Promise<unknown>) => void waited.push(promise) },
    }
    await queueAndSend(withCtx, { to: 'later@example.cz', template: 'account-verification', params: { link } })
    expect(waited).toHaveLength(1)
    await Promise.all(waited)
    expect(await onlyMailTo('later@example.cz')).toMatchObject({ status: 'sent' })

    const inTests = new Hono<{ Bindings: Bindings }>().post('/register', async (c) => {
      await queueAndSend(c, { to: 'now@example.cz', template: 'account-verification', params: { link } })
      return c.body(null, 204)
    })
    const response = await inTests.request('/register', { method: 'POST' }, testEnv)
    expect(response.status).toBe(204)
    expect(await onlyMailTo('now@example.cz')).toMatchObject({ status: 'sent' })
    expect((await mailboxLatest('now@example.cz')).body.links).toEqual([link])
  })
})
