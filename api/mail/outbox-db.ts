import * as z from 'zod/mini'

/** The mail outbox in D1 (migration 0008); rows are parsed as they leave. Times in epoch milliseconds. */

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * A file a mail carries, by reference: resolved when the mail is sent (api/mail/attachments.ts). `taxDocument`
 * is an issued invoice's or credit note's source key (`order:{id}`, `refund:{transition}`), whose PDF goes along;
 * `qrPlatba` is an SPD string, whose QR code goes along as an inline image (docs/qr-platba.md); `giftCard` is a
 * voucher's plain code, whose PDF goes along (decision 056).
 */
export type MailAttachmentRef = { taxDocument: string } | { qrPlatba: string } | { giftCard: string }

export type NewOutboxMail = {
  to: string
  template: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments: MailAttachmentRef[]
}

const claimedRow = z.object({
  id: z.number(),
  to_address: z.string(),
  template: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.string(),
  attachments: z.string(),
  attempts: z.number(),
})

const storedHeaders = z.record(z.string(), z.string())
const storedAttachments = z.array(
  z.union([
    z.object({ taxDocument: z.string() }),
    z.object({ qrPlatba: z.string() }),
    z.object({ giftCard: z.string() }),
  ]),
)

export type ClaimedMail = {
  id: number
  to: string
  template: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments: MailAttachmentRef[]
  attempts: number
}

/** A condition of an INSERT: SQL text with its `?` parameters (api/db/sql.ts makes them). */
export type MailCondition = { readonly text: string; readonly params: readonly unknown[] }

/**
 * The INSERT of a mail; with `onlyIf`, the row is inserted only where that condition holds when the statement
 * runs (inside the caller's batch, after the statements it depends on).
 */
export function insertMailStatement(
  db: D1Database,
  mail: NewOutboxMail,
  now: number,
  onlyIf?: MailCondition,
): D1PreparedStatement {
  const values = [
    mail.to,
    mail.template,
    mail.subject,
    mail.html,
    mail.text,
    JSON.stringify(mail.headers),
    JSON.stringify(mail.attachments),
    now,
    now,
  ]
  if (onlyIf) {
    return db
      .prepare(
        `INSERT INTO mail_outbox (to_address, template, subject, html, text, headers, attachments, status, attempts, created_at, next_attempt_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ? WHERE ${onlyIf.text}`,
      )
      .bind(...values, ...onlyIf.params)
  }
  return db
    .prepare(
      `INSERT INTO mail_outbox (to_address, template, subject, html, text, headers, attachments, status, attempts, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)`,
    )
    .bind(...values)
}

/**
 * Takes up to `limit` due mails for one delivery attempt each, in one statement so that two runs at once (the
 * cron and a request's `waitUntil`) never take the same mail: each gets its attempt counted and is held until
 * `leaseUntil`, after which a run that died mid-way is retried. Mails out of attempts whose lease ran out are
 * failed first.
 */
export async function claimDueMails(
  db: D1Database,
  { now, limit, leaseUntil, maxAttempts }: { now: number; limit: number; leaseUntil: number; maxAttempts: number },
): Promise<ClaimedMail[]> {
  const [, claimed] = await db.batch([
    db
      .prepare(
        `UPDATE mail_outbox SET status = 'failed', last_error = COALESCE(last_error, 'delivery attempt interrupted')
         WHERE status = 'queued' AND attempts >= ? AND next_attempt_at <= ?`,
      )
      .bind(maxAttempts, now),
    db
      .prepare(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?
         WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ?
                      ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING id, to_address, template, subject, html, text, headers, attachments, attempts`,
      )
      .bind(leaseUntil, now, limit),
  ])
  const rows = z.array(claimedRow).parse(claimed?.results ?? [])
  return rows
    .map((r) => ({
      id: r.id,
      to: r.to_address,
      template: r.template,
      subject: r.subject,
      html: r.html,
      text: r.text,
      headers: storedHeaders.parse(JSON.parse(r.headers)),
      attachments: storedAttachments.parse(JSON.parse(r.attachments)),
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id)
}

export async function markSent(db: D1Database, id: number, providerMessageId: string, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE mail_outbox SET status = 'sent', sent_at = ?, provider_message_id = ? WHERE id = ? AND status = 'queued'`,
    )
    .bind(now, providerMessageId, id)
    .run()
}

/** After a failed attempt: again at `nextAttemptAt`, or, with `nextAttemptAt` null, given up. */
export async function markAttemptFailed(
  db: D1Database,
  id: number,
  error: string,
  nextAttemptAt: number | null,
): Promise<void> {
  const statement =
    nextAttemptAt === null
      ? db
          .prepare(`UPDATE mail_outbox SET status = 'failed', last_error = ? WHERE id = ? AND status = 'queued'`)
          .bind(error, id)
      : db
          .prepare(`UPDATE mail_outbox SET last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'queued'`)
          .bind(error, nextAttemptAt, id)
  await statement.run()
}

const outboxRow = z.object({
  id: z.number(),
  to_address: z.string(),
  template: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  provider_message_id: z.nullable(z.string()),
  created_at: z.number(),
  sent_at: z.nullable(z.number()),
  next_attempt_at: z.number(),
})

export type OutboxMail = {
  id: number
  to: string
  template: string
  subject: string
  html: string
  text: string
  status: MailStatus
  attempts: number
  lastError: string | null
  providerMessageId: string | null
  createdAt: number
  sentAt: number | null
  nextAttemptAt: number
}

/** The newest mails to an address, newest first (tests and support look-ups). */
export async function listOutboxMails(db: D1Database, to: string, limit = 20): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(`SELECT * FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?`)
    .bind(to, limit)
    .all()
  return z
    .array(outboxRow)
    .parse(results)
    .map((r) => ({
      id: r.id,
      to: r.to_address,
      template: r.template,
      subject: r.subject,
      html: r.html,
      text: r.text,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      providerMessageId: r.provider_message_id,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      nextAttemptAt: r.next_attempt_at,
    }))
}

/** Days a delivered or given-up mail is kept (its body may hold a reset link); then the cron deletes it. */
export const MAIL_RETENTION_DAYS = 30

/** Deletes sent and failed mails older than the retention; returns how many. */
export async function purgeOldMails(db: D1Database, now: number, days = MAIL_RETENTION_DAYS): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND created_at < ? RETURNING id`)
    .bind(now - days * 86_400_000)
    .all()
  return result.results.length
}
