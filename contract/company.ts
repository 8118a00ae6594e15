import * as z from 'zod/mini'

/**
 * A company as the checkout fills it in from the Czech business register ARES (`GET /companies/{ico}`, decision
 * 031), and the IČO rule the form and the API share.
 */

/** The Czech IČO: 8 digits, the last a checksum with weights 8..2 on the first seven (docs/czech-commerce.md#ico-dic-ares). */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i)
  const mod = sum % 11
  const check = mod === 0 ? 1 : mod === 1 ? 0 : 11 - mod
  return check === Number(value[7])
}

/** What the shopper typed, without the spaces people put in ("270 74 358"); the form looks up only a valid one. */
export function normalizeIco(value: string): string {
  return value.replace(/\s/g, '')
}

/** A company's registered name, DIČ and seat; a part ARES does not have is null (a sole trader without a DIČ). */
export const company = z.object({
  '@id': z.string(),
  '@type': z.literal('Company'),
  companyId: z.string(),
  name: z.string(),
  vatId: z.nullable(z.string()),
  street: z.nullable(z.string()),
  city: z.nullable(z.string()),
  /** 5 digits without a space (`18600`). */
  postcode: z.nullable(z.string()),
})
export type Company = z.infer<typeof company>
