import { createMiddleware } from 'hono/factory'
import { hydraErrorResponse } from '../../contract/hydra'

/**
 * A body without fields the command cannot be made without is not denormalisable: Sylius (API Platform) answers 400
 * for it, and 422 only for a value that breaks a rule (issue 13, contract fidelity). Runs before the validator, which
 * then reports what is wrong with the values; a body that is not a JSON object is left to it.
 */
export function requireFields(...names: string[]) {
  return createMiddleware(async function requiredFields(c, next) {
    const body: unknown = await c.req.json().catch(() => null)
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const missing = names.filter((name) => (body as Record<string, unknown>)[name] === undefined)
      if (missing.length > 0) return hydraErrorResponse(400, `Request does not have the following required fields specified: ${missing.join(', ')}.`)
    }
    await next()
  })
}
