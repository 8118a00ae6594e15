/**
 * The engraving's validation messages (rules of contract/engraving.ts), part of contract/validation.ts's tables and
 * apart from them: the product page shows these and carries no other validation message
 * (docs/decisions/021-first-load-javascript.md).
 */
export const csEngravingMessages = {
  textTooLong: 'Text je příliš dlouhý',
  engravingCharacters: 'Text obsahuje znaky, které nelze vygravírovat (např. emoji).',
  engravingNotOffered: 'Tento produkt gravírování nenabízí.',
} as const

export const enEngravingMessages = {
  textTooLong: 'The text is too long',
  engravingCharacters: 'The text contains characters that cannot be engraved (e.g. emoji).',
  engravingNotOffered: 'This product cannot be engraved.',
} as const satisfies Record<keyof typeof csEngravingMessages, string>
