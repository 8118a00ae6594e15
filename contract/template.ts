/**
 * The one template syntax of texts, in the storefront (src/lib/i18n.ts, through rosetta) and in the API's
 * violations (contract/validation.ts): `{{name}}` is the value; `{{name|one|few|many}}` is the noun that agrees
 * with the number `name` by the Czech plural rules (`{{min}} {{min|znak|znaky|znaků}}`: 1 znak, 2 znaky, 5 znaků).
 * The plural rules are written by hand rather than with Intl.PluralRules so workerd and every browser print the
 * same words (hydration).
 */
export type PluralForm = 'one' | 'few' | 'many'

/**
 * CLDR's Czech categories (Intl.PluralRules('cs')) for the whole numbers the shop counts: one for 1, few for 2–4,
 * other for 0 and 5+, here called `many` as the grammars do (položek, znaků).
 */
export function countForm(count: number): PluralForm {
  const abs = Math.abs(count)
  if (abs === 1) return 'one'
  return abs >= 2 && abs <= 4 ? 'few' : 'many'
}

const FORMS: Record<PluralForm, number> = { one: 1, few: 2, many: 3 }

/**
 * What a placeholder's name stands for: `name` is the parameter's value; `name|one|few|many` the form agreeing
 * with the number `name`. Undefined when the parameter is missing (the placeholder then leaves nothing). rosetta's
 * interpolation asks the parameters for the name between the braces (src/lib/i18n.ts), so this is the one layer
 * the plural forms add to it.
 */
export function placeholderValue(name: string, params: Record<string, unknown>): unknown {
  const parts = name.split('|')
  const value = params[parts[0]!.trim()]
  return parts.length === 4 && value !== undefined ? parts[FORMS[countForm(Number(value))]] : value
}

const PLACEHOLDER = /\{\{\s*([\w.]+\s*(?:\|[^|}]*\|[^|}]*\|[^|}]*)?)\}\}/g

/** The API's texts (violation messages), which have no rosetta: every placeholder filled, a missing one left empty. */
export function fillTemplate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(PLACEHOLDER, (_, name: string) => String(placeholderValue(name.trim(), params) ?? ''))
}
