import { describe, expect, it } from 'vitest'
import { CLAIM_BODY_MAX_BYTES } from '../contract/claim-limits'
import { MAX_API_BODY_BYTES } from './request-body'
import { createTestStorefront } from './test/storefront'

const OWN = { origin: 'https://shop.example.cz', 'content-type': 'application/ld+json' }

/** A body streamed in chunks without a Content-Length, telling how much of it was read. */
function streamedBody(bytes: number) {
  let left = bytes
  const seen = { read: 0, done: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) {
        seen.done = true
        return controller.close()
      }
      const chunk = new Uint8Array(Math.min(8 * 1024, left)).fill(0x20)
      left -= chunk.byteLength
      seen.read += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, seen }
}

describe('request body limits of the storefront', () => {
  it('refuses an API call whose body is over the limit with a 413 that says the limit, before the API sees it', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: OWN,
      body: ' '.repeat(MAX_API_BODY_BYTES + 1),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': `Request body too large: at most ${MAX_API_BODY_BYTES} bytes.`,
    })
    expect(shop.calls).toHaveLength(0)
  })

  it('passes the one upload, a complaint with its attachments, up to its own larger limit (decision 026)', async () => {
    const shop = createTestStorefront()
    const body = ' '.repeat(MAX_API_BODY_BYTES * 4)
    const passed = await shop.request('/api/v2/shop/claim-requests', { method: 'POST', headers: OWN, body })
    expect(passed.status).not.toBe(413)
    expect(shop.calls).toHaveLength(1)
    const refused = await shop.request('/api/v2/shop/claim-requests', {
      method: 'POST',
      headers: OWN,
      body: ' '.repeat(CLAIM_BODY_MAX_BYTES + 1),
    })
    expect(refused.status).toBe(413)
    expect(shop.calls).toHaveLength(1)
  })

  it('counts a streamed body without a Content-Length', async () => {
    const shop = createTestStorefront()
    const { stream } = streamedBody(MAX_API_BODY_BYTES * 3)
    const response = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: OWN,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(shop.calls).toHaveLength(0)
  })

  it('passes a body within the limit on', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: OWN,
      body: JSON.stringify({ localeCode: 'cs_CZ' }),
    })
    expect(response.status).toBe(200)
    expect(await shop.calls[0]!.text()).toBe('{"localeCode":"cs_CZ"}')
  })

  it('refuses an oversized client error report with a 413 that says the limit', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/_errors', {
      method: 'POST',
      headers: OWN,
      body: JSON.stringify({ message: 'x'.repeat(9000) }),
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('at most 8192 bytes')
  })
})

describe('bodies refused as too large', () => {
  it('are read to the end on the local server, however large, so the connection they came on stays usable', async () => {
    // workerd closes a connection whose request body was left unread; the local server's pool would hand it to the next request
    const cases = [
      { path: '/api/v2/shop/orders', bytes: 3 * 1024 * 1024 },
      { path: '/api/v2/shop/claim-requests', bytes: CLAIM_BODY_MAX_BYTES + 2 * 1024 * 1024 },
      { path: '/_errors', bytes: 2 * 1024 * 1024 },
    ]
    for (const { path, bytes } of cases) {
      const { stream, seen } = streamedBody(bytes)
      const shop = createTestStorefront()
      const response = await shop.request(path, {
        method: 'POST',
        headers: OWN,
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(413)
      expect(seen, path).toEqual({ read: bytes, done: true })
    }
  })

  it('are cut off after 1 MiB on Cloudflare, where nothing is pooled and the platform ends the upload', async () => {
    const { stream, seen } = streamedBody(8 * 1024 * 1024)
    const shop = createTestStorefront({ environment: 'staging' })
    const response = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: OWN,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(seen.done).toBe(false)
    expect(seen.read).toBeLessThan(2 * 1024 * 1024)
  })
})

describe('writes refused early (docs/security.md, hole 12)', () => {
  it('read their body away before the answer goes out, whoever answered without reading it', async () => {
    const cases = [
      { path: '/api/v2/shop/orders', origin: 'https://evil.example', status: 403 },
      { path: '/kategorie/rum', origin: 'https://evil.example', status: 403 },
      // a page path answers without reading a body (Start's 406 in production, the stand-in renderer here)
      { path: '/kategorie/rum', origin: OWN.origin, status: 200 },
    ]
    for (const { path, origin, status } of cases) {
      const { stream, seen } = streamedBody(32 * 1024)
      const shop = createTestStorefront()
      const response = await shop.request(path, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(status)
      expect(seen, `${origin}${path}`).toEqual({ read: 32 * 1024, done: true })
    }
  })
})
