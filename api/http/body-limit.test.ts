import { describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'
import { MAX_REQUEST_BODY_BYTES } from './body-limit'

const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  Promise.resolve(
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/ld+json', accept: 'application/ld+json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit,
      testEnv,
    ),
  )

/** A body streamed in chunks without a Content-Length, as a chunked upload arrives. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close()
      const chunk = new Uint8Array(Math.min(16 * 1024, left)).fill(0x20)
      left -= chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

describe('request body limit of the API', () => {
  it('refuses a body over the limit on any route with a 413 that says the limit', async () => {
    for (const path of ['/api/v2/shop/orders', '/api/v2/shop/customers', '/api/v2/shop/authentication-token']) {
      const response = await send(path, ' '.repeat(MAX_REQUEST_BODY_BYTES + 1))
      expect(response.status, path).toBe(413)
      expect(await response.json()).toMatchObject({
        '@type': 'hydra:Error',
        'hydra:description': `Request body too large: at most ${MAX_REQUEST_BODY_BYTES} bytes.`,
      })
    }
  })

  it('counts a streamed body without a Content-Length too', async () => {
    const response = await send('/api/v2/shop/orders', streamed(MAX_REQUEST_BODY_BYTES * 4))
    expect(response.status).toBe(413)
  })

  it('lets an ordinary body through', async () => {
    const response = await send('/api/v2/shop/orders', JSON.stringify({ localeCode: 'cs_CZ' }))
    expect(response.status).toBe(201)
  })
})
