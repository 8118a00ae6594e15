import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowedApiBases, isDevToolsUnlocked, normalizeApiBase } from './api-base-override'
import { createTestStorefront } from './test/storefront'

const STAGING = 'https://a.shop.staging.example.cz'
const ALLOWED = 'https://sylius.example.com'

/** The worker's own fetch (an override goes there, the embedded API over the binding): answered here, recorded. */
function stubFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('User-agent: *\nDisallow: /admin\n'))
}

afterEach(() => void vi.restoreAllMocks())

describe('API base override (docs/security.md, hole 8)', () => {
  it("does not fetch an address of the visitor's choice: an unlisted base goes to the embedded API", async () => {
    const fetchSpy = stubFetch()
    const shop = createTestStorefront()
    const response = await shop.request(`${STAGING}/api/v2/shop/taxons`, {
      headers: { cookie: 'api_base=http://127.0.0.1:8799/robots.txt#' },
    })
    expect(await response.text()).not.toContain('User-agent')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(shop.calls).toHaveLength(1)
  })

  it("sends a listed base the call without the visitor's bearer", async () => {
    const fetchSpy = stubFetch()
    const shop = createTestStorefront({ apiBaseOverrides: `http://localhost:8000, ${ALLOWED}/` })
    await shop.request(`${STAGING}/api/v2/shop/taxons`, {
      headers: { cookie: `api_base=${ALLOWED}; __Host-auth_token=secret-jwt` },
    })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const sent = fetchSpy.mock.calls[0]![0] as Request
    expect(sent.url).toBe(`${ALLOWED}/api/v2/shop/taxons`)
    expect(sent.headers.get('authorization')).toBeNull()
  })

  it('is off outside local and staging, an unknown or empty ENVIRONMENT counting as production', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const environment of ['production', 'prod', 'Local', '']) {
      expect(
        isDevToolsUnlocked('a.shop.staging.example.cz', {
          ENVIRONMENT: environment,
          STAGING_HOST_SUFFIX: '.staging.example.cz',
        }),
        environment,
      ).toBe(false)
      const fetchSpy = stubFetch()
      const shop = createTestStorefront({ apiBaseOverrides: ALLOWED, environment })
      const response = await shop.request(`${STAGING}/api/v2/shop/taxons`, {
        headers: { cookie: `api_base=${ALLOWED}` },
      })
      // such a production does not serve at all (worker/production-guard.ts), and fetches nothing
      expect(response.status, environment).toBe(503)
      expect(fetchSpy, environment).not.toHaveBeenCalled()
    }
    expect(
      isDevToolsUnlocked('a.shop.staging.example.cz', {
        ENVIRONMENT: 'staging',
        STAGING_HOST_SUFFIX: '.staging.example.cz',
      }),
    ).toBe(true)
  })

  it('takes only plain http(s) base URLs, in one comparable form', () => {
    expect(normalizeApiBase('https://Sylius.example.com/api/')).toBe('https://sylius.example.com/api')
    for (const bad of [
      'http://127.0.0.1/robots.txt#',
      'http://a/?x=1',
      'http://user:pw@a',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(normalizeApiBase(bad), bad).toBeNull()
    }
    expect(allowedApiBases(' https://a.example , ftp://b.example https://c.example/ ')).toEqual([
      'https://a.example',
      'https://c.example',
    ])
  })
})
