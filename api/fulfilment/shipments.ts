import { insertAudit } from '../db/admin-audit'
import {
  claimShipment,
  collectCashOnDelivery,
  findOrderFacts,
  handoverColumns,
  moveShipment,
  type OrderFacts,
  parcelColumns,
  refuseParcel,
  releaseShipment,
  sellStockOnDispatch,
  type ShipmentFacts,
  type ShipmentMove,
  transitionGuard,
} from '../db/fulfilment'
import { newTransitionId, transitioned } from '../db/order-transitions'
import { NotFoundError } from '../http/errors'
import { type Carrier, CarrierError } from '../shipping/carrier'
import { carrierFor } from '../shipping/registry'
import { type FulfilmentContext, sendQueuedMails } from './context'
import { cancellationCreditNote } from './cancel-credit-note'
import { parcelRequest } from './parcel-request'
import { type Dispatch, whenCancelled, whenDelivered, whenReadyForPickup, whenShipped } from './effects'
import { collectsOnDelivery, refuse, SHIPMENT_FROM, type ShipmentStep, shipmentRefusal } from './rules'

/**
 * A shipment's way out of the shop (docs/decisions/044-fulfilment.md): expedition, dispatch (a parcel created
 * through the method's carrier, docs/decisions/060-carrier-port.md; a courier's tracking number; or "ready for
 * pickup" in the shop), delivery or the parcel refused, and the hand-over in the shop with the age check. Each
 * step is one guarded batch.
 */

const shipmentIri = (id: number) => `/api/v2/admin/shipments/${id}`
const SYSTEM = new Set(['system', 'gateway', 'carrier', 'customer'])

type Found = { facts: OrderFacts; shipment: ShipmentFacts }

async function find(context: FulfilmentContext, shipmentId: number): Promise<Found> {
  const facts = await findOrderFacts(context.env.DB, { shipmentId })
  if (!facts?.shipment || facts.shipment.id !== shipmentId) throw new NotFoundError()
  return { facts, shipment: facts.shipment }
}

function check({ facts, shipment }: Found, step: ShipmentStep): void {
  const refused = shipmentRefusal(facts, shipment, step)
  if (refused) refuse(refused)
}

/** Runs a move with its extra statements; when it lost a race, refuses with what the order looks like now. */
async function run(
  context: FulfilmentContext,
  found: Found,
  step: ShipmentStep,
  move: ShipmentMove,
  extra: D1PreparedStatement[],
): Promise<boolean> {
  const db = context.env.DB
  const guard = transitionGuard(found.facts.id, move.transition)
  const audit = SYSTEM.has(context.actor)
    ? []
    : [
        insertAudit(
          db,
          {
            actor: context.actor,
            action: 'update',
            resource: shipmentIri(found.shipment.id),
            before: { state: found.shipment.state },
            after: { state: move.to },
          },
          guard,
        ),
      ]
  const results = await db.batch([...moveShipment(db, move), ...extra, ...audit])
  if (transitioned(results)) return true
  const now = await find(context, found.shipment.id)
  refuse(
    shipmentRefusal(now.facts, now.shipment, step) ?? {
      propertyPath: '',
      message: 'Zásilka se mezitím změnila; načtěte objednávku znovu.',
      code: 'conflict',
    },
  )
}

function base(context: FulfilmentContext, found: Found, step: ShipmentStep, to: string, name: string): ShipmentMove {
  return {
    orderId: found.facts.id,
    shipmentId: found.shipment.id,
    transition: newTransitionId(),
    name,
    actor: context.actor,
    from: SHIPMENT_FROM[step],
    to,
  }
}

/** Waiting for expedition (e.g. goods to come), or ready for it (packed): the order is progressing. */
export async function toExpedition(
  context: FulfilmentContext,
  shipmentId: number,
  step: 'wait_for_expedition' | 'ready_for_expedition',
): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, step)
  const to = step === 'wait_for_expedition' ? 'waiting_for_expedition' : 'ready_for_expedition'
  const move = {
    ...base(context, found, step, to, `shipment.${step}`),
    orderState: 'progressing' as const,
    requirePaid: step === 'ready_for_expedition',
  }
  await run(context, found, step, move, [])
}

/**
 * Dispatch. A method with a carrier (api/shipping/registry.ts): the parcel is created at the carrier (pickup
 * point or address, cash on delivery = the order's total for dobírka, value, weight, the age check for any
 * order with alcohol) under a claim on the shipment, so two staff never create two parcels; its id, barcode and
 * tracking link are stored. Without a carrier: a courier's `trackingCode` is required; shop pickup becomes ready
 * for pickup.
 */
export async function ship(
  context: FulfilmentContext,
  shipmentId: number,
  input: { trackingCode?: string | null },
): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, 'ship')
  const { facts, shipment } = found
  if (shipment.kind === 'shop') {
    const move = {
      ...base(context, found, 'ship', 'ready_for_pickup', 'shipment.ready_for_pickup'),
      orderState: 'progressing' as const,
      requirePaid: true,
    }
    await run(
      context,
      found,
      'ship',
      move,
      whenReadyForPickup(context, facts, transitionGuard(facts.id, move.transition)),
    )
    await sendQueuedMails(context)
    return
  }
  const cod = collectsOnDelivery(facts) ? facts.total : null
  const carrier = carrierFor(context.env, shipment.method_code)
  if (carrier) {
    await shipParcel(context, found, carrier, cod)
  } else if (shipment.kind === 'pickup_point') {
    // a pickup point is the carrier's: without one configured for the method nobody can take the parcel
    refuse({
      propertyPath: '',
      message: 'Způsob dopravy nemá nastaveného dopravce (SHIPPING_CARRIERS); zásilku nejde vytvořit.',
      code: 'carrierNotConfigured',
    })
  } else {
    const trackingCode = input.trackingCode?.trim()
    if (!trackingCode)
      refuse({ propertyPath: 'trackingCode', message: 'Zadejte číslo zásilky od kurýra.', code: 'trackingCodeMissing' })
    const move = {
      ...base(context, found, 'ship', 'shipped', 'shipment.ship'),
      orderState: 'progressing' as const,
      requirePaid: true,
    }
    const dispatch: Dispatch = {
      carrier: 'kurýr',
      trackingUrl: null,
      trackingNumber: trackingCode,
      pickupPoint: null,
      cashOnDelivery: cod,
    }
    await run(
      context,
      found,
      'ship',
      { ...move, set: parcelColumns({ trackingNumber: trackingCode }), detail: { trackingNumber: trackingCode } },
      [
        ...sellStockOnDispatch(context.env.DB, facts.id, move.transition),
        ...(await whenShipped(context, facts, dispatch, transitionGuard(facts.id, move.transition))),
      ],
    )
  }
  await sendQueuedMails(context)
}

async function shipParcel(context: FulfilmentContext, found: Found, carrier: Carrier, cod: number | null) {
  const { facts, shipment } = found
  const db = context.env.DB
  const move = {
    ...base(context, found, 'ship', 'shipped', 'shipment.ship'),
    orderState: 'progressing' as const,
    requirePaid: true,
  }
  if (!(await claimShipment(db, shipment.id, move.transition, SHIPMENT_FROM.ship))) {
    const now = await find(context, shipment.id)
    refuse(
      shipmentRefusal(now.facts, now.shipment, 'ship') ?? {
        propertyPath: '',
        message: 'Zásilku právě odesílá někdo jiný.',
        code: 'shipmentClaimed',
      },
    )
  }
  const notReady = carrier.notReady()
  if (notReady) {
    await releaseShipment(db, shipment.id, move.transition)
    refuse({ propertyPath: '', message: notReady, code: 'carrierNotConfigured' })
  }
  let parcel
  try {
    parcel = await carrier.createParcel(parcelRequest(facts, cod))
  } catch (error) {
    await releaseShipment(db, shipment.id, move.transition)
    if (!(error instanceof CarrierError)) throw error
    console.error(
      JSON.stringify({ level: 'error', msg: 'carrier refused a parcel', order: facts.number, error: error.message }),
    )
    refuse({
      propertyPath: '',
      message: `Dopravce ${carrier.name} zásilku nepřijal (${error.fault ?? 'nedostupný'}); nic nebylo odesláno.`,
      code: 'carrierRefused',
    })
  }
  const dispatch: Dispatch = {
    carrier: carrier.name,
    trackingUrl: parcel.trackingUrl,
    trackingNumber: parcel.trackingNumber,
    pickupPoint: shipment.branch_name,
    cashOnDelivery: cod,
  }
  const guard = transitionGuard(facts.id, move.transition)
  const columns = parcelColumns({
    parcelId: parcel.id,
    barcode: parcel.barcode,
    trackingUrl: parcel.trackingUrl ?? undefined,
  })
  const detail = {
    carrier: carrier.code,
    parcelId: parcel.id,
    barcode: parcel.barcode,
    cod,
    ageCheck: facts.alcohol === 1,
  }
  try {
    await run(context, found, 'ship', { ...move, claim: move.transition, set: columns, detail }, [
      ...sellStockOnDispatch(db, facts.id, move.transition),
      ...(await whenShipped(context, facts, dispatch, guard)),
    ])
  } catch (error) {
    // the order changed meanwhile (cancelled): the parcel must not travel
    await carrier.cancel(parcel.id).catch(() => undefined)
    await releaseShipment(db, shipment.id, move.transition)
    throw error
  }
}

/** Shop pickup handed over; for alcohol only with the buyer's age checked, which is recorded with who checked. */
export async function pickUp(
  context: FulfilmentContext,
  shipmentId: number,
  input: { ageChecked?: boolean },
): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, 'pick_up')
  if (found.facts.alcohol === 1 && input.ageChecked !== true) {
    refuse({
      propertyPath: 'ageChecked',
      message: 'Objednávka obsahuje alkohol: potvrďte, že jste při předání ověřili věk zákazníka (18+).',
      code: 'ageNotChecked',
    })
  }
  const move = { ...base(context, found, 'pick_up', 'delivered', 'shipment.pick_up'), orderState: 'fulfilled' as const }
  const handover = { by: context.actor, ageChecked: input.ageChecked === true }
  await run(
    context,
    found,
    'pick_up',
    { ...move, set: handoverColumns(handover), detail: { ageChecked: handover.ageChecked } },
    [
      ...collectCashOnDelivery(context.env.DB, found.facts.id, move.transition),
      // paid at the counter: the goods leave now (a paid order's stock was sold with the payment; no-op then)
      ...sellStockOnDispatch(context.env.DB, found.facts.id, move.transition),
      ...(await whenDelivered(context, found.facts, true, transitionGuard(found.facts.id, move.transition))),
    ],
  )
  await sendQueuedMails(context)
}

/** A carrier's parcel arrived at its pickup point (the carrier's status; it tells the customer itself). */
export async function arrive(context: FulfilmentContext, shipmentId: number): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, 'arrive')
  await run(context, found, 'arrive', base(context, found, 'arrive', 'ready_for_pickup', 'shipment.arrive'), [])
}

/** The parcel reached its buyer (the carrier's status, or staff for a courier): fulfilled, cash on delivery collected. */
export async function deliver(context: FulfilmentContext, shipmentId: number): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, 'deliver')
  const move = { ...base(context, found, 'deliver', 'delivered', 'shipment.deliver'), orderState: 'fulfilled' as const }
  await run(context, found, 'deliver', { ...move, set: handoverColumns({}) }, [
    ...collectCashOnDelivery(context.env.DB, found.facts.id, move.transition),
    ...(await whenDelivered(context, found.facts, false, transitionGuard(found.facts.id, move.transition))),
  ])
  await sendQueuedMails(context)
}

export const REFUSED_REASON = 'Zásilka nebyla převzata a vrátila se k nám.'

/**
 * The parcel came back refused: the order is cancelled with the reason, its stock back on hand, and its invoice
 * (issued at dispatch) reversed by the same credit note as a staff cancellation's (decision 056).
 */
export async function refuseShipment(
  context: FulfilmentContext,
  shipmentId: number,
  reason = REFUSED_REASON,
): Promise<void> {
  const found = await find(context, shipmentId)
  check(found, 'refuse')
  const db = context.env.DB
  const transition = newTransitionId()
  const guard = transitionGuard(found.facts.id, transition)
  const paid = found.facts.payments.filter((payment) => payment.state === 'completed')
  const refund = paid.length === 0 ? 'none' : paid.some((payment) => payment.gateway !== null) ? 'card' : 'transfer'
  const audit = SYSTEM.has(context.actor)
    ? []
    : [
        insertAudit(
          db,
          {
            actor: context.actor,
            action: 'update',
            resource: shipmentIri(shipmentId),
            before: { state: found.shipment.state },
            after: { state: 'refused' },
          },
          guard,
        ),
      ]
  const creditNote = await cancellationCreditNote(context, found.facts, reason, guard)
  const results = await db.batch([
    ...refuseParcel(db, found.facts.id, shipmentId, transition, { actor: context.actor, reason }),
    ...whenCancelled(context, found.facts, { reason, refund }, guard),
    ...creditNote,
    ...audit,
  ])
  if (!transitioned(results)) {
    const now = await find(context, shipmentId)
    refuse(
      shipmentRefusal(now.facts, now.shipment, 'refuse') ?? {
        propertyPath: '',
        message: 'Zásilka se mezitím změnila.',
        code: 'conflict',
      },
    )
  }
  await sendQueuedMails(context)
}

/** The carrier's label of a shipped parcel, as PDF. */
export async function shipmentLabel(context: FulfilmentContext, shipmentId: number): Promise<Uint8Array> {
  const { shipment } = await find(context, shipmentId)
  const carrier = carrierFor(context.env, shipment.method_code)
  if (!shipment.parcel_id || !carrier)
    refuse({
      propertyPath: '',
      message: 'Zásilka nemá štítek: štítek má jen zásilka odeslaná přes dopravce.',
      code: 'noLabel',
    })
  try {
    return await carrier.label(shipment.parcel_id)
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error
    refuse({
      propertyPath: '',
      message: `Dopravce ${carrier.name} štítek teď nevydal; zkuste to prosím znovu.`,
      code: 'carrierUnavailable',
    })
  }
}
