import { t } from '../lib/texts'

/** An order's, payment's or shipment's state in words (texts `states.<kind>.<state>`), coloured by kind of state. */
export function StateBadge({ kind, state }: { kind: 'order' | 'payment' | 'shipping'; state: string }) {
  return <span className={`badge badge--${state}`}>{t(`states.${kind}.${state}`)}</span>
}
