import type { ClaimRule } from './validation'

/**
 * Validation messages of the contact, complaint and return forms (decision 026), apart from the shared table in
 * contract/validation.ts: that one rides in every page's bundle (src/lib/i18n.ts), these only in the forms'
 * chunks (src/features/claims/texts.ts gives them to the page's texts) and in the API (api/resources/claims.ts
 * registers them for its violations: contract/ is declared free of side effects, vite.config.ts). Only the rule
 * names are in every bundle.
 */

export const claimValidationCs = {
  orderNumberDigits: 'Číslo objednávky může obsahovat jen číslice.',
  reasonRequired: 'Vyberte důvod reklamace.',
  itemsRequired: 'Vyberte alespoň jednu položku, kterou vracíte.',
  bankAccountFormat: 'Zadejte číslo účtu ve tvaru 19-2000145399/0800 nebo IBAN.',
  orderNotFound: 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím číslo objednávky i e-mail.',
  attachmentsMax: 'Přiložit můžete nejvýše {{max}} {{max|soubor|soubory|souborů}}.',
  attachmentTooLarge: 'Soubor {{name}} je větší než {{max}} MB.',
  attachmentType: 'Soubor {{name}} není fotografie (JPEG, PNG, WebP, HEIC) ani PDF.',
} as const satisfies Record<ClaimRule, string>

export const claimValidationEn = {
  orderNumberDigits: 'The order number may contain digits only.',
  reasonRequired: 'Please choose the reason of the complaint.',
  itemsRequired: 'Please choose at least one item you are returning.',
  bankAccountFormat: 'Please enter the account like 19-2000145399/0800 or an IBAN.',
  orderNotFound: 'We found no order with this number and e-mail. Please check both.',
  attachmentsMax: 'You can attach at most {{max}} {{max|file|files|files}}.',
  attachmentTooLarge: 'The file {{name}} is larger than {{max}} MB.',
  attachmentType: 'The file {{name}} is neither a photo (JPEG, PNG, WebP, HEIC) nor a PDF.',
} as const satisfies Record<ClaimRule, string>
