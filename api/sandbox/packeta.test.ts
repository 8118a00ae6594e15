import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { ApiEnv } from '../env'
import { testEnv } from '../test/env'
import { get } from '../test/fixtures'
import { packetaSandbox } from './packeta'
import { SANDBOX_POINTS } from './packeta-points'

const app = new Hono<ApiEnv>().route('/sandbox/packeta', packetaSandbox)

function validate(body: unknown): Promise<Response> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return Promise.resolve(app.request('/sandbox/packeta/v1/validate', init, testEnv))
}

const pointList = z.object({
  points: z.array(
    z.looseObject({ id: z.string(), name: z.string(), city: z.string(), zip: z.string(), isStaffed: z.boolean() }),
  ),
})

async function list(query = '') {
  const response = await app.request(`/sandbox/packeta/points${query}`, {}, testEnv)
  return { response, points: pointList.parse(await response.json()).points }
}

const staffed = SANDBOX_POINTS.find((point) => point.isStaffed && point.city === 'Praha 2')!
const zbox = SANDBOX_POINTS.find((point) => !point.isStaffed && point.city === 'Brno')!

describe('Packeta sandbox data', () => {
  it('holds about sixty Czech points with unique numeric ids, lockers named Z-BOX', () => {
    expect(SANDBOX_POINTS.length).toBeGreaterThanOrEqual(55)
    expect(new Set(SANDBOX_POINTS.map((point) => point.id)).size).toBe(SANDBOX_POINTS.length)
    for (const point of SANDBOX_POINTS) {
      expect(point.id).toMatch(/^\d+$/)
      expect(point.zip).toMatch(/^[1-7]\d{2} \d{2}$/)
      expect(point.country).toBe('cz')
      expect(point.name.startsWith('Z-BOX')).toBe(!point.isStaffed)
      expect(point.group).toBe(point.isStaffed ? '' : 'zbox')
    }
    expect(SANDBOX_POINTS.filter((point) => point.isStaffed).length).toBeGreaterThan(20)
    expect(SANDBOX_POINTS.filter((point) => !point.isStaffed).length).toBeGreaterThan(15)
  })
})

describe('POST /sandbox/packeta/v1/validate', () => {
  it('accepts a known point and describes it', async () => {
    const response = await validate({
      apiKey: testEnv.PACKETA_API_KEY,
      point: { id: staffed.id },
      options: { country: 'cz' },
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      isValid: true,
      point: {
        id: staffed.id,
        name: staffed.name,
        address: { street: staffed.street, city: staffed.city, zip: staffed.zip, country: 'cz' },
        group: '',
      },
      errors: [],
    })
  })

  it('accepts a numeric id and a staffed point when a live pickup point is required', async () => {
    const body = await (
      await validate({
        apiKey: testEnv.PACKETA_API_KEY,
        point: { id: Number(staffed.id) },
        options: { livePickupPoint: true },
      })
    ).json()

    expect(body).toMatchObject({ isValid: true, errors: [] })
  })

  it('refuses a Z-BOX when a live pickup point is required, and accepts it otherwise', async () => {
    const live = await validate({
      apiKey: testEnv.PACKETA_API_KEY,
      point: { id: zbox.id },
      options: { livePickupPoint: true },
    })
    const any = await validate({
      apiKey: testEnv.PACKETA_API_KEY,
      point: { id: zbox.id },
      options: { livePickupPoint: false },
    })

    expect(await live.json()).toEqual({
      isValid: false,
      errors: [
        { code: 'NoAgeVerification', description: 'The pick-up point does not offer Age Verification Service.' },
      ],
    })
    expect(await any.json()).toMatchObject({ isValid: true, point: { name: zbox.name, group: 'zbox' } })
  })

  it('answers NotFound for an unknown id or an external carrier point', async () => {
    const unknown = await validate({ apiKey: testEnv.PACKETA_API_KEY, point: { id: '999999' } })
    const external = await validate({
      apiKey: testEnv.PACKETA_API_KEY,
      point: { carrierId: '106', carrierPickupPointId: 'X1' },
    })

    for (const response of [unknown, external]) {
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        isValid: false,
        errors: [{ code: 'NotFound', description: 'The pick-up point was not found.' }],
      })
    }
  })

  it('refuses a point outside the allowed countries', async () => {
    const body = await (
      await validate({ apiKey: testEnv.PACKETA_API_KEY, point: { id: staffed.id }, options: { country: 'sk,hu' } })
    ).json()

    expect(body).toEqual({
      isValid: false,
      errors: [{ code: 'InvalidCountry', description: 'The pick-up point is not in allowed country.' }],
    })
  })

  it('answers 401 to a wrong API key and 400 to a malformed request', async () => {
    const wrongKey = await validate({ apiKey: 'someone-else', point: { id: staffed.id } })
    const malformed = await validate({ point: { id: staffed.id } })

    expect(wrongKey.status).toBe(401)
    expect(await wrongKey.json()).toMatchObject({ status: 401, errors: [{ code: 'InvalidApiKey' }] })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ status: 400, errors: [{ code: 'InvalidRequest' }] })
  })
})

describe('GET /sandbox/packeta/points', () => {
  it('lists every point in the widget point shape, cacheable by anyone', async () => {
    const { response, points } = await list()

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(points).toEqual(SANDBOX_POINTS)
    expect(points[0]).toMatchObject({ pickupPointType: 'internal', currency: 'CZK', country: 'cz' })
  })

  it('keeps only staffed points when asked', async () => {
    const { points } = await list('?staffedOnly=1')

    expect(points.length).toBe(SANDBOX_POINTS.filter((point) => point.isStaffed).length)
    expect(points.every((point) => point.isStaffed && !point.name.startsWith('Z-BOX'))).toBe(true)
  })

  it('searches town, street and ZIP regardless of accents, case and the space in the ZIP', async () => {
    const plzen = await list('?q=plzen')
    const street = await list(`?q=${encodeURIComponent('táborská')}`)
    const zip = await list('?q=60200')
    const both = await list(`?q=${encodeURIComponent('brno nádražní')}&staffedOnly=0`)

    expect(plzen.points.length).toBeGreaterThan(1)
    expect(plzen.points.every((point) => point.city === 'Plzeň')).toBe(true)
    expect(street.points.map((point) => point.city).sort()).toEqual(['Brno', 'Praha 4'])
    expect(zip.points.every((point) => point.zip === '602 00')).toBe(true)
    expect(both.points.map((point) => point.name)).toEqual(['Z-BOX Brno, Brno-střed, Nádražní 1'])
  })

  it('is served by the API worker while sandboxes are on, and not otherwise', async () => {
    const on = await get('/sandbox/packeta/points?q=olomouc&staffedOnly=1')
    const off = await get('/sandbox/packeta/points', {}, { ...testEnv, SANDBOXES: 'off' })

    expect(on.status).toBe(200)
    expect(pointList.parse(await on.json()).points.map((point) => point.city)).toEqual([
      'Olomouc',
      'Olomouc',
      'Olomouc',
    ])
    expect(off.status).toBe(404)
  })

  it('finds nothing for a word no point has, and refuses an unknown filter value', async () => {
    const { points } = await list('?q=Reykjavik')
    const response = await app.request('/sandbox/packeta/points?staffedOnly=maybe', {}, testEnv)

    expect(points).toEqual([])
    expect(response.status).toBe(400)
  })
})
