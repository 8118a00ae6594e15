import { type BoundFieldProps, FieldLabel, FieldMessage } from './FormField'

/**
 * A select bound like `form.field(name)`; the first option, value "", is the prompt ("choose…" in a form, "any" in
 * the console's list filters). `name` defaults to the id.
 */
export function SelectField(
  props: Omit<BoundFieldProps, 'name'> & {
    name?: string
    prompt: string
    options: ReadonlyArray<{ value: string; label: string }>
  },
) {
  const { id, name = id, label, value, error, required, prompt, options, onValue, onBlur } = props
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  )
}
