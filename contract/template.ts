/**
 * The one way texts take their parameters, in the storefront (src/lib/i18n.ts) and in the API's violations
 * (contract/validation.ts): `{{name}}` is the value; `{{name|one|few|many}}` is the noun that agrees with the
 * number `name` by the Czech plural rules (`{{min}} {{min|znak|znaky|znaků}}`: 1 znak, 2 znaky, 5 znaků).
 * By hand rather than with Intl.PluralRules so workerd and every browser print the same words (hydration).
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

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:\|([^|}]*)\|([^|}]*)\|([^|}]*))?\}\}/g

export function fillTemplate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(PLACEHOLDER, (_, name: string, one?: string, few?: string, many?: string) => {
    const value = params[name]
    if (value === undefined) return '' // a missing parameter leaves no braces in the page
    if (one === undefined) return String(value)
    const forms = { one, few, many } as Record<PluralForm, string>
    return forms[countForm(Number(value))]
  })
}
