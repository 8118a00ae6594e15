import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { BankTransferCard } from './BankTransferCard'

it('shows staff the account, IBAN with BIC, amount, variable symbol and the QR Platba to read out or send', () => {
  const svg = '<svg viewBox="0 0 8 8"><path d="M0,0l4,0 0,4 -4,0 0,-4z"/></svg>'
  const html = renderToString(
    <BankTransferCard
      transfer={{
        account: '2001234588/2010',
        iban: 'CZ62 2010 0000 0020 0123 4588',
        bic: 'FIOBCZPP',
        variableSymbol: '000000123',
        amount: 123_450,
        currencyCode: 'CZK',
        dueDate: '2026-12-03',
        spd: 'SPD*1.0*ACC:CZ6220100000002001234588+FIOBCZPP*AM:1234.50*CC:CZK*X-VS:123',
        svg,
      }}
    />,
  )
    .replace(/<!-- -->/g, '')
    .replace(/\u00a0/g, ' ')
  const text = html.replace(/<[^>]+>/g, '|')
  expect(text).toContain('Číslo účtu||2001234588/2010')
  expect(text).toContain('CZ62 2010 0000 0020 0123 4588 · BIC FIOBCZPP')
  expect(text).toContain('1 234,50 Kč')
  expect(text).toContain('|000000123|')
  expect(html).toContain(`src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}"`)
  expect(html).toContain('alt="QR Platba této objednávky"')
})
