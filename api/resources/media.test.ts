import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'
import { mediaUrl } from './media'

beforeAll(async () => {
  await testEnv.MEDIA.put('products/rum-a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
    httpMetadata: { contentType: 'image/jpeg' },
  })
})

function getMedia(path: string, headers: Record<string, string> = {}) {
  return Promise.resolve(app.request(path, { headers }, testEnv))
}

describe('GET /media/*', () => {
  it('serves the stored object with its content type, ETag and a day of caching', async () => {
    const response = await getMedia('/media/products/rum-a.jpg')

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))
  })

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const etag = (await getMedia('/media/products/rum-a.jpg')).headers.get('etag') ?? ''

    const response = await getMedia('/media/products/rum-a.jpg', { 'if-none-match': etag })

    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe(etag)
    expect(await response.text()).toBe('')
  })

  it('serves the object again when If-None-Match carries another ETag', async () => {
    expect((await getMedia('/media/products/rum-a.jpg', { 'if-none-match': '"stale"' })).status).toBe(200)
  })

  it('answers a plain-text 404 for a missing object', async () => {
    const response = await getMedia('/media/products/nope.jpg')

    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('Not Found')
  })

  it('serves an SVG sandboxed: no scripts, no loads, no sniffing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
    await testEnv.MEDIA.put('products/evil.svg', svg, { httpMetadata: { contentType: 'image/svg+xml' } })

    const response = await getMedia('/media/products/evil.svg')

    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers 404, not a 500, for a key longer than the bucket takes', async () => {
    for (const path of [`/media/${'a'.repeat(3000)}`, `/media/${'%C5%BE'.repeat(600)}`]) {
      const response = await getMedia(path)
      expect(response.status).toBe(404)
    }
  })

  it('refuses keys that climb out of the media folder', async () => {
    const response = await getMedia('/media/products/..%2F..%2Fsecret')

    expect(response.status).toBe(400)
  })
})

describe('mediaUrl', () => {
  it('puts the public media prefix before /media/ and leaves absolute URLs alone', () => {
    expect(mediaUrl('', 'products/a.jpg')).toBe('/media/products/a.jpg')
    expect(mediaUrl('https://cdn.example.cz/', '/products/a.jpg')).toBe('https://cdn.example.cz/media/products/a.jpg')
    expect(mediaUrl('', 'https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg')
  })
})
