import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../lib/i18n'
import { type AppServices, ServicesProvider } from '../../../lib/services'
import { OrderDocuments } from './OrderDocuments'

const TOKEN = 'aB3_x-9ZqP0wLmN4rT7yU2vK8sD1fG6hJ5kA3cE0bQ9'

function render(documents: Parameters<typeof OrderDocuments>[0]['documents'], orderToken = TOKEN): string {
  const services = { i18n: createI18n('cs') } as AppServices
  return renderToString(
    <ServicesProvider services={services}>
      <OrderDocuments documents={documents} orderToken={orderToken} />
    </ServicesProvider>,
  )
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the order’s documents', () => {
  it('links the invoice and each credit note to its PDF on the shop’s own origin with the order’s token (the id alone opens nothing), with number, date and amount', () => {
    const html = render([
      {
        id: '3f1c2a4e-8b7d-4c55-9a21-0e6f1b2c3d4e',
        number: '2026000012',
        kind: 'invoice',
        issuedAt: '2026-11-26',
        total: 72_900,
      },
      {
        id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
        number: 'D2026000003',
        kind: 'credit_note',
        issuedAt: '2026-11-28',
        total: -30_000,
      },
    ])
    expect(html).toContain(
      `href="/api/v2/shop/invoices/3f1c2a4e-8b7d-4c55-9a21-0e6f1b2c3d4e/download?tokenValue=${TOKEN}"`,
    )
    expect(html).toContain(
      `href="/api/v2/shop/invoices/a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d/download?tokenValue=${TOKEN}"`,
    )
    expect(text(html)).toContain('Doklady')
    expect(text(html)).toContain('Faktura 2026000012 (PDF) ze dne 26. 11. 2026, 729 Kč')
    expect(text(html)).toMatch(/Opravný daňový doklad D2026000003 \(PDF\) ze dne 28\. 11\. 2026, [−-]300 Kč/)
  })

  it('keeps an id from the API inside the download path, and the token inside its parameter', () => {
    const html = render(
      [{ id: '../../orders/x?y', number: '1', kind: 'invoice', issuedAt: '2026-11-26', total: 1 }],
      'a&b=c#d',
    )
    expect(html).toContain('href="/api/v2/shop/invoices/..%2F..%2Forders%2Fx%3Fy/download?tokenValue=a%26b%3Dc%23d"')
  })

  it('lists under a credit note what its refund gave back, line by line, and why', () => {
    const html = render([
      {
        id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
        number: 'D2026000004',
        kind: 'credit_note',
        issuedAt: '2026-11-28',
        total: -62_900,
        reason: 'Rozbitá lahev',
        lines: [
          { name: 'Rum Expedice', quantity: 1, amount: 50_000 },
          { name: 'Doprava: Kurýr na adresu', quantity: 1, amount: 12_900 },
        ],
      },
    ])
    expect(text(html)).toContain('Rum Expedice · 1 ks · 500 Kč Doprava: Kurýr na adresu · 1 ks · 129 Kč')
    expect(text(html)).toContain('Důvod: Rozbitá lahev')
  })

  it('shows nothing before a document is issued', () => {
    expect(render([])).toBe('')
  })
})
