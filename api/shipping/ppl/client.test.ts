import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registerInProcessFetch } from '../../http/in-process'
import app from '../../index'
import { testEnv } from '../../test/env'
import { row } from '../../test/sql'
import { CarrierError, type ParcelRequest } from '../carrier'
import { forgetPplTokens, pplTrackingUrl } from './client'
import { pplCarrier } from './index'

/** The PPL adapter against its sandbox (api/sandbox/ppl.ts), in this worker as PPL would be on the network. */

const request: ParcelRequest = {
  reference: '000123',
  recipient: { firstName: 'Jana', lastName: 'Dvořáková', email: 'jana@example.cz', phone: '+420601234567' },
  destination: { address: { street: 'Vinohradská 12', city: 'Praha 2', postcode: '120 00', countryCode: 'CZ' } },
  cashOnDelivery: 65_000,
  value: 65_000,
  weight: 1_450,
  ageCheck: true,
}

async function tokensIssued(): Promise<number> {
  return (await row(testEnv.DB, 'SELECT count(*) AS n FROM sandbox_ppl_tokens').first<{ n: number }>())!.n
}

async function recorded(shipmentNumber: string): Promise<Record<string, unknown>> {
  const found = await row(
    testEnv.DB,
    'SELECT request FROM sandbox_ppl_shipments WHERE shipment_number = ?',
    shipmentNumber,
  ).first<{ request: string }>()
  return JSON.parse(found!.request) as Record<string, unknown>
}

async function move(shipmentNumber: string, shipmentState: string) {
  await row(
    testEnv.DB,
    'UPDATE sandbox_ppl_shipments SET state = ? WHERE shipment_number = ?',
    shipmentState,
    shipmentNumber,
  ).run()
}

beforeAll(() => {
  // PPL keeps the shop's credentials whatever a test's client sends
  registerInProcessFetch((request) => Promise.resolve(app.fetch(request, testEnv)))
})
afterAll(() => {
  // the files after this one share the runtime (isolate: false): the worker's own in-process fetch again
  registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))
})
beforeEach(() => forgetPplTokens())

/** A token from the sandbox's own login, as a client of PPL's API would get one (the adapter keeps its own). */
async function sandboxToken(): Promise<string> {
  const login = await app.request(
    '/sandbox/ppl/myapi2/login/getAccessToken',
    {
      method: 'POST',
      body: new URLSearchParams({
        client_id: testEnv.PPL_CLIENT_ID,
        client_secret: testEnv.PPL_CLIENT_SECRET,
        grant_type: 'client_credentials',
      }),
    },
    testEnv,
  )
  return (await login.json<{ access_token: string }>()).access_token
}

describe('the PPL adapter against its sandbox', () => {
  it('asks for a token once and reuses it for the next calls', async () => {
    const before = await tokensIssued()
    const ppl = pplCarrier(testEnv)
    await ppl.createParcel(request)
    await ppl.createParcel({ ...request, reference: '000124' })
    expect((await tokensIssued()) - before).toBe(1)
  })

  it('creates the shipment with the age check, cash on delivery with the variable symbol, and the value', async () => {
    const parcel = await pplCarrier(testEnv).createParcel(request)

    expect(parcel.trackingNumber).toMatch(/^\d{11}$/)
    expect(parcel.trackingUrl).toBe(`https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel.trackingNumber}`)
    expect(await recorded(parcel.trackingNumber)).toMatchObject({
      referenceId: '000123',
      productType: 'PRID',
      ageCheck: 'A18',
      cashOnDelivery: { codPrice: 650, codCurrency: 'CZK', codVarSym: '000123' },
      insurance: { insurancePrice: 650, insuranceCurrency: 'CZK' },
      recipient: { name: 'Jana Dvořáková', zipCode: '12000', city: 'Praha 2', country: 'CZ' },
    })
  })

  it('sends a paid parcel without alcohol as a plain private parcel', async () => {
    const parcel = await pplCarrier(testEnv).createParcel({ ...request, cashOnDelivery: 0, ageCheck: false })
    const sent = await recorded(parcel.trackingNumber)
    expect(sent.productType).toBe('PRIV')
    expect(sent).not.toHaveProperty('ageCheck')
    expect(sent).not.toHaveProperty('cashOnDelivery')
  })

  it('prints the label as a one-page PDF', async () => {
    const ppl = pplCarrier(testEnv)
    const parcel = await ppl.createParcel(request)
    const pdf = await PDFDocument.load(await ppl.label(parcel.id))
    expect(pdf.getPageCount()).toBe(1)
  })

  it("maps the phase of PPL's last tracking event onto the port's", async () => {
    const ppl = pplCarrier(testEnv)
    const parcel = await ppl.createParcel(request)
    // PPL has the data only: its phase `Order`
    expect(await ppl.status(parcel.id)).toEqual({ state: 'in_transit', code: 'Order', text: 'Objednávka' })
    await move(parcel.trackingNumber, 'Delivering')
    expect((await ppl.status(parcel.id)).state).toBe('in_transit')
    await move(parcel.trackingNumber, 'PickupPoint')
    expect((await ppl.status(parcel.id)).state).toBe('ready_for_pickup')
    await move(parcel.trackingNumber, 'Delivered')
    expect(await ppl.status(parcel.id)).toEqual({ state: 'delivered', code: 'Delivered', text: 'Doručeno' })
    // refused at the door: on its way back, then back with us
    await move(parcel.trackingNumber, 'Returning')
    expect((await ppl.status(parcel.id)).state).toBe('returned')
    await move(parcel.trackingNumber, 'BackToSender')
    expect((await ppl.status(parcel.id)).state).toBe('returned')
  })

  it('cancels a parcel the courier has not taken, and not one on its way', async () => {
    const ppl = pplCarrier(testEnv)
    const waiting = await ppl.createParcel(request)
    await ppl.cancel(waiting.id)
    expect((await ppl.status(waiting.id)).state).toBe('cancelled')
    const taken = await ppl.createParcel(request)
    await move(taken.trackingNumber, 'InTransport')
    await expect(ppl.cancel(taken.id)).rejects.toThrow(CarrierError)
  })

  it('asks for a new token when PPL no longer knows the cached one', async () => {
    const ppl = pplCarrier(testEnv)
    await ppl.createParcel(request)
    await row(testEnv.DB, 'DELETE FROM sandbox_ppl_tokens').run()
    const parcel = await ppl.createParcel(request)
    expect(parcel.trackingUrl).toBe(pplTrackingUrl(parcel.trackingNumber))
  })

  it('refuses wrong credentials as a carrier error, and says what staff must set when they are missing', async () => {
    const wrong = pplCarrier({ ...testEnv, PPL_CLIENT_SECRET: 'wrong' })
    await expect(wrong.createParcel(request)).rejects.toMatchObject({ name: 'CarrierError', fault: 'invalid_client' })
    expect(pplCarrier({ ...testEnv, PPL_CLIENT_ID: '' }).notReady()).toContain('PPL_CLIENT_ID')
    expect(pplCarrier(testEnv).notReady()).toBeNull()
  })

  it('is refused by the sandbox as PPL would: no token, an unknown age check, COD on a product without it', async () => {
    const unauthenticated = await app.request('/sandbox/ppl/myapi2/shipment?ShipmentNumbers=40000000001', {}, testEnv)
    expect(unauthenticated.status).toBe(401)
    const access_token = await sandboxToken()
    const recipient = { name: 'Jana', street: 'Dlouhá 1', city: 'Praha', zipCode: '11000', country: 'CZ' }
    const batch = (shipment: Record<string, unknown>) =>
      app.request(
        '/sandbox/ppl/myapi2/shipment/batch',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ shipments: [{ referenceId: '1', recipient, ...shipment }] }),
        },
        testEnv,
      )
    expect((await batch({ productType: 'PRIV', ageCheck: 'AGE18' })).status).toBe(400)
    const cod = { codPrice: 100, codCurrency: 'CZK', codVarSym: '1' }
    expect((await batch({ productType: 'PRIV', cashOnDelivery: cod })).status).toBe(400)
    expect((await batch({ productType: 'PRID', cashOnDelivery: cod, ageCheck: 'A18' })).status).toBe(201)
  })

  it("answers as PPL's published API: paging required, page sizes Default or A4, tracking as events", async () => {
    const ppl = pplCarrier(testEnv)
    const parcel = await ppl.createParcel(request)
    const batchId = parcel.id.split(':')[0]!
    const access_token = await sandboxToken()
    const get = (path: string) =>
      app.request(`/sandbox/ppl/myapi2${path}`, { headers: { authorization: `Bearer ${access_token}` } }, testEnv)

    expect((await get(`/shipment?ShipmentNumbers=${parcel.trackingNumber}`)).status).toBe(400)
    expect((await get(`/shipment/batch/${batchId}/label`)).status).toBe(400)
    expect((await get(`/shipment/batch/${batchId}/label?limit=1&offset=0&PageSize=A6`)).status).toBe(400)
    const tracked = await get(`/shipment?Limit=1&Offset=0&ShipmentNumbers=${parcel.trackingNumber}`)
    const [shipment] = await tracked.json<Array<Record<string, unknown>>>()
    expect(shipment).not.toHaveProperty('shipmentState')
    expect(shipment).toMatchObject({
      shipmentNumber: parcel.trackingNumber,
      trackAndTrace: { events: [{ phase: 'Order', name: 'Objednávka' }] },
    })
  })

  it("lets a developer play the courier on the sandbox's page", async () => {
    const parcel = await pplCarrier(testEnv).createParcel(request)
    const page = await app.request('/sandbox/ppl', {}, testEnv)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(parcel.trackingNumber)
    const refused = await app.request(
      `/sandbox/ppl/shipments/${parcel.trackingNumber}/state`,
      { method: 'POST', body: new URLSearchParams({ phase: 'Returning', back: '1' }) },
      testEnv,
    )
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/sandbox/ppl'])
    expect((await pplCarrier(testEnv).status(parcel.id)).state).toBe('returned')
  })
})
