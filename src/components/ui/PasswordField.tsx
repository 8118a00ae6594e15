import { type BoundFieldProps, TextField } from './FormField'

/**
 * A password, the one way the shop asks for it: `current` for signing in or confirming a change (the browser
 * offers the saved one), otherwise a new password (the browser may suggest a strong one).
 */
export function PasswordField({ current, ...field }: BoundFieldProps & { hint?: string; current?: boolean }) {
  return <TextField {...field} type="password" autoComplete={current ? 'current-password' : 'new-password'} />
}
