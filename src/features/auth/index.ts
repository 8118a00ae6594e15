/**
 * The session's public surface for other features (shell, account, watch list). The store is created per
 * request with the other services (`services.auth`); components read it with `useAuth(selector)`.
 */
export type { AuthSnapshot, AuthState, LoginResult, SessionListener } from './auth.store'
export { useAuth } from './use-auth'
export { AccountMenu } from './AccountMenu'
export { default as authCssUrl } from './auth.css?url'
