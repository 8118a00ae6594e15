import * as z from 'zod/mini'

/** The sandbox mailbox's mails in D1 (migration 0008); rows are parsed as they leave. */

export type SandboxMail = {
  id: string
  from: string
  to: string
  recipient: string
  subject: string
  html: string | null
  text: string | null
  tag: string | null
  headers: Record<string, string>
  /** What came attached: the file's name, type and size in bytes (the bytes are not kept). */
  attachments: SandboxAttachment[]
  receivedAt: number
}

/** `contentId`: an inline image's Content-ID (`cid:…`), as Postmark takes it. */
export type SandboxAttachment = { name: string; contentType: string; size: number; contentId?: string }

const row = z.object({
  id: z.string(),
  from_address: z.string(),
  to_address: z.string(),
  recipient: z.string(),
  subject: z.string(),
  html: z.nullable(z.string()),
  text: z.nullable(z.string()),
  tag: z.nullable(z.string()),
  headers: z.string(),
  attachments: z.string(),
  received_at: z.number(),
})

const storedHeaders = z.record(z.string(), z.string())
const storedAttachments = z.array(
  z.object({ name: z.string(), contentType: z.string(), size: z.number(), contentId: z.optional(z.string()) }),
)

function fromRow(data: unknown): SandboxMail {
  const r = row.parse(data)
  return {
    id: r.id,
    from: r.from_address,
    to: r.to_address,
    recipient: r.recipient,
    subject: r.subject,
    html: r.html,
    text: r.text,
    tag: r.tag,
    headers: storedHeaders.parse(JSON.parse(r.headers)),
    attachments: storedAttachments.parse(JSON.parse(r.attachments)),
    receivedAt: r.received_at,
  }
}

export async function insertSandboxMail(db: D1Database, mail: SandboxMail): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sandbox_mailbox (id, from_address, to_address, recipient, subject, html, text, tag, headers, attachments, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      mail.id,
      mail.from,
      mail.to,
      mail.recipient,
      mail.subject,
      mail.html,
      mail.text,
      mail.tag,
      JSON.stringify(mail.headers),
      JSON.stringify(mail.attachments),
      mail.receivedAt,
    )
    .run()
}

// rowid breaks ties between mails received in the same millisecond: the later insert is the newer mail
const NEWEST_FIRST = 'ORDER BY received_at DESC, rowid DESC'

/**
 * Newest first; only those to `recipient` when given (a bare address in lower case), and of that `tag` (the
 * shop's template) when given: mails of one event are sent at once, so "the newest" alone may be either.
 */
export async function listSandboxMails(
  db: D1Database,
  recipient: string | null,
  limit = 100,
  tag: string | null = null,
): Promise<SandboxMail[]> {
  const statement = recipient
    ? tag
      ? db
          .prepare(`SELECT * FROM sandbox_mailbox WHERE recipient = ? AND tag = ? ${NEWEST_FIRST} LIMIT ?`)
          .bind(recipient, tag, limit)
      : db.prepare(`SELECT * FROM sandbox_mailbox WHERE recipient = ? ${NEWEST_FIRST} LIMIT ?`).bind(recipient, limit)
    : db.prepare(`SELECT * FROM sandbox_mailbox ${NEWEST_FIRST} LIMIT ?`).bind(limit)
  const { results } = await statement.all()
  return results.map(fromRow)
}

export async function getSandboxMail(db: D1Database, id: string): Promise<SandboxMail | null> {
  const found = await db.prepare('SELECT * FROM sandbox_mailbox WHERE id = ?').bind(id).first()
  return found ? fromRow(found) : null
}
