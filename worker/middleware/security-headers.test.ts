import { describe, expect, it } from 'vitest'
import { createTestStorefront } from '../test/storefront'
import { contentSecurityPolicy } from './security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe("the pages' CSP and Heureka's certificate badge", () => {
  it('names no Heureka host when the shop has no certificate key', () => {
    expect(contentSecurityPolicy({ nonce: 'n' }, false, true)).not.toContain('im9.cz')
  })

  // what Heureka's widget script (gjs.php) does for the floating tab, type 21: a tab whose background is a picture
  // from im9.cz, and on hover an iframe of cz.im9.cz/direct/i/widget.php; no stylesheet, no fetch of its own
  it("allows Heureka's widget script and its frame from cz.im9.cz when a key is configured, and nothing more", () => {
    const csp = contentSecurityPolicy({ hashes: ['sha256-abc'] }, false, false, true)
    expect(directive(csp, 'script-src')).toContain('https://cz.im9.cz')
    expect(directive(csp, 'script-src')).toContain("'sha256-abc'")
    expect(directive(csp, 'frame-src').split(' ')).toEqual([
      'frame-src',
      'https://widget.packeta.com',
      'https://cz.im9.cz',
    ])
    expect(directive(csp, 'img-src')).toContain('https:')
    for (const name of ['style-src', 'connect-src']) expect(directive(csp, name)).not.toContain('im9.cz')
    expect(csp).not.toContain('*.im9.cz')
  })

  it("keeps Heureka's frame out when there is no key", () => {
    expect(directive(contentSecurityPolicy({ nonce: 'n' }, false), 'frame-src')).toBe(
      'frame-src https://widget.packeta.com',
    )
  })

  it("gives a page Heureka's hosts and the renderer the key only when HEUREKA_CERTIFICATE_KEY is set", async () => {
    const without = createTestStorefront()
    expect((await without.request('/')).headers.get('content-security-policy')).not.toContain('im9.cz')
    expect(without.rendered[0]?.heurekaKey).toBe('')
    const withKey = createTestStorefront({ heurekaKey: '0123456789ABCDEF' })
    const csp = (await withKey.request('/')).headers.get('content-security-policy') ?? ''
    expect(directive(csp, 'script-src')).toContain('https://cz.im9.cz')
    expect(directive(csp, 'frame-src')).toContain('https://cz.im9.cz')
    expect(withKey.rendered[0]?.heurekaKey).toBe('0123456789ABCDEF')
  })
})
