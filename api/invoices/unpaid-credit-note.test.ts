import { describe, expect, it } from 'vitest'
import { pdfTextRuns } from '../../e2e/pdf-text'
import { creditNoteDraft, type IssuedDocument, invoiceDraft, type InvoiceOrder, maskedGiftCardCode } from './document'
import { currentSeller } from './issue'
import { formatAmount, renderDocumentPdf } from './pdf'

/**
 * The credit note of a cash-on-delivery parcel refused at the door (decision 056), as its PDF prints it: the
 * invoice reversed, the voucher's part back to the voucher, and nothing returned in money, which was never paid.
 */

const terms = { seller: currentSeller(), issuedOn: '2026-11-27', taxableOn: '2026-11-27', paid: false }
const cashOnDelivery: InvoiceOrder = {
  number: '000301',
  email: 'jana@example.cz',
  billingAddress: null,
  paymentName: 'Dobírka',
  paymentFeeTotal: 0,
  items: [{ productName: 'Džus', variantName: null, engraving: '', quantity: 2, unitPrice: 8_000, total: 16_000 }],
  shippingName: 'Zásilkovna',
  shippingTotal: 12_900,
  giftCards: [{ code: 'ABCD-EFGH-JKLM-NPQR', amount: 10_000 }],
  total: 28_900 - 10_000,
}
const invoice: IssuedDocument = { ...invoiceDraft(cashOnDelivery, terms), number: '2026000301' }
const refused: IssuedDocument = {
  ...creditNoteDraft(invoice, {
    ...terms,
    amount: 28_900,
    reason: 'Zásilka nebyla převzata a vrátila se k nám.',
    giftCards: [{ code: maskedGiftCardCode('ABCD-EFGH-JKLM-NPQR'), amount: 10_000 }],
    unpaid: 18_900,
  }),
  number: 'D2026000301',
}

describe('the PDF of a refused cash-on-delivery parcel’s credit note', () => {
  it('prints the voucher part back to the voucher, the unpaid rest cleared and nothing returned in money', async () => {
    const runs = await pdfTextRuns(await renderDocumentPdf(refused))
    const settlement = runs.slice(runs.indexOf('Celkem'))
    expect(settlement).toEqual([
      'Celkem',
      formatAmount(-28_900),
      'Vráceno na dárkový poukaz ****-****-****-NPQR:',
      formatAmount(10_000),
      'Nezaplacená dobírka, nevrací se:',
      formatAmount(18_900),
      'Vráceno penězi',
      formatAmount(0),
      'Dobírka nebyla zaplacena, penězi se nic nevrací.',
    ])
    expect(runs).toContain('Zásilka nebyla převzata a vrátila se k nám.')
  })
})
