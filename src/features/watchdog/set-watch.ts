import type { WatchdogEventInput, WatchdogEventType } from '../../../contract/watchdog'
import type { WatchdogState } from './watchdog.store'

/**
 * Turns one event of a variant on or off, keeping its other event: a variant has one entry (POST adds it, PUT
 * changes its events); with no event left the entry is removed. The other event is sent as it is (a target
 * price only while it is still below the current price), and the API re-arms it.
 */
export function setWatch(list: WatchdogState, code: string, type: WatchdogEventType, watch: boolean): Promise<boolean> {
  const entry = list.entries[code]
  const others: WatchdogEventInput[] = (entry?.events ?? [])
    .filter((event) => event.type !== type)
    .map((event) =>
      event.price !== null && event.price < entry!.productVariant.price
        ? { type: event.type, price: event.price }
        : { type: event.type },
    )
  if (watch) return entry ? list.update(code, [...others, { type }]) : list.add(code, [{ type }])
  if (!entry) return Promise.resolve(true)
  return others.length > 0 ? list.update(code, others) : list.remove(code)
}
