import { describe, expect, it } from 'vitest'
import app from '../index'
import { comgateClient, ComgateError } from '../payments/comgate'
import { type PacketInput, PacketaError, packetaPackets, xmlText } from '../shipping/packeta/client'
import { testEnv } from '../test/env'
import { LOCKER_POINT, STAFFED_POINT } from '../test/checkout-fixtures'
import { sandboxRefunded, settleSandboxPayment } from './comgate-db'

/** The Packeta and Comgate sandboxes spoken to through the shop's own clients, as production speaks to the real ones. */

const parcel: PacketInput = {
  number: '000000999',
  name: 'Jana',
  surname: 'Nováková & <spol>',
  email: 'jana@example.cz',
  addressId: STAFFED_POINT,
  cod: 129_000,
  value: 129_000,
  weight: 1200,
  adultContent: true,
}

describe('Packeta packet API sandbox', () => {
  it('creates a packet, serves its label, reports and cancels it', async () => {
    const packeta = packetaPackets(testEnv)
    const created = await packeta.createPacket(parcel)
    expect(created.barcode).toMatch(/^Z\d{10}$/)
    const stored = await testEnv.DB.prepare('SELECT attributes FROM sandbox_packeta_packets WHERE id = ?')
      .bind(Number(created.id))
      .first<{ attributes: string }>()
    // XML escaping survives the trip; money in CZK with two decimals, weight in kg
    expect(JSON.parse(stored!.attributes)).toMatchObject({
      surname: 'Nováková & <spol>',
      cod: '1290.00',
      value: '1290.00',
      weight: '1.200',
      adultContent: '1',
    })

    const label = await packeta.packetLabelPdf(created.id)
    expect(new TextDecoder().decode(label.slice(0, 8))).toBe('%PDF-1.4')
    expect(await packeta.packetStatus(created.id)).toMatchObject({ statusCode: 1, codeText: 'received data' })
    await packeta.cancelPacket(created.id)
    expect((await packeta.packetStatus(created.id)).statusCode).toBe(11)
  })

  it('answers faults as Packeta does: a wrong password, bad attributes, alcohol to a locker', async () => {
    const wrong = await app.request(
      '/sandbox/packeta/api/rest',
      { method: 'POST', body: '<packetStatus><apiPassword>wrong</apiPassword><packetId>1</packetId></packetStatus>' },
      testEnv,
    )
    expect(await wrong.text()).toBe(
      '<?xml version="1.0" encoding="utf-8"?><response><status>fault</status><fault>IncorrectApiPasswordFault</fault><string>Incorrect API password.</string></response>',
    )
    const error = await packetaPackets(testEnv)
      .createPacket({ ...parcel, addressId: LOCKER_POINT })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PacketaError)
    expect(error).toMatchObject({ fault: 'PacketAttributesFault' })
    await expect(packetaPackets(testEnv).createPacket({ ...parcel, name: '' })).rejects.toMatchObject({
      fault: 'PacketAttributesFault',
    })
    await expect(packetaPackets(testEnv).packetStatus('999999999')).rejects.toMatchObject({ fault: 'PacketIdFault' })
  })

  it('reads XML text with entities', () => {
    expect(xmlText('<r><a>x &amp; &lt;y&gt;</a><b/></r>', 'a')).toBe('x & <y>')
    expect(xmlText('<r><b/></r>', 'b')).toBe('')
    expect(xmlText('<r></r>', 'c')).toBeNull()
  })
})

describe('Comgate sandbox refunds', () => {
  async function paidTransaction(price: number): Promise<string> {
    const gateway = comgateClient(testEnv)
    const { transId } = await gateway.createPayment({
      price,
      label: 'Test',
      refId: '1',
      email: 'a@b.cz',
      returnUrl: 'https://shop.example/x',
    })
    await settleSandboxPayment(testEnv.DB, transId, 'PAID', 'CARD_CZ_CSOB_2', Date.now())
    return transId
  }

  it('refunds in part, then the rest; the same reference twice refunds once; more than is left is refused', async () => {
    const gateway = comgateClient(testEnv)
    const transId = await paidTransaction(10_000)
    await gateway.refundPayment({ transId, amount: 4_000, refId: 'r1' })
    await gateway.refundPayment({ transId, amount: 4_000, refId: 'r1' })
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([4_000])
    await expect(gateway.refundPayment({ transId, amount: 6_001, refId: 'r2' })).rejects.toBeInstanceOf(ComgateError)
    await gateway.refundPayment({ transId, amount: 6_000, refId: 'r2' })
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([4_000, 6_000])
  })

  it('refuses a refund of an unpaid payment', async () => {
    const gateway = comgateClient(testEnv)
    const { transId } = await gateway.createPayment({
      price: 5_000,
      label: 'Test',
      refId: '2',
      email: 'a@b.cz',
      returnUrl: 'https://shop.example/x',
    })
    await expect(gateway.refundPayment({ transId, amount: 5_000, refId: 'r' })).rejects.toMatchObject({ code: 1400 })
  })
})
