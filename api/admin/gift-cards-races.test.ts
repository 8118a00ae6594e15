import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminGiftCard } from '../../contract/admin/gift-cards'
import { formatGiftCardCode } from '../../contract/gift-cards'
import { violationsOf } from '../test/checkout-fixtures'
import { adminEnv } from '../test/admin-client'
import { asPerson } from '../test/admin-roles'
import { gatedDb } from '../test/gated-db'
import { addGiftCard, addVoucherCatalogue } from '../test/gift-card-fixtures'
import { row } from '../test/sql'
import { testEnv } from '../test/env'
import { adminGiftCards } from './gift-cards'

vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

const boss = asPerson(adminGiftCards, { actor: 'jana', role: 'admin' })

/** A manual issue as the console sends it: one Idempotency-Key per opened form, the same on every retry. */
function issue(key: string, body: Record<string, unknown>, env = adminEnv) {
  return boss('POST', '/gift-cards', body, { headers: { 'idempotency-key': key }, env })
}

async function issuedWith(note: string) {
  const cards = await row(testEnv.DB, 'SELECT code FROM gift_cards WHERE note = ?', note).all<{ code: string }>()
  const audits = await row(
    testEnv.DB,
    `SELECT count(*) AS n FROM admin_audit WHERE action = 'create' AND after_json LIKE ?`,
    `%${note}%`,
  ).first<{ n: number }>()
  const mails = await row(
    testEnv.DB,
    `SELECT count(*) AS n FROM mail_outbox WHERE template = 'gift-cards' AND to_address = ?`,
    `${note}@example.cz`,
  ).first<{ n: number }>()
  return { cards: cards.results.length, audits: audits!.n, mails: mails!.n }
}

const fresh = () => `bar-${crypto.randomUUID().slice(0, 8)}`

describe('a voucher issued by hand, submitted twice (decision 056)', () => {
  it('issues one voucher for a repeated submit with the same key and answers both with its code', async () => {
    const key = crypto.randomUUID()
    const note = fresh()
    const body = { amount: 50_000, note, email: `${note}@example.cz` }
    const first = await issue(key, body)
    expect(first.status).toBe(201)
    const again = await issue(key, body)
    expect(again.status).toBe(200)
    const [one, two] = [adminGiftCard.parse(await first.json()), adminGiftCard.parse(await again.json())]
    expect(two.code).toBe(one.code)
    expect(await issuedWith(note)).toEqual({ cards: 1, audits: 1, mails: 1 })
  })

  it('issues one voucher when two submits with one key arrive at once', async () => {
    const key = crypto.randomUUID()
    const note = fresh()
    const body = { amount: 70_000, note, email: `${note}@example.cz` }
    // the first submit has checked the key and is late with its write; the second one lands meanwhile
    const gate = gatedDb(/INSERT INTO gift_cards/, 'before')
    const late = issue(key, body, { ...adminEnv, DB: gate.env.DB })
    await gate.reached
    const early = await issue(key, body)
    gate.release()
    const answers = [early, await late]
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    const codes = await Promise.all(answers.map(async (answer) => adminGiftCard.parse(await answer.json()).code))
    expect(codes[1]).toBe(codes[0])
    expect(await issuedWith(note)).toEqual({ cards: 1, audits: 1, mails: 1 })
  })

  it('refuses the same key with another amount in Czech and issues nothing more', async () => {
    const key = crypto.randomUUID()
    const note = fresh()
    expect((await issue(key, { amount: 50_000, note })).status).toBe(201)
    const other = await issue(key, { amount: 60_000, note })
    expect(other.status).toBe(422)
    expect(await violationsOf(other)).toEqual([
      expect.objectContaining({
        propertyPath: 'amount',
        message: 'Tímto formulářem už byl vydán poukaz na jinou částku. Pro další poukaz otevřete formulář znovu.',
      }),
    ])
    expect((await issuedWith(note)).cards).toBe(1)
  })

  it('refuses an empty or oversized key (hostile input) with a 4xx and issues nothing', async () => {
    for (const key of ['', 'k'.repeat(256)]) {
      const note = fresh()
      const response = await issue(key, { amount: 50_000, note, email: `${note}@example.cz` })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await issuedWith(note)).toEqual({ cards: 0, audits: 0, mails: 0 })
    }
  })

  it('issues a new voucher for every submit without a key, as API clients did before', async () => {
    const note = fresh()
    expect((await boss('POST', '/gift-cards', { amount: 10_000, note })).status).toBe(201)
    expect((await boss('POST', '/gift-cards', { amount: 10_000, note })).status).toBe(201)
    expect((await issuedWith(note)).cards).toBe(2)
  })
})

describe('a voucher voided twice at once (decision 056)', () => {
  it('voids it once, audits it once, and tells the second request in Czech that it is already void', async () => {
    const code = await addGiftCard(30_000)
    // the first void has read the voucher as active and is late with its write; the second one lands meanwhile
    const gate = gatedDb(/UPDATE gift_cards SET voided_at/, 'before')
    const late = boss(
      'PATCH',
      `/gift-cards/${code}/void`,
      { reason: 'Ztracený' },
      { env: { ...adminEnv, DB: gate.env.DB } },
    )
    await gate.reached
    const early = await boss('PATCH', `/gift-cards/${code}/void`, { reason: 'Ukradený' })
    gate.release()
    const second = await late
    expect(early.status).toBe(200)
    expect(second.status).toBe(422)
    expect(await violationsOf(second)).toEqual([
      expect.objectContaining({ message: 'Dárkový poukaz už je zneplatněný.' }),
    ])
    const audits = await row(
      testEnv.DB,
      `SELECT count(*) AS n FROM admin_audit WHERE resource = ? AND action = 'update'`,
      `/api/v2/admin/gift-cards/${formatGiftCardCode(code)}`,
    ).first<{ n: number }>()
    expect(audits!.n).toBe(1)
    const card = await row(testEnv.DB, 'SELECT void_reason FROM gift_cards WHERE code = ?', code).first()
    expect(card).toEqual({ void_reason: 'Ukradený' })
  })
})
