import { FieldLabel } from '../../src/components/ui/FormField'

/** A labelled select beside the shared text fields of src/components/ui/FormField.tsx; "" is "any". */
export function SelectField({
  id,
  label,
  value,
  options,
  anyLabel,
  onValue,
}: {
  id: string
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  anyLabel: string
  onValue: (value: string) => void
}) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} />
      <select
        id={id}
        name={id}
        className="field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
