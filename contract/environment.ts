/**
 * The deployment kinds the workers know. Only these two may run development aids (sandboxes, the API-base
 * override, uncompressed HTML); any other value of ENVIRONMENT, a missing or misspelt one included, is
 * production, so a forgotten setting fails safe.
 */
const NON_PRODUCTION = ['local', 'staging'] as const

export function isProductionEnvironment(environment: string | undefined): boolean {
  return !(NON_PRODUCTION as readonly string[]).includes(environment ?? '')
}
