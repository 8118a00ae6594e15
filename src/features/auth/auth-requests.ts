import type { ApiClient } from '../../lib/api/client'

/** The popup's calls that change no session (registration, password reset); in the popup's chunk only. */
export type RegistrationPayload = {
  firstName: string
  lastName: string
  email: string
  password: string
  subscribedToNewsletter?: boolean
}

export type PasswordPayload = { newPassword: string; confirmNewPassword: string }

export function createAuthRequests(api: ApiClient) {
  return {
    /** 204 also for an e-mail already registered (no account enumeration); the address gets a mail either way. */
    register(payload: RegistrationPayload): Promise<unknown> {
      return api.post('/customers', { body: payload })
    },
    /** 202 always: whether the e-mail has an account is not told. */
    requestPasswordReset(email: string): Promise<unknown> {
      return api.post('/reset-password-requests', { body: { email } })
    },
    /** 202, or 404 when the token was used or has expired. */
    resetPassword(token: string, payload: PasswordPayload): Promise<unknown> {
      return api.patch(`/reset-password-requests/${encodeURIComponent(token)}`, { body: payload })
    },
  }
}
export type AuthRequests = ReturnType<typeof createAuthRequests>
