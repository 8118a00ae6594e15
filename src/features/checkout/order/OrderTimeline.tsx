import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { timelineSteps } from './order-status'

/** created → paid → processing → dispatched → delivered, or what was reached and then "cancelled". */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT()
  return (
    <ol className="order-timeline" aria-label={t('order.timeline.label')}>
      {timelineSteps(order).map((step) => (
        <li
          key={step.name}
          className={`order-timeline__step order-timeline__step--${step.status} order-timeline__step--${step.name}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="order-timeline__label">{t(`order.timeline.${step.name}`)}</span>
          {step.status === 'todo' ? <span className="visually-hidden">{t('order.timeline.todo')}</span> : null}
        </li>
      ))}
    </ol>
  )
}
