import { describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { send } from '../test/checkout-fixtures'
import { adminOrder, violations } from '../test/fulfilment-fixtures'
import { mailsTo } from '../test/sql'
import { auditOf, complained, decide, get, paid } from '../test/staff-claims'

/** The staff's decision on a complaint or return and taking it into work (api/admin/claim-decision.ts, decision 050). */

// every test first places an order through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

describe('the decision: PATCH /claim-requests/{id}/decide', () => {
  it('needs a reason to reject and a resolution to accept (Czech violations), and nothing changes', async () => {
    const { id } = await complained('rules')
    const noReason = await decide(id, { decision: 'rejected', reason: '  ' })
    expect(noReason.status).toBe(422)
    expect(await violations(noReason)).toEqual([
      expect.objectContaining({ propertyPath: 'reason', message: 'Uveďte důvod zamítnutí.' }),
    ])
    const noResolution = await decide(id, { decision: 'accepted' })
    expect(await violations(noResolution)).toEqual([expect.objectContaining({ propertyPath: 'resolution' })])
    const refundOnRepair = await decide(id, { decision: 'accepted', resolution: 'repair', refund: { amount: 100 } })
    expect(await violations(refundOnRepair)).toEqual([expect.objectContaining({ propertyPath: 'refund' })])
    expect((await decide(id, { decision: 'maybe' })).status).toBe(422)
    expect((await get(id)).state).toBe('new')
  })

  it('rejects with a reason: resolved, audited, the customer mailed and shown the decision', async () => {
    const { email, auth, id } = await complained('reject')
    const response = await decide(id, { decision: 'rejected', reason: 'Láhev byla rozbitá až po převzetí.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      state: 'resolved',
      decision: 'rejected',
      resolution: null,
      decisionReason: 'Láhev byla rozbitá až po převzetí.',
      decidedBy: 'ops',
    })
    const mail = (await mailsTo(email)).find((m) => m.template === 'claim-decision')
    expect(mail?.subject).toMatch(/^Zamítli jsme Vaši reklamaci č\. R\d{6} – Drinkárna$/)
    expect(mail?.text).toContain('Důvod: Láhev byla rozbitá až po převzetí.')
    expect(await auditOf(`/api/v2/admin/claim-requests/${id}`)).toEqual([
      expect.objectContaining({ actor: 'ops', action: 'update' }),
    ])
    const mine = await (
      await send('GET', `/claim-requests/${id}`, undefined, auth)
    ).json<{ state: string; decision: unknown }>()
    expect(mine).toMatchObject({
      state: 'resolved',
      decision: { decision: 'rejected', resolution: null, reason: 'Láhev byla rozbitá až po převzetí.' },
    })
    // decided is decided
    const again = await decide(id, { decision: 'accepted', resolution: 'repair' })
    expect(again.status).toBe(422)
    expect(await violations(again)).toEqual([
      expect.objectContaining({ message: 'O reklamaci už bylo rozhodnuto (ops).', code: 'claimDecided' }),
    ])
  })

  it('accepts with a refund through the order’s payment: the money goes back once, the claim is resolved', async () => {
    const { email, order, id } = await complained('refund')
    const payment = await paid(order.token)
    const response = await decide(id, {
      decision: 'accepted',
      resolution: 'refund',
      refund: { amount: 8_000, account: '19-2000145399/0800' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      state: 'resolved',
      decision: 'accepted',
      resolution: 'refund',
      refundAmount: 8_000,
    })
    const after = await adminOrder(order.token)
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 8_000, method: 'bank_transfer' })])
    expect(after.paymentState).toBe('partially_refunded')
    const templates = (await mailsTo(email)).map((m) => m.template)
    expect(templates).toContain('order-refunded')
    expect(templates).toContain('claim-decision')
    expect(payment.amount).toBeGreaterThan(8_000)
  })

  it('refuses a refund over what was paid, or of an unpaid order, and leaves the claim open to decide again', async () => {
    const unpaid = await complained('unpaid')
    const none = await decide(unpaid.id, {
      decision: 'accepted',
      resolution: 'refund',
      refund: { amount: 100, account: '19-2000145399/0800' },
    })
    expect(await violations(none)).toEqual([
      expect.objectContaining({ propertyPath: 'refund.amount', code: 'nothingPaid' }),
    ])

    const { order, id } = await complained('too-much')
    const payment = await paid(order.token)
    const tooMuch = await decide(id, {
      decision: 'accepted',
      resolution: 'refund',
      refund: { amount: payment.amount + 1, account: '19-2000145399/0800' },
    })
    expect(tooMuch.status).toBe(422)
    expect(await violations(tooMuch)).toEqual([expect.objectContaining({ message: 'Tolik už vrátit nelze.' })])
    expect((await get(id)).state).toBe('new')
    // recorded without money through the shop (paid in the shop's till, say)
    expect((await decide(id, { decision: 'accepted', resolution: 'refund' })).status).toBe(200)
    expect((await adminOrder(order.token)).refunds).toEqual([])
  })

  it('decides once when two staff decide at once: one result, the other a Czech 422, one refund', async () => {
    const { order, id } = await complained('race')
    await paid(order.token)
    const body = {
      decision: 'accepted',
      resolution: 'refund',
      refund: { amount: 5_000, account: '19-2000145399/0800' },
    }
    const answers = await Promise.all([
      decide(id, body),
      decide(id, { decision: 'rejected', reason: 'Pozdě.' }),
      decide(id, body),
    ])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 422, 422])
    for (const answer of answers.filter((a) => a.status === 422)) {
      const [problem] = await violations(answer)
      expect(['claimDecided', 'claimBeingDecided']).toContain(problem?.code)
    }
    expect(await auditOf(`/api/v2/admin/claim-requests/${id}`)).toHaveLength(1)
    const refunds = (await adminOrder(order.token)).refunds
    const claim = await get(id)
    expect(refunds).toHaveLength(claim.decision === 'accepted' ? 1 : 0)
  })
})

describe('taking a claim into work: PATCH /claim-requests/{id}/start', () => {
  it('moves a new claim to in progress once, audited; again it says why not', async () => {
    const { id } = await complained('start')
    const started = await admin('PATCH', `/claim-requests/${id}/start`)
    expect(started.status).toBe(200)
    expect(await started.json()).toMatchObject({ state: 'in_progress' })
    const again = await admin('PATCH', `/claim-requests/${id}/start`)
    expect(again.status).toBe(422)
    expect(await violations(again)).toEqual([expect.objectContaining({ message: 'Reklamace se už řeší.' })])
    expect(await auditOf(`/api/v2/admin/claim-requests/${id}`)).toHaveLength(1)
  })
})
