import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { hydraErrorResponse } from '../contract/hydra'
import { loggablePath } from '../contract/request-log'
import type { StorefrontEnv } from './env'

const PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Zpět na úvodní stránku</a></p></body></html>`

/**
 * The storefront's one error handler. API paths answer like the API does (hydra:Error); pages get a plain
 * Czech page. Unknown errors are logged with the request id and never leak their details.
 */
export function handleError(error: Error, c: Context<StorefrontEnv>): Response {
  const status = error instanceof HTTPException ? error.status : error.name === 'TimeoutError' ? 504 : 500
  if (status >= 500) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'unhandled',
        requestId: c.var.requestId,
        path: loggablePath(new URL(c.req.url)),
        error: String(error.stack ?? error),
      }),
    )
  }
  const path = new URL(c.req.url).pathname
  if (path.startsWith('/api/') || path.startsWith('/media/')) {
    const description = status === 504 ? 'Gateway Timeout' : status >= 500 ? 'Bad Gateway' : error.message
    return hydraErrorResponse(status >= 500 ? (status === 504 ? 504 : 502) : status, description)
  }
  return c.html(
    PAGE('Něco se nepovedlo', 'Omlouváme se, stránku se teď nepodařilo zobrazit. Zkuste to prosím za chvíli znovu.'),
    status >= 500 ? 500 : (status as 400),
  )
}
