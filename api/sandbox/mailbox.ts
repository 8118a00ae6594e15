import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'
import { getSandboxMail, insertSandboxMail, listSandboxMails } from './mailbox-db'
import { linksOf, MAILBOX_PATH, mailboxPage, mailPage, missingMailPage } from './mailbox-page'

/**
 * The local stand-in of the mail provider, mounted at /sandbox/mailbox: Postmark's sending API (`POST /email`,
 * `X-Postmark-Server-Token` = MAIL_API_TOKEN), which the shop's real Postmark client delivers to when
 * MAIL_PROVIDER is "sandbox", and a mailbox of what it accepted: the list, each mail, and for tests the newest
 * mail of an address (`?tag=` of one template) with its links and its attachments' names, types and sizes.
 * Mails live in D1 (migrations 0008, 0022).
 */

const message = z.object({
  From: z.string().check(z.minLength(1)),
  To: z.string().check(z.minLength(1)),
  Subject: z.optional(z.string()),
  HtmlBody: z.optional(z.nullable(z.string())),
  TextBody: z.optional(z.nullable(z.string())),
  Tag: z.optional(z.nullable(z.string())),
  Headers: z.optional(
    z
      .array(z.object({ Name: z.string().check(z.maxLength(100)), Value: z.string().check(z.maxLength(2000)) }))
      .check(z.maxLength(50)),
  ),
  MessageStream: z.optional(z.string()),
  Attachments: z.optional(
    z
      .array(
        z.object({
          Name: z.string().check(z.minLength(1), z.maxLength(255)),
          Content: z.string(),
          ContentType: z.string().check(z.minLength(1), z.maxLength(255)),
          ContentID: z.optional(z.nullable(z.string())),
        }),
      )
      .check(z.maxLength(20)),
  ),
})

/** The size of base64 content in bytes, or null when it is not base64 (Postmark refuses such an attachment). */
function decodedSize(content: string): number | null {
  try {
    return atob(content).length
  } catch {
    return null
  }
}

/** The bare address of `Jana Nováková <jana@example.cz>` or `jana@example.cz`, in lower case. */
function recipientOf(to: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(to)?.[1] ?? to).trim().toLowerCase()
  return /^[^\s@,;]+@[^\s@,;]+$/.test(address) ? address : null
}

function invalidRequest(message: string) {
  return { ErrorCode: 300, Message: `Invalid email request: ${message}` }
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const noStore = { 'cache-control': 'no-store' }

export const mailboxSandbox = new Hono<ApiEnv>()
  .post('/email', async function sendEmail(c) {
    if (!equalSecrets(c.req.header('x-postmark-server-token') ?? '', c.env.MAIL_API_TOKEN)) {
      return c.json({ ErrorCode: 10, Message: 'Request does not contain a valid Server token.' }, 401)
    }
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json({ ErrorCode: 402, Message: 'Received invalid JSON input.' }, 422)
    }
    const parsed = message.safeParse(body)
    if (!parsed.success) return c.json(invalidRequest('From and To are required.'), 422)
    const mail = parsed.data
    // the sandbox keeps one recipient per mail; the shop sends each mail to one address
    const recipient = recipientOf(mail.To)
    if (!recipient) return c.json(invalidRequest(`'${mail.To}' is not one valid recipient.`), 422)
    if (!mail.HtmlBody && !mail.TextBody)
      return c.json(invalidRequest('Provide either email TextBody or HtmlBody or both.'), 422)
    const attachments = []
    for (const file of mail.Attachments ?? []) {
      const size = decodedSize(file.Content)
      if (size === null) return c.json(invalidRequest(`Attachment '${file.Name}' content is not base64.`), 422)
      attachments.push({
        name: file.Name,
        contentType: file.ContentType,
        size,
        ...(file.ContentID ? { contentId: file.ContentID } : {}),
      })
    }
    const id = crypto.randomUUID()
    const receivedAt = Date.now()
    await insertSandboxMail(c.env.DB, {
      id,
      from: mail.From,
      to: mail.To,
      recipient,
      subject: mail.Subject ?? '',
      html: mail.HtmlBody ?? null,
      text: mail.TextBody ?? null,
      tag: mail.Tag ?? null,
      headers: Object.fromEntries((mail.Headers ?? []).map((header) => [header.Name, header.Value])),
      attachments,
      receivedAt,
    })
    return c.json({
      To: mail.To,
      SubmittedAt: new Date(receivedAt).toISOString(),
      MessageID: id,
      ErrorCode: 0,
      Message: 'OK',
    })
  })
  .get('/', async function mailbox(c) {
    const to = c.req.query('to')?.trim() ?? ''
    const recipient = to ? (recipientOf(to) ?? to.toLowerCase()) : null
    const mails = await listSandboxMails(c.env.DB, recipient)
    return c.html(mailboxPage(mails, recipient), 200, noStore)
  })
  .get('/latest.json', async function latestMail(c) {
    const recipient = recipientOf(c.req.query('to') ?? '')
    if (!recipient) return c.json({ message: 'Query parameter "to" must be one e-mail address.' }, 400, noStore)
    const wanted = c.req.query('tag')?.trim() || null
    const [mail] = await listSandboxMails(c.env.DB, recipient, 1, wanted)
    if (!mail) return c.json({ message: `No mail for ${recipient}.` }, 404, noStore)
    const { id, from, to, subject, tag, headers, attachments, html, text } = mail
    const receivedAt = new Date(mail.receivedAt).toISOString()
    return c.json(
      {
        id,
        url: `${MAILBOX_PATH}/${id}`,
        from,
        to,
        subject,
        tag,
        headers,
        attachments,
        receivedAt,
        links: linksOf(mail),
        text,
        html,
      },
      200,
      noStore,
    )
  })
  .get('/:id', async function oneMail(c) {
    const id = c.req.param('id')
    const mail = ID.test(id) ? await getSandboxMail(c.env.DB, id) : null
    if (!mail) return c.html(missingMailPage(), 404, noStore)
    return c.html(mailPage(mail), 200, noStore)
  })
