/** The account's surface for other features (the claims and the watch list list orders and dates as it does). */
export { createAccountApi } from './account.api'
export { formatOrderDay } from './order-date'
