import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { jsonLd } from './respond'

const contextParams = z.object({ type: z.string() })

/**
 * The JSON-LD context documents that `@context` points at. Clients never need them; one minimal document
 * serves every type.
 */
export const contexts = new Hono<ApiEnv>().get('/:type', valid('param', contextParams), function getContext(c) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(c.req.valid('param').type)) throw new NotFoundError()
  c.header('cache-control', 'public, max-age=86400')
  return jsonLd(c, {
    '@context': { '@vocab': '/api/v2/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' },
  })
})
