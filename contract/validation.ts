import type * as z from 'zod/mini'
import type { Violation } from './hydra'
import { csEngravingMessages, enEngravingMessages } from './engraving-messages'
import { fillTemplate } from './template'

/**
 * Validation messages of the shop in Czech and English: the generic rule set of docs/product.md#validation plus its
 * named messages. One source for the API's violation lists and the storefront's forms. A schema names a
 * message by passing its key as the zod error (`z.string({ error: 'phoneRequired' })`).
 */
const cs = {
  required: 'Toto pole je povinné.',
  email: 'Zadejte platnou e-mailovou adresu.',
  min: 'Zadejte alespoň {{min}} {{min|znak|znaky|znaků}}.',
  max: 'Zadejte nejvýše {{max}} {{max|znak|znaky|znaků}}.',
  length: 'Zadejte přesně {{length}} {{length|znak|znaky|znaků}}.',
  between: 'Hodnota musí být mezi {{min}} a {{max}}.',
  minValue: 'Hodnota musí být alespoň {{min}}.',
  maxValue: 'Hodnota může být nejvýše {{max}}.',
  confirm: 'Zadané hodnoty se neshodují.',
  url: 'Zadejte platnou webovou adresu.',
  number: 'Zadejte celé číslo.',
  matches: 'Hodnota nemá správný formát.',
  is: 'Zadaná hodnota není platná.',
  not: 'Tato hodnota není povolena.',
  accepted: 'Toto pole je třeba zaškrtnout.',
  formIncomplete: 'Pardon, ale ne všechna pole jsou vyplněna správně.',
  phoneRequired: 'Bez telefonního čísla se bohužel neobejdeme.',
  consentRequired: 'Váš souhlas je nezbytný pro další pokračování.',
  messageRequired: 'Nezapomeňte vyplnit svou zprávu.',
  ...csEngravingMessages,
  lettersOnly: 'Zadejte jen písmena.',
  fullNameTooLong: 'Jméno a příjmení mohou mít dohromady nejvýše 35 znaků.',
  phoneFormat: 'Zadejte telefon ve tvaru +420111222333.',
  zipFormat: 'Zadejte PSČ jako 5 číslic, např. 110 00.',
  companyIdInvalid: 'Zadejte platné IČO.',
  vatIdFormat: 'DIČ může obsahovat jen číslice a velká písmena (4 až 20 znaků).',
  countryUnsupported: 'Do této země zatím nedoručujeme.',
  quantityRange: 'Množství musí být mezi 1 a 9999.',
  eventDuplicate: 'Každou událost zadejte jen jednou.',
  priceBelowCurrent: 'Cílová cena musí být nižší než současná cena {{price}}.',
  watchdogFull: 'Hlídat můžete nejvýše {{max}} {{max|produkt|produkty|produktů}}.',
  giftCardWholeCrowns: 'Zadejte částku v celých korunách.',
} as const

const en = {
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  min: 'Please enter at least {{min}} {{min|character|characters|characters}}.',
  max: 'Please enter at most {{max}} {{max|character|characters|characters}}.',
  length: 'Please enter exactly {{length}} {{length|character|characters|characters}}.',
  between: 'The value must be between {{min}} and {{max}}.',
  minValue: 'The value must be at least {{min}}.',
  maxValue: 'The value must be at most {{max}}.',
  confirm: 'The values do not match.',
  url: 'Please enter a valid web address.',
  number: 'Please enter a whole number.',
  matches: 'The value is not in the right format.',
  is: 'The value is not valid.',
  not: 'This value is not allowed.',
  accepted: 'This field must be checked.',
  formIncomplete: 'Sorry, not all fields are filled out correctly.',
  phoneRequired: 'We cannot do without your phone number.',
  consentRequired: 'Your consent is required to continue.',
  messageRequired: 'Do not forget to write your message.',
  ...enEngravingMessages,
  lettersOnly: 'Please use letters only.',
  fullNameTooLong: 'First and last name may have at most 35 characters together.',
  phoneFormat: 'Please enter the phone number like +420111222333.',
  zipFormat: 'Please enter the ZIP as 5 digits, e.g. 110 00.',
  companyIdInvalid: 'Please enter a valid company ID (IČO).',
  vatIdFormat: 'The tax ID may contain only digits and capital letters (4 to 20 characters).',
  countryUnsupported: 'We do not deliver to this country yet.',
  quantityRange: 'Quantity must be between 1 and 9999.',
  eventDuplicate: 'Please give each event only once.',
  priceBelowCurrent: 'The target price must be below the current price {{price}}.',
  watchdogFull: 'You can watch at most {{max}} {{max|product|products|products}}.',
  giftCardWholeCrowns: 'Please enter the amount in whole crowns.',
} as const satisfies Record<keyof typeof cs, string>

/** The messages of the storefront's forms: the server's dictionary, and the browser's once a form loads (src/lib/forms). */
export const csValidationMessages = cs
export const enValidationMessages = en
/**
 * Every message, for the API's violations: looked up in both tables, so that no module-level merge keeps them
 * (and the English texts) in the browser's bundle.
 */
export const validationMessages = { cs, en } as const

/**
 * Rules whose messages live apart, with the forms that use them (contract/validation-claims.ts; the API
 * registers them, the forms' chunks add them to the page's texts): only their names are in every page's bundle.
 * Decision 026.
 */
export const CLAIM_RULES = [
  'orderNumberDigits',
  'reasonRequired',
  'itemsRequired',
  'bankAccountFormat',
  'orderNotFound',
  'attachmentsMax',
  'attachmentTooLarge',
  'attachmentType',
] as const
export type ClaimRule = (typeof CLAIM_RULES)[number]
const registered: Record<ValidationLanguage, Partial<Record<ClaimRule, string>>> = { cs: {}, en: {} }

/** Adds the messages of rules kept apart (CLAIM_RULES) for the API's violations. */
export function registerValidationMessages(language: ValidationLanguage, messages: Record<ClaimRule, string>): void {
  Object.assign(registered[language], messages)
}

export type ValidationLanguage = keyof typeof validationMessages
export type ValidationRule = keyof (typeof validationMessages)['cs'] | ClaimRule

type Issue = z.core.$ZodIssue

function isRule(value: string): value is ValidationRule {
  // the Czech table only: reading validationMessages would keep the English texts in the browser bundle
  return Object.hasOwn(cs, value) || (CLAIM_RULES as readonly string[]).includes(value)
}

/** The rule and its parameters behind a zod issue. */
export function ruleOf(issue: Issue): { rule: ValidationRule; params: Record<string, string | number> } {
  if (issue.message && isRule(issue.message)) return { rule: issue.message, params: {} }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return { rule: 'required', params: {} }
      return { rule: issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'is', params: {} }
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { rule: 'required', params: {} }
      if (issue.origin === 'number' || issue.origin === 'int')
        return { rule: 'minValue', params: { min: Number(issue.minimum) } }
      return { rule: 'min', params: { min: Number(issue.minimum) } }
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int')
        return { rule: 'maxValue', params: { max: Number(issue.maximum) } }
      return { rule: 'max', params: { max: Number(issue.maximum) } }
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'email', params: {} }
      if (issue.format === 'url') return { rule: 'url', params: {} }
      return { rule: 'matches', params: {} }
    case 'not_multiple_of':
      return { rule: 'number', params: {} }
    case 'invalid_value':
    case 'invalid_union':
      return { rule: 'is', params: {} }
    default:
      return { rule: 'is', params: {} }
  }
}

export function formatMessage(
  rule: ValidationRule,
  params: Record<string, string | number>,
  language: ValidationLanguage,
): string {
  const text = Object.hasOwn(validationMessages[language], rule)
    ? validationMessages[language][rule as keyof typeof cs]
    : (registered[language][rule as ClaimRule] ?? rule)
  return fillTemplate(text, params)
}

/** `billingAddress.firstName`, `items[0].quantity`: Symfony's property paths. */
export function propertyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`
    return acc ? `${acc}.${String(key)}` : String(key)
  }, '')
}

export function toViolations(issues: readonly Issue[], language: ValidationLanguage): Violation[] {
  return issues.map((issue) => {
    const { rule, params } = ruleOf(issue)
    return { propertyPath: propertyPath(issue.path), message: formatMessage(rule, params, language), code: rule }
  })
}
