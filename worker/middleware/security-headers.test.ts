import { describe, expect, it } from 'vitest'
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
})
