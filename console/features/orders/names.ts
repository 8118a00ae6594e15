import { t } from '../../lib/texts'

/** Known words of the API's order records said in Czech; anything else (a staff member's name) as it is. */
function named(group: string, known: readonly string[], value: string): string {
  return known.includes(value) ? t(`${group}.${value}`) : value
}

/** Who made a step: the customer, the system, the gateway, the carrier, or a staff member by name. */
export const actorName = (actor: string) => named('actors', ['customer', 'system', 'gateway', 'carrier'], actor)

/** How the customer proved their age (`bankid` is Bank iD). */
export const ageMethodName = (method: string) => named('order.ageMethods', ['bankid'], method)
