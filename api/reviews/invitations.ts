import type { Bindings } from '../env'
import { findDueInvitations, markInvited } from '../db/reviews'
import { shopOrigin } from '../fulfilment/context'
import { deliverOutbox, prepareMail } from '../mail'
import { signReviewLink } from './review-links'

/**
 * The review invitation (decision 061): some days after an order was delivered or picked up (REVIEW_INVITATION_DAYS,
 * 7 unless set), one mail with a signed link per line not yet reviewed, only to a customer who consented (at
 * checkout or in the account). Run by the cron; once per order however many sweeps overlap: the order is marked
 * invited in the mail's own batch, and the mail is queued only where that mark was this sweep's.
 */
export const DEFAULT_INVITATION_DAYS = 7
const BATCH = 50

export function invitationDays(env: Pick<Bindings, 'REVIEW_INVITATION_DAYS'>): number {
  const days = Number(env.REVIEW_INVITATION_DAYS ?? '')
  return env.REVIEW_INVITATION_DAYS && Number.isInteger(days) && days >= 0 && days <= 365
    ? days
    : DEFAULT_INVITATION_DAYS
}

/** Queues the due invitations and sends them; resolves with how many were queued. Never throws (cron). */
export async function sweepReviewInvitations(env: Bindings): Promise<number> {
  try {
    const due = await findDueInvitations(env.DB, invitationDays(env), BATCH)
    if (due.length === 0) return 0
    const origin = shopOrigin(env)
    let queued = 0
    for (const order of due) {
      const lines = await Promise.all(
        order.lines.map(async (line) => ({
          productName: line.name,
          link: `${origin}/hodnoceni?reviewToken=${encodeURIComponent(await signReviewLink(env.JWT_SECRET, line.id))}`,
        })),
      )
      const [marked] = await env.DB.batch([
        markInvited(env.DB, order.orderId),
        prepareMail(
          env,
          {
            to: order.email,
            template: 'review-invitation',
            params: { orderNumber: order.orderNumber, lines, settingsLink: `${origin}/account/settings` },
          },
          { text: 'changes() = 1', params: [] },
        ),
      ])
      if (marked?.meta.changes === 1) queued += 1
    }
    if (queued > 0) await deliverOutbox(env)
    return queued
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'review invitations failed', error: String(error) }))
    return 0
  }
}
