import { describe, expect, it } from 'vitest'
import { createTestStorefront } from '../test/storefront'
import { contentSecurityPolicy } from './security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe("the pages' CSP and Heureka's certificate badge", () => {
  it('names no Heureka host when the shop has no certificate key', () => {
    expect(contentSecurityPolicy({ nonce: 'n' }, false, true)).not.toContain('im9.cz')
  })

  it("allows Heureka's widget hosts for scripts, styles and calls when a key is configured", () => {
    const csp = contentSecurityPolicy({ hashes: ['sha256-abc'] }, false, false, true)
    for (const name of ['script-src', 'style-src', 'connect-src'])
      expect(directive(csp, name)).toContain('https://*.im9.cz')
    expect(directive(csp, 'script-src')).toContain("'sha256-abc'")
  })

  it("gives a page Heureka's hosts and the renderer the key only when HEUREKA_CERTIFICATE_KEY is set", async () => {
    const without = createTestStorefront()
    expect((await without.request('/')).headers.get('content-security-policy')).not.toContain('im9.cz')
    expect(without.rendered[0]?.heurekaKey).toBe('')
    const withKey = createTestStorefront({ heurekaKey: '0123456789ABCDEF' })
    const csp = (await withKey.request('/')).headers.get('content-security-policy') ?? ''
    expect(directive(csp, 'script-src')).toContain('https://*.im9.cz')
    expect(withKey.rendered[0]?.heurekaKey).toBe('0123456789ABCDEF')
  })
})
