import jsQR from 'jsqr'
import { GifReader } from 'omggif'
import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/env'
import { JUICE, placed, receivedMail, send } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import { resolveAttachments } from './attachments'
import { variableSymbolOf } from '../../contract/variable-symbol'

const confirmation = (token: string) => receivedMail(token, 'order-confirmation')

// each test places an order through the shop API: seconds on a busy machine
describe('the QR Platba in the order confirmation', { timeout: 30_000 }, () => {
  it('carries the code as an inline GIF the HTML shows by its Content-ID, and the account written out', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const mail = await confirmation(order.tokenValue)
    expect(mail.attachments).toEqual([
      { name: 'qr-platba.gif', contentType: 'image/gif', size: expect.any(Number), contentId: 'cid:qr-platba.gif' },
    ])
    expect(mail.html).toContain('<img src="cid:qr-platba.gif"')
    expect(mail.html).not.toContain('data:image')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Číslo účtu: 2001234588/2010')
      expect(body).toContain('IBAN: CZ62 2010 0000 0020 0123 4588, BIC: FIOBCZPP')
      expect(body).toContain(`Variabilní symbol: ${variableSymbolOf(order.number)}`)
    }
  })

  it('the attached image decodes, with an independent reader, to the order’s SPD', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const { attachments } = (await row(
      testEnv.DB,
      "SELECT attachments FROM mail_outbox WHERE template = 'order-confirmation' AND text LIKE ?",
      `%${order.number}%`,
    ).first<{ attachments: string }>())!
    const [file] = await resolveAttachments(testEnv, JSON.parse(attachments))
    const reader = new GifReader(file!.content)
    const pixels = new Uint8ClampedArray(reader.width * reader.height * 4)
    reader.decodeAndBlitFrameRGBA(0, pixels)
    const spd = jsQR(pixels, reader.width, reader.height)?.data
    const qr = await (await send('GET', `/orders/${order.tokenValue}/payment-qr`)).json<{ spd: string }>()
    expect(spd).toBe(qr.spd)
    expect(spd).toContain(`*X-VS:${Number(order.number)}*`)
  })

  it('is not in the confirmation of cash on delivery', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    const mail = await confirmation(order.tokenValue)
    expect(mail.attachments).toEqual([])
    expect(mail.html).not.toContain('cid:')
    expect(mail.text).not.toContain('Číslo účtu')
  })
})
