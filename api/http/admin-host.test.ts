import { describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'

/** The admin API's own host (decision 029): nothing but /api/v2/admin answers there. */
const env = { ...testEnv, ADMIN_HOST: 'admin.drinkarna.cz', ADMIN_API_TOKEN: `ops:${'a'.repeat(40)}` }
const bearer = { authorization: `Bearer ${'a'.repeat(40)}` }

describe('ADMIN_HOST', () => {
  it('serves the admin API there, and the shop API, media and sandboxes not at all', async () => {
    const admin = await app.request('https://admin.drinkarna.cz/api/v2/admin/redirects', { headers: bearer }, env)
    expect(admin.status).toBe(200)
    for (const path of [
      '/api/v2/shop/taxons',
      '/api/v2/shop/orders',
      '/media/products/x.svg',
      '/sandbox/mailbox',
      '/api/v2/administrator',
      '/',
    ]) {
      const response = await app.request(`https://ADMIN.drinkarna.cz${path}`, {}, env)
      expect(response.status, path).toBe(404)
    }
  })

  it('leaves every other host as it was: the storefront reaches the shop API through its binding', async () => {
    expect((await app.request('https://www.drinkarna.cz/api/v2/shop/taxons', {}, env)).status).toBe(200)
    expect(
      (await app.request('http://localhost/api/v2/shop/taxons', {}, { ...testEnv, ADMIN_HOST: undefined })).status,
    ).toBe(200)
  })
})
