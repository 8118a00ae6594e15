/**
 * The shop's operator as every document of the shop names it: the contact page and its schema.org data
 * (src/features/content/shop-info.ts) and the tax documents the API issues (api/invoices/). One object, so an
 * invoice can never name another company, IČO or address than the site does.
 *
 * OWNER TO CONFIRM: the street, postal code, company name, IČO and DIČ are placeholders ("doplní provozovatel",
 * zeros) until the owner gives the real values; `npm run check:production` refuses to deploy while any is left.
 * An issued invoice keeps the values it was issued with (docs/decisions/045-invoices-and-bank-statements.md).
 */
export const SELLER = {
  /** OWNER TO CONFIRM: the Prague shop and bar, which is also the operator's seat on the invoices. */
  address: {
    street: 'Ulice doplní provozovatel 1',
    postalCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
  /** OWNER TO CONFIRM: the operator as in the commercial register. */
  company: {
    name: 'Provozovatel doplní s.r.o.',
    ico: '00000000',
    dic: 'CZ00000000',
  },
} as const
