import type { Context } from 'hono'
import type { ClaimDecideBody } from '../../contract/admin/claims'
import type { Violation } from '../../contract/hydra'
import {
  decisionGuard,
  findStaffClaim,
  holdForDecision,
  releaseDecision,
  resolveClaim,
  type StaffClaim,
} from '../db/admin-claims'
import { insertAudit } from '../db/admin-audit'
import { findOrderFacts, type PaymentFacts } from '../db/fulfilment'
import { newTransitionId } from '../db/order-transitions'
import { claimNumber } from '../db/claims'
import { refundPayment } from '../fulfilment'
import { sendQueuedMails } from '../fulfilment/context'
import { NotFoundError, ValidationError } from '../http/errors'
import { prepareMail } from '../mail'
import { ADMIN_BASE, type AdminEnv } from './env'
import { fulfilment } from './orders'

/**
 * A claim's decision by staff (decision 050): accepted with a resolution (a refund through fulfilment) or
 * rejected with a reason, made once under a hold. The routes are api/admin/claims.ts.
 */

export const claimIri = (id: number) => `${ADMIN_BASE}/claim-requests/${id}`

export async function existing<E extends AdminEnv>(c: Context<E>, id: number): Promise<StaffClaim> {
  const claim = await findStaffClaim(c.env.DB, id)
  if (!claim) throw new NotFoundError()
  return claim
}

type DecideInput = ClaimDecideBody

function decisionProblems(input: DecideInput): Violation[] {
  const problems: Violation[] = []
  const reason = input.reason?.trim() ?? ''
  if (input.decision === 'rejected' && reason === '')
    problems.push({ propertyPath: 'reason', message: 'Uveďte důvod zamítnutí.', code: 'reasonRequired' })
  if (input.decision === 'rejected' && (input.resolution || input.refund))
    problems.push({
      propertyPath: 'resolution',
      message: 'Zamítnutá reklamace nemá způsob vyřízení ani vrácení peněz.',
      code: 'resolutionOnRejected',
    })
  if (input.decision === 'accepted' && !input.resolution)
    problems.push({
      propertyPath: 'resolution',
      message: 'Vyberte, jak reklamaci vyřídíte: vrácením peněz, výměnou, nebo opravou.',
      code: 'resolutionRequired',
    })
  if (input.refund && input.resolution !== 'refund')
    problems.push({
      propertyPath: 'refund',
      message: 'Peníze lze vrátit jen s vyřízením „vrácení peněz“.',
      code: 'refundWithoutRefund',
    })
  return problems
}

/** The payment a claim's money goes back through: the order's completed one with the most left to give back. */
function refundablePayment(payments: readonly PaymentFacts[], amount: number): PaymentFacts {
  const paid = payments
    .filter((payment) => payment.state === 'completed' || payment.state === 'refunded')
    .sort((a, b) => b.amount - b.refunded - (a.amount - a.refunded))[0]
  if (!paid)
    throw new ValidationError([
      {
        propertyPath: 'refund.amount',
        message: 'Objednávka nemá žádnou přijatou platbu, ze které by šlo peníze vrátit.',
        code: 'nothingPaid',
      },
    ])
  if (amount > paid.amount - paid.refunded)
    throw new ValidationError([
      { propertyPath: 'refund.amount', message: 'Tolik už vrátit nelze.', code: 'refundTooHigh' },
    ])
  return paid
}

/** Why a claim cannot be decided now: decided already (by whom), or someone is deciding it this moment. */
async function decisionRefusal<E extends AdminEnv>(c: Context<E>, id: number): Promise<never> {
  const now = await existing(c, id)
  if (now.state === 'resolved')
    throw new ValidationError([
      {
        propertyPath: '',
        message: `O reklamaci už bylo rozhodnuto${now.decided_by ? ` (${now.decided_by})` : ''}.`,
        code: 'claimDecided',
      },
    ])
  throw new ValidationError([
    {
      propertyPath: '',
      message: 'O reklamaci právě rozhoduje někdo jiný; za chvíli ji načtěte znovu.',
      code: 'claimBeingDecided',
    },
  ])
}

export async function decide<E extends AdminEnv>(c: Context<E>, id: number, input: DecideInput): Promise<void> {
  const problems = decisionProblems(input)
  if (problems.length > 0) throw new ValidationError(problems)
  const db = c.env.DB
  const claim = await existing(c, id)
  if (claim.state === 'resolved') await decisionRefusal(c, id)
  const refund = input.decision === 'accepted' && input.resolution === 'refund' ? (input.refund ?? null) : null
  const facts = refund ? await findOrderFacts(db, { orderId: claim.order_id }) : null
  const payment = refund ? refundablePayment(facts?.payments ?? [], refund.amount) : null

  const transition = newTransitionId()
  const held = await holdForDecision(db, id, transition, Date.now()).run()
  if (held.meta.changes !== 1) await decisionRefusal(c, id)
  const context = fulfilment(c)
  if (refund && payment) {
    try {
      await refundPayment(context, payment.id, {
        amount: refund.amount,
        reason: `Reklamace ${claimNumber(claim.type, id)}`,
        account: refund.account ?? claim.bank_account,
      })
    } catch (error) {
      // no money moved: the claim stays open for another try
      await releaseDecision(db, id, transition).run()
      throw error
    }
  }
  const reason = input.reason?.trim() || null
  const decision = {
    decision: input.decision,
    resolution: input.decision === 'accepted' ? (input.resolution ?? null) : null,
    reason,
    refundAmount: refund?.amount ?? null,
    decidedBy: c.var.actor,
  }
  const guard = decisionGuard(id, transition)
  const to = claim.order_email
  const results = await db.batch([
    resolveClaim(db, id, transition, decision),
    insertAudit(
      db,
      {
        actor: c.var.actor,
        action: 'update',
        resource: claimIri(id),
        before: { state: claim.state },
        after: { state: 'resolved', ...decision, decidedBy: undefined },
      },
      guard,
    ),
    ...(to
      ? [
          prepareMail(
            c.env,
            {
              to,
              template: 'claim-decision',
              params: {
                type: claim.type,
                number: claimNumber(claim.type, id),
                orderNumber: claim.order_number,
                decision: decision.decision,
                resolution: decision.resolution,
                reason,
                refundAmount: decision.refundAmount,
                link: `${context.origin}/account/complaint`,
              },
            },
            guard,
          ),
        ]
      : []),
  ])
  // the hold ran out while the gateway was asked and someone else decided: say so (the refund stands, audited)
  if (results[0]?.meta.changes !== 1) await decisionRefusal(c, id)
  await sendQueuedMails(context)
}
