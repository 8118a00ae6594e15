import { describe, expect, it } from 'vitest'
import { renderMail } from './templates'

/** The mails of an order's life (decision 044): Czech, plain and HTML, escaped, links only http(s). */

const link = 'https://www.drinkarna.cz/order/abc?x=1&y=2'

describe('order mails', () => {
  it('says where the parcel is, what to pay at the hand-over and links its tracking page in both bodies', () => {
    const mail = renderMail({
      template: 'order-shipped',
      params: {
        number: '000000042',
        carrier: 'Zásilkovna',
        trackingUrl: 'https://tracking.packeta.com/cs/?id=Z1234567890',
        trackingNumber: 'Z 123 4567 890',
        pickupPoint: 'Praha 2, Vinohradská 10',
        cashOnDelivery: 129_000,
        checkAgeAtHandover: true,
        link,
      },
    })
    expect(mail.subject).toBe('Objednávka 000000042 byla odeslána – Drinkárna')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://tracking.packeta.com/cs/?id=Z1234567890')
      expect(body).toContain('Při převzetí zaplatíte dobírkou 1\u00a0290\u00a0Kč.')
      expect(body).toContain('alespoň 18 let')
    }
    expect(mail.html).toContain('href="https://www.drinkarna.cz/order/abc?x=1&amp;y=2"')
  })

  it('escapes a cancellation reason staff typed and refuses a tracking link that is not http(s)', () => {
    const cancelled = renderMail({
      template: 'order-cancelled',
      params: { number: '1', reason: '<script>alert(1)</script>', refund: 'card', link },
    })
    expect(cancelled.html).toContain('Důvod: &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(cancelled.html).not.toContain('<script>')
    expect(cancelled.text).toContain('Důvod: <script>alert(1)</script>')
    expect(cancelled.text).toContain('vracíme stejnou cestou')
    const params = {
      number: '1',
      carrier: 'kurýr',
      trackingUrl: 'javascript:alert(1)',
      trackingNumber: null,
      pickupPoint: null,
      cashOnDelivery: null,
      checkAgeAtHandover: false,
      link,
    }
    expect(() => renderMail({ template: 'order-shipped', params })).toThrow(TypeError)
  })

  it.each([
    [
      'payment-received',
      { number: '7', amount: 50_000, link },
      'Platba za objednávku 7 přijata – Drinkárna',
      'přijali jsme Vaši platbu 500\u00a0Kč',
    ],
    [
      'order-ready-for-pickup',
      { number: '7', checkAgeAtHandover: false, link },
      'Objednávka 7 je připravena k vyzvednutí – Drinkárna',
      'v naší prodejně v Praze',
    ],
    [
      'order-delivered',
      { number: '7', pickedUp: true, link },
      'Objednávka 7 byla vyzvednuta – Drinkárna',
      'jste si vyzvedli',
    ],
    [
      'order-refunded',
      { number: '7', amount: 10_000, method: 'bank_transfer', account: '123/0800', link },
      'Vrácení peněz za objednávku 7 – Drinkárna',
      'na účet 123/0800',
    ],
  ] as const)('renders %s', (template, params, subject, phrase) => {
    const mail = renderMail({ template, params } as Parameters<typeof renderMail>[0])
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain(phrase)
    expect(mail.html).toContain('<html lang="cs">')
  })
})
