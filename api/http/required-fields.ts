import { createMiddleware } from 'hono/factory'

/**
 * A body without fields the command cannot be made without is not denormalisable: Sylius answers 400 for it, and
 * 422 only for a value that breaks a rule (decision 033). Its answer is not a hydra error but the
 * `{code, message}` of its command normaliser (Sylius 2.0's add_item_with_missing_fields.json), in the request's
 * JSON-LD content type. Runs before the validator, which then reports what is wrong with the values; a body that
 * is not a JSON object is left to it.
 */
export function requireFields(...names: string[]) {
  return createMiddleware(async function requiredFields(c, next) {
    const body: unknown = await c.req.json().catch(() => null)
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const missing = names.filter((name) => (body as Record<string, unknown>)[name] === undefined)
      if (missing.length > 0) {
        const message = `Request does not have the following required fields specified: ${missing.join(', ')}.`
        return new Response(JSON.stringify({ code: 400, message }), {
          status: 400,
          headers: { 'content-type': 'application/ld+json; charset=utf-8' },
        })
      }
    }
    await next()
  })
}
