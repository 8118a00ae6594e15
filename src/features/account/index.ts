/** The account's surface for other features (the claims list orders as it does). */
export { createAccountApi } from './account.api'
