import type { ReactNode } from 'react'

export { CheckboxField, TextField } from '../../components/ui/FormField'

/** A message about the whole form (a refused login, a failed request), announced when it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
