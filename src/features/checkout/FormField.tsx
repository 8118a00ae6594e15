import type { ComponentProps, ReactNode } from 'react'
import { CheckboxField as Checkbox, FieldMessage, TextField as SharedTextField } from '../../components/ui/FormField'
import { type FieldName, fieldId } from './checkout-form'

/** The shared form controls keyed by the checkout's field names (ids from `fieldId`, so focus and messages match). */
type TextFieldProps = Omit<ComponentProps<typeof SharedTextField>, 'id' | 'name'> & { name: FieldName }

export function TextField({ name, ...props }: TextFieldProps) {
  return <SharedTextField id={fieldId(name)} name={name} {...props} />
}

export function FieldError({ name, error }: { name: FieldName; error?: string }) {
  return <FieldMessage id={fieldId(name)} error={error} />
}

type CheckboxProps = {
  name: string
  label: ReactNode
  checked: boolean
  onChecked: (checked: boolean) => void
  /** A checkbox that carries a message of its own (the consent). */
  field?: FieldName
  error?: string
}

export function CheckboxField({ name, field, error, ...props }: CheckboxProps) {
  return (
    <Checkbox
      id={field ? fieldId(field) : `checkout-${name}`}
      name={name}
      error={field ? error : undefined}
      {...props}
    />
  )
}
