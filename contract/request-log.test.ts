import { describe, expect, it } from 'vitest'
import { loggablePath, requestIdOf, requestLogLine } from './request-log'

describe('the request log line', () => {
  it('keeps slugs and ids but not tokens, e-mails or the query', () => {
    const orderToken = 'aB3_x-9ZqP0wLmN4rT7yU2vK8sD1fG6hJ5kA3cE0bQ9nM2xW7zR4tY1uI8oP6lS5'
    const link = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C'
    expect(
      loggablePath(new URL(`https://shop.example.cz/api/v2/shop/orders/${orderToken}/items/3?email=jana@example.cz`)),
    ).toBe('/api/v2/shop/orders/:token/items/3')
    expect(loggablePath(new URL(`https://shop.example.cz/overeni-uctu/${link}`))).toBe('/overeni-uctu/:token')
    expect(loggablePath(new URL('https://shop.example.cz/api/v2/shop/customers/jana%40example.cz'))).toBe(
      '/api/v2/shop/customers/:email',
    )
    expect(loggablePath(new URL(`https://shop.example.cz/api/v2/shop/watchdog/unsubscribe/42.${link}`))).toBe(
      '/api/v2/shop/watchdog/unsubscribe/:token',
    )
    // the ids of personal documents (invoices, credit notes) are random UUIDs: in any case, never in the log
    const invoice = '3f2c9a1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b'
    expect(loggablePath(new URL(`https://shop.example.cz/api/v2/shop/invoices/${invoice}/download?tokenValue=x`))).toBe(
      '/api/v2/shop/invoices/:id/download',
    )
    expect(
      loggablePath(new URL(`https://api.example.cz/api/v2/admin/invoices/${invoice.toUpperCase()}/download`)),
    ).toBe('/api/v2/admin/invoices/:id/download')
    for (const kept of [
      '/produkt/glenfiddich-12-let-single-malt-scotch-whisky',
      '/api/v2/shop/products/CAPTAIN_MORGAN_BLACK_SPICED_700/attributes',
      '/media/products/VIN_SONB_RYZL_RYNS_POZD_SBER_750.svg',
    ]) {
      expect(loggablePath(new URL(kept, 'https://shop.example.cz'))).toBe(kept)
    }
  })

  it('never logs a gift voucher code: it is the voucher itself (docs/decisions/056-gift-vouchers.md)', () => {
    for (const code of ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS', 'abcd-efgh-jkmn-pqrs']) {
      expect(loggablePath(new URL(`https://shop.example.cz/api/v2/shop/gift-cards/${code}`))).toBe(
        '/api/v2/shop/gift-cards/:code',
      )
      expect(loggablePath(new URL(`https://shop.example.cz/api/v2/shop/gift-cards/${code}/add-to-order`))).toBe(
        '/api/v2/shop/gift-cards/:code/add-to-order',
      )
      expect(loggablePath(new URL(`https://api.example.cz/api/v2/admin/gift-cards/${code}/pdf`))).toBe(
        '/api/v2/admin/gift-cards/:code/pdf',
      )
    }
    expect(loggablePath(new URL('https://api.example.cz/api/v2/admin/gift-cards'))).toBe('/api/v2/admin/gift-cards')
  })

  it("takes the caller's id when it is one, else the ray id, else a new one", () => {
    expect(requestIdOf(new Headers({ 'x-request-id': 'storefront-1234', 'cf-ray': '8f1e2d3c4b5a6978-PRG' }))).toBe(
      'storefront-1234',
    )
    expect(requestIdOf(new Headers({ 'cf-ray': '8f1e2d3c4b5a6978-PRG' }))).toBe('8f1e2d3c4b5a6978-PRG')
    const forged = requestIdOf(new Headers({ 'x-request-id': '"},{"level":"info","msg":"forged' }))
    expect(forged).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('names the colo and ray id when Cloudflare gives them, and is an error line from 500 on', () => {
    const request = new Request('https://shop.example.cz/kosik?x=1', {
      method: 'POST',
      headers: { 'cf-ray': '8f1e2d3c4b5a6978-PRG' },
    })
    Object.defineProperty(request, 'cf', { value: { colo: 'PRG' } })
    expect(requestLogLine('storefront', request, 502, 12, 'id-12345678')).toEqual({
      level: 'error',
      msg: 'request',
      worker: 'storefront',
      requestId: 'id-12345678',
      method: 'POST',
      path: '/kosik',
      status: 502,
      durationMs: 12,
      colo: 'PRG',
      ray: '8f1e2d3c4b5a6978-PRG',
    })
  })
})
