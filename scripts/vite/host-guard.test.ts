import { describe, expect, it } from 'vitest'
import { isValidHostHeader } from './host-guard'

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
