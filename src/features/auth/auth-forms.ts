import './texts'
import * as z from 'zod/mini'
import { loginInput, registrationInput, resetConfirmInput, resetRequestInput } from '../../../contract/account'
import { email } from '../../../contract/checkout'

/**
 * The popup's forms checked before anything is sent, with the contract's schemas (the same ones the API
 * validates with), tightened where the form asks for more: a login and a reset request need a valid e-mail.
 * zod lives here, in the popup's lazily loaded chunk only (decision 009).
 */
export const loginForm = z.extend(loginInput, { email })
export const registrationForm = registrationInput
export const resetRequestForm = z.extend(resetRequestInput, { email })
export const newPasswordForm = resetConfirmInput

export type LoginValues = { email: string; password: string }
export type RegistrationValues = {
  firstName: string
  lastName: string
  email: string
  password: string
  subscribedToNewsletter: boolean
}
export type NewPasswordValues = { newPassword: string; confirmNewPassword: string }
