import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { AddressBlock } from './AddressBlock'

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')

it('writes a full address line by line', () => {
  const html = renderToString(
    <AddressBlock
      title="Doručovací adresa"
      empty="–"
      address={{
        firstName: 'Jana',
        lastName: 'Nováková',
        company: 'Limona s.r.o.',
        street: 'Dlouhá 1',
        postcode: '110 00',
        city: 'Praha',
        phoneNumber: '+420111222333',
      }}
    />,
  )
  expect(text(html)).toBe('Doručovací adresaJana Nováková, Limona s.r.o.\nDlouhá 1\n110 00 Praha\n+420111222333')
})

it('writes only the name of a vouchers-only billing, with no empty lines', () => {
  const html = renderToString(
    <AddressBlock title="Fakturační adresa" empty="–" address={{ firstName: 'Jana', lastName: 'Nováková' }} />,
  )
  expect(text(html)).toBe('Fakturační adresaJana Nováková')
})

it('says why an order has no shipping address instead of a dash', () => {
  const html = renderToString(<AddressBlock title="Doručovací adresa" empty="Žádná: nic se neposílá." address={null} />)
  expect(text(html)).toBe('Doručovací adresaŽádná: nic se neposílá.')
})
