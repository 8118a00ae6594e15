import { describe, expect, it } from 'vitest'
import { LOCAL_HOST_HEADER, withLocalHost } from './local-host'
import { createTestStorefront } from './test/storefront'

describe('the local server behind a port the Fetch standard calls bad', () => {
  it('answers pages, the API, feeds and the admin host with the port in the URL, never a 5xx', async () => {
    const shop = createTestStorefront()
    for (const origin of [
      'http://127.0.0.1:6000',
      'http://localhost:1',
      'http://127.0.0.1:5060',
      'http://[::1]:10080',
    ]) {
      for (const path of ['/', '/kategorie/rum', '/robots.txt', '/api/v2/shop/products', '/media/x.svg']) {
        const response = await shop.request(`${origin}${path}`)
        expect([origin, path, response.status < 500]).toEqual([origin, path, true])
      }
      const add = await shop.request(`${origin}/api/v2/shop/orders`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      })
      expect([origin, add.status]).toEqual([origin, 200])
    }
    const admin = await shop.request('http://admin.localhost:6000/api/v2/admin/orders')
    expect(admin.status).toBeLessThan(500)
  })

  it("puts the Host the browser sent back into the URL, locally only, and drops the guard's header", async () => {
    const request = new Request('http://127.0.0.1/kosik?x=1', {
      method: 'POST',
      headers: { [LOCAL_HOST_HEADER]: '127.0.0.1:6000', origin: 'http://127.0.0.1:6000' },
      body: 'a=1',
    })
    const restored = withLocalHost(request, 'local')
    expect(restored.url).toBe('http://127.0.0.1:6000/kosik?x=1')
    expect(restored.headers.get(LOCAL_HOST_HEADER)).toBeNull()
    expect(restored.headers.get('origin')).toBe('http://127.0.0.1:6000')
    expect(await restored.text()).toBe('a=1')
    for (const environment of ['production', 'staging', undefined]) {
      const sent = new Request('https://www.drinkarna.cz/', { headers: { [LOCAL_HOST_HEADER]: 'evil.example:6000' } })
      expect(withLocalHost(sent, environment).url).toBe('https://www.drinkarna.cz/')
    }
    for (const junk of ['evil.example/x:1', 'a@b:6000', 'x', '']) {
      const sent = new Request('http://127.0.0.1/', { headers: { [LOCAL_HOST_HEADER]: junk } })
      expect(withLocalHost(sent, 'local').url, junk).toBe('http://127.0.0.1/')
    }
  })
})
