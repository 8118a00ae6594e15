/**
 * The checkout's surface for other features: where a placed order stands, so the account's list of orders names
 * each order's state as its page does.
 */
export { currentStep, type OrderProgress, type TimelineStepName } from './order/order-status'
