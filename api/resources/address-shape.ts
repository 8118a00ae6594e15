/**
 * The keys a Sylius 2 Address always has (its expected-response files), null when empty: a client written for
 * Sylius reads `provinceCode` or `company` without checking that they exist (decision 033). The shop has no
 * provinces; it keeps its own extra keys (companyId, vatId, the address book's flags).
 */
const SYLIUS_ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'company',
  'countryCode',
  'provinceCode',
  'provinceName',
  'street',
  'city',
  'postcode',
] as const

export function withSyliusAddressKeys<T extends Record<string, unknown>>(
  address: T,
): T & Record<(typeof SYLIUS_ADDRESS_KEYS)[number], unknown> {
  const filled: Record<string, unknown> = {}
  for (const key of SYLIUS_ADDRESS_KEYS) filled[key] = address[key] ?? null
  return { ...address, ...filled } as T & Record<(typeof SYLIUS_ADDRESS_KEYS)[number], unknown>
}
