import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { BAD_PORTS, hostStandIn, isValidHostHeader } from './host-guard'

describe('isValidHostHeader', () => {
  it('accepts names, addresses and ports a browser sends', () => {
    for (const host of [
      'localhost',
      'localhost:8787',
      'a.staging.localhost:8799',
      '127.0.0.1:5173',
      '[::1]:8787',
      'www.drinkarna.cz',
      'web_1:80',
    ]) {
      expect(isValidHostHeader(host), host).toBe(true)
    }
  })

  it('refuses ports out of range, junk and nothing at all', () => {
    for (const host of [
      'localhost:99999',
      'localhost:0',
      '127.0.0.1:abc',
      '[::1',
      'a b',
      'a/b',
      'a@b',
      '',
      undefined,
      'x'.repeat(300),
    ]) {
      expect(isValidHostHeader(host), String(host)).toBe(false)
    }
  })
})

describe('a Host with a port undici refuses', () => {
  it('goes to Miniflare without its port; any other Host as sent', () => {
    for (const [host, standIn] of [
      ['127.0.0.1:6000', '127.0.0.1'],
      ['localhost:1', 'localhost'],
      ['localhost:5060', 'localhost'],
      ['shop.local:6667', 'shop.local'],
      ['[::1]:10080', '[::1]'],
      ['127.0.0.1:06000', '127.0.0.1'],
    ] as const) {
      expect(hostStandIn(host), host).toBe(standIn)
    }
    for (const host of ['localhost', 'localhost:8787', '127.0.0.1:5173', 'admin.localhost:8799', '[::1]:8787']) {
      expect(hostStandIn(host), host).toBeNull()
    }
  })

  it('knows every port the Fetch standard blocks, as the undici Miniflare uses', () => {
    // undici's list is not part of its API: read from its file, so a new undici with a longer list fails here
    const { badPorts } = createRequire(import.meta.url)('undici/lib/web/fetch/constants.js') as { badPorts: string[] }
    expect([...BAD_PORTS].sort()).toEqual([...badPorts].sort())
  })
})
