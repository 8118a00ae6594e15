import { describe, expect, it } from 'vitest'
import { formatCzk } from './layout'
import { renderMail, type OrderConfirmationParams } from './templates'

const NBSP = '\u00a0'

const order: OrderConfirmationParams = {
  number: '2026000123',
  items: [
    { name: 'Gin Drinkárna Dry 0,7 l', quantity: 2, total: 129_000 },
    { name: 'Tonic <Premium> & "bitter"', quantity: 1, total: 4_990 },
  ],
  itemsTotal: 133_990,
  promotionTotal: -13_399,
  shipping: { name: 'Zásilkovna – výdejní místo', total: 0 },
  payment: {
    name: 'Bankovní převod',
    fee: 0,
    instructions: 'Číslo účtu: 2001234567/2010',
    variableSymbol: '2026000123',
  },
  taxTotal: 20_930,
  total: 120_591,
  link: 'https://www.drinkarna.cz/order/abc?x=1&y=2',
}

describe('mail templates', () => {
  it('prints amounts in haléře as Czech crowns with no-break spaces', () => {
    expect(formatCzk(129_000)).toBe(`1${NBSP}290${NBSP}Kč`)
    expect(formatCzk(34_990)).toBe(`349,90${NBSP}Kč`)
    expect(formatCzk(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}Kč`)
    expect(formatCzk(-20_000)).toBe(`\u2212200${NBSP}Kč`)
  })

  it.each([
    ['account-verification', 'Potvrďte svou e-mailovou adresu – Drinkárna', 'Potvrdit e-mailovou adresu'],
    ['account-exists', 'Pokus o registraci s Vaší e-mailovou adresou – Drinkárna', 'Zapomenuté heslo'],
    ['password-reset', 'Obnovení hesla – Drinkárna', 'Odkaz je platný 1 hodinu'],
    ['password-changed', 'Vaše heslo bylo změněno – Drinkárna', 'bylo právě změněno'],
  ] as const)('renders %s in Czech with its link in both bodies', (template, subject, phrase) => {
    const link = 'https://www.drinkarna.cz/overeni-uctu/t0k3n?a=1&b=2'
    const mail = renderMail({ template, params: { link } })

    expect(mail.subject).toBe(subject)
    expect(mail.html).toContain('<html lang="cs">')
    expect(mail.html).toContain(phrase)
    expect(mail.html).toContain('href="https://www.drinkarna.cz/overeni-uctu/t0k3n?a=1&amp;b=2"')
    expect(mail.text).toContain(phrase)
    expect(mail.text).toContain(link)
    expect(mail.text).toMatch(/^Drinkárna\n\nDobrý den,/)
  })

  it('confirms an order with its items, totals in Kč and the payment instructions', () => {
    const mail = renderMail({ template: 'order-confirmation', params: order })

    expect(mail.subject).toBe('Potvrzení objednávky č. 2026000123 – Drinkárna')
    expect(mail.text).toContain(`2× Gin Drinkárna Dry 0,7 l: 1${NBSP}290${NBSP}Kč`)
    expect(mail.text).toContain(`Sleva: \u2212133,99${NBSP}Kč`)
    expect(mail.text).toContain(`Doprava – Zásilkovna – výdejní místo: 0${NBSP}Kč`)
    expect(mail.text).toContain(`Celkem k úhradě: 1${NBSP}205,91${NBSP}Kč`)
    expect(mail.text).toContain(`z toho DPH: 209,30${NBSP}Kč`)
    expect(mail.text).toContain('Variabilní symbol: 2026000123')
    expect(mail.text).toContain('Číslo účtu: 2001234567/2010')
    expect(mail.text).toContain('Zobrazit objednávku: https://www.drinkarna.cz/order/abc?x=1&y=2')
    expect(mail.html).toContain(`1${NBSP}205,91${NBSP}Kč`)
    expect(mail.html).toContain('Platební údaje')
    expect(mail.html).not.toContain('Zaplatit objednávku')
  })

  it('offers the online payment link and leaves out rows that are zero', () => {
    const mail = renderMail({
      template: 'order-confirmation',
      params: {
        ...order,
        promotionTotal: 0,
        payment: { name: 'Online platba', link: 'https://www.drinkarna.cz/pay/1' },
      },
    })

    expect(mail.html).toContain('href="https://www.drinkarna.cz/pay/1"')
    expect(mail.text).toContain('Objednávku můžete zaplatit online: https://www.drinkarna.cz/pay/1')
    expect(mail.text).not.toContain('Sleva')
    expect(mail.text).not.toContain('Platební údaje')
  })

  it('escapes parameters in the HTML body and keeps them readable in the text', () => {
    const mail = renderMail({
      template: 'order-confirmation',
      params: {
        ...order,
        number: '<b>1</b>',
        items: [{ name: '<img src=x onerror=alert(1)>"\'&', quantity: 1, total: 100 }],
      },
    })

    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>1</b>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;')
    expect(mail.html).toContain('<title>Potvrzení objednávky č. &lt;b&gt;1&lt;/b&gt; – Drinkárna</title>')
    expect(mail.text).toContain('1× <img src=x onerror=alert(1)>"\'&')
  })

  it('keeps line breaks out of the subject', () => {
    const mail = renderMail({ template: 'order-confirmation', params: { ...order, number: '1\r\nBcc: x@example.cz' } })

    expect(mail.subject).toBe('Potvrzení objednávky č. 1 Bcc: x@example.cz – Drinkárna')
  })

  it('alerts a watched product back in stock or cheaper, with its link and the unsubscribe link, escaped', () => {
    const params = {
      productName: 'Gin <Drinkárna> & "Dry"',
      variantName: '0,7 l',
      price: 89_900,
      backInStock: true,
      priceBelow: null,
      inStock: true,
      productLink: 'https://www.drinkarna.cz/produkt/gin-dry',
      unsubscribeLink: 'https://www.drinkarna.cz/api/v2/shop/watchdog/unsubscribe/7.abc?x=1&y=2',
    }
    const stock = renderMail({ template: 'watchdog-alert', params })
    expect(stock.subject).toBe('Gin <Drinkárna> & "Dry" (0,7 l) je opět skladem – Drinkárna')
    expect(stock.text).toContain(`Cena: 899${NBSP}Kč.`)
    expect(stock.text).toContain('Zobrazit produkt: https://www.drinkarna.cz/produkt/gin-dry')
    expect(stock.text).toContain(
      '(bez přihlášení): https://www.drinkarna.cz/api/v2/shop/watchdog/unsubscribe/7.abc?x=1&y=2',
    )
    expect(stock.html).toContain('Gin &lt;Drinkárna&gt; &amp; &quot;Dry&quot;')
    expect(stock.html).not.toContain('<Drinkárna>')
    expect(stock.html).toContain('href="https://www.drinkarna.cz/api/v2/shop/watchdog/unsubscribe/7.abc?x=1&amp;y=2"')

    const cheaper = renderMail({
      template: 'watchdog-alert',
      params: { ...params, variantName: null, backInStock: false, priceBelow: 99_000 },
    })
    expect(cheaper.subject).toBe('Gin <Drinkárna> & "Dry" je nyní levněji – Drinkárna')
    expect(cheaper.text).toContain(`klesla pod 990${NBSP}Kč. Nyní stojí 899${NBSP}Kč.`)
    expect(cheaper.text).not.toContain('skladem')
    const soldOut = renderMail({
      template: 'watchdog-alert',
      params: { ...params, backInStock: false, priceBelow: 99_000, inStock: false },
    })
    expect(soldOut.text).toContain('Momentálně ho bohužel nemáme skladem.')
    expect(() =>
      renderMail({
        template: 'watchdog-alert',
        params: { ...params, unsubscribeLink: '/api/v2/shop/watchdog/unsubscribe/1' },
      }),
    ).toThrow(TypeError)
  })

  it('acknowledges a return as "Vaše odstoupení" and a complaint as "Vaši reklamaci", in the subject and the text', () => {
    const link = 'https://www.drinkarna.cz/reklamace-a-vraceni-zbozi'
    const withdrawal = renderMail({
      template: 'claim-confirmation',
      params: { type: 'return', number: 'V000042', orderNumber: '2026000123', link },
    })
    expect(withdrawal.subject).toBe('Přijali jsme Vaše odstoupení od smlouvy č. V000042 – Drinkárna')
    expect(withdrawal.text).toContain(
      'přijali jsme Vaše odstoupení od kupní smlouvy č. V000042 k objednávce 2026000123.',
    )
    const complaint = renderMail({
      template: 'claim-confirmation',
      params: { type: 'complaint', number: 'R000007', orderNumber: '2026000123', link },
    })
    expect(complaint.subject).toBe('Přijali jsme Vaši reklamaci č. R000007 – Drinkárna')
  })

  it('names a watched variant once when the product’s name already says it', () => {
    const params = {
      productName: '1724 Tonic Water 0,2 l',
      variantName: '0,2 l',
      price: 6_900,
      backInStock: true,
      priceBelow: null,
      inStock: true,
      productLink: 'https://www.drinkarna.cz/produkt/1724-tonic-water-0-2-l',
      unsubscribeLink: 'https://www.drinkarna.cz/api/v2/shop/watchdog/unsubscribe/7.abc',
    }
    const mail = renderMail({ template: 'watchdog-alert', params })
    expect(mail.subject).toBe('1724 Tonic Water 0,2 l je opět skladem – Drinkárna')
    expect(mail.text).toContain('produkt 1724 Tonic Water 0,2 l, který hlídáte, je opět skladem.')
    const boxedParams = { ...params, productName: 'Absolut Vanilia 0,7 l', variantName: '0,7 l v dárkovém balení' }
    const boxed = renderMail({ template: 'watchdog-alert', params: boxedParams })
    expect(boxed.subject).toBe('Absolut Vanilia 0,7 l (0,7 l v dárkovém balení) je opět skladem – Drinkárna')
  })

  it.each(['javascript:alert(1)', '/overeni-uctu/abc', 'data:text/html,hi', 'not a url'])(
    'refuses the link %s',
    (link) => {
      expect(() => renderMail({ template: 'password-reset', params: { link } })).toThrow(TypeError)
    },
  )
})
