/** Query parameters that links in e-mails carry back to the shop (docs/product.md#notices, docs/product.md#errors). */
export const RETURN_PARAMS = ['userRegistered', 'newsletterRegistered', 'passwordRecovery', 'tokenValid'] as const

/** Whether the address carries any: every page asks, and only then loads what handles them (return-params.ts). */
export function hasReturnParams(search: URLSearchParams): boolean {
  return RETURN_PARAMS.some((name) => search.has(name))
}
