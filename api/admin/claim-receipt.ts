import type { Context } from 'hono'
import type { ClaimReceiveBody } from '../../contract/admin/claims'
import type { Violation } from '../../contract/hydra'
import { insertAudit } from '../db/admin-audit'
import type { StaffClaim } from '../db/admin-claims'
import { receivedGuard, receiveReturn, returnedItemStatements } from '../db/claim-returns'
import { newTransitionId } from '../db/order-transitions'
import { ValidationError } from '../http/errors'
import { claimIri, existing } from './claim-decision'
import type { AdminEnv } from './env'

/**
 * A return's goods received (decision 050): staff mark which lines came back, how many pieces and in what state;
 * resellable pieces go back in stock (`on_hand`), damaged ones do not. Once per return, whoever presses: the
 * claim's receipt is the batch's first, conditional statement and guards the lines, the stock and the audit.
 * The refund is a separate step (the order's refund by line), within the return's 14 days.
 */

function receiptProblems(claim: StaffClaim, body: ClaimReceiveBody): Violation[] {
  if (claim.type !== 'return')
    return [
      { propertyPath: '', message: 'Vrácené zboží se zaznamenává jen u odstoupení od smlouvy.', code: 'notReturn' },
    ]
  const problems: Violation[] = []
  const taken = new Map<number, number>()
  for (const [index, line] of body.lines.entries()) {
    const item = claim.items.find((candidate) => candidate.id === line.orderItem)
    if (!item) {
      problems.push({
        propertyPath: `lines[${index}].orderItem`,
        message: 'Tato položka v objednávce není.',
        code: 'returnLineUnknown',
      })
      continue
    }
    const count = (taken.get(item.id) ?? 0) + line.quantity
    taken.set(item.id, count)
    if (count > item.quantity)
      problems.push({
        propertyPath: `lines[${index}].quantity`,
        message: `${item.product_name}: vrátit lze nejvýše ${item.quantity} ks.`,
        code: 'returnQuantityTooHigh',
      })
  }
  return problems
}

export async function receiveReturnedGoods<E extends AdminEnv>(
  c: Context<E>,
  id: number,
  body: ClaimReceiveBody,
): Promise<void> {
  const claim = await existing(c, id)
  const problems = receiptProblems(claim, body)
  if (problems.length > 0) throw new ValidationError(problems)
  const db = c.env.DB
  const transition = newTransitionId()
  const guard = receivedGuard(id, transition)
  const [received] = await db.batch([
    receiveReturn(db, id, c.var.actor, transition),
    ...body.lines.flatMap((line) => returnedItemStatements(db, id, line, guard)),
    insertAudit(
      db,
      { actor: c.var.actor, action: 'create', resource: `${claimIri(id)}/receive`, before: null, after: body },
      guard,
    ),
  ])
  if (received?.meta.changes !== 1)
    throw new ValidationError([
      { propertyPath: '', message: 'Vrácené zboží už je u této reklamace zaznamenané.', code: 'returnReceived' },
    ])
}
