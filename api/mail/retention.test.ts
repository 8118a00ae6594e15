import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/env'
import { insertMailStatement, purgeOldMails } from './outbox-db'

describe('mail retention', () => {
  it('deletes sent and failed mails after 30 days and keeps queued and recent ones', async () => {
    const db = testEnv.DB
    const now = Date.now()
    const old = now - 31 * 86_400_000
    const mail = (to: string) => ({
      to,
      template: 'password-reset',
      subject: 's',
      html: '<p>h</p>',
      text: 't',
      headers: {},
      attachments: [],
    })
    await db.batch([
      insertMailStatement(db, mail('old-sent@example.cz'), old),
      insertMailStatement(db, mail('old-queued@example.cz'), old),
      insertMailStatement(db, mail('new-sent@example.cz'), now),
    ])
    await db
      .prepare(
        `UPDATE mail_outbox SET status = 'sent' WHERE to_address IN ('old-sent@example.cz', 'new-sent@example.cz')`,
      )
      .run()

    expect(await purgeOldMails(db, now)).toBe(1)
    const left = await db
      .prepare('SELECT to_address FROM mail_outbox ORDER BY to_address')
      .all<{ to_address: string }>()
    expect(left.results.map((row) => row.to_address)).toEqual(['new-sent@example.cz', 'old-queued@example.cz'])
  })
})
