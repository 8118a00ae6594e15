import type { ComponentType } from 'react'
import { ClaimsQueuePanel } from '../claims'
import { OrderQueuePanel, type OrderQueue } from './OrderQueuePanel'

/**
 * The panels of today's queue, top to bottom (decision 049): the orders' queues, then the complaints and returns
 * waiting for a decision with their legal deadline. Another screen's queue adds its panel here.
 */
const orderPanel = (queue: OrderQueue): ComponentType => {
  const Panel = () => <OrderQueuePanel queue={queue} />
  Panel.displayName = `OrderQueuePanel(${queue})`
  return Panel
}

export const QUEUE_PANELS: ReadonlyArray<{ id: string; Panel: ComponentType }> = [
  { id: 'toPay', Panel: orderPanel('toPay') },
  { id: 'toPack', Panel: orderPanel('toPack') },
  { id: 'toHandToCarrier', Panel: orderPanel('toHandToCarrier') },
  { id: 'toHandToCourier', Panel: orderPanel('toHandToCourier') },
  { id: 'readyForPickup', Panel: orderPanel('readyForPickup') },
  { id: 'claims', Panel: ClaimsQueuePanel },
]
