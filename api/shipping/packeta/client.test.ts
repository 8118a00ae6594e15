import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiEnv, Bindings } from '../../env'
import { registerInProcessFetch } from '../../http/in-process'
import app from '../../index'
import { packetaSandbox } from '../../sandbox/packeta'
import { SANDBOX_POINTS } from '../../sandbox/packeta-points'
import { testEnv } from '../../test/env'
import { pickupPointProviderOf, validatePickupPoint } from './client'

let lastBody: unknown = null

/** In process: the sandbox as configured, and upstreams that misbehave in the ways a network service can. */
const upstreams = new Hono<ApiEnv>()
  .route('/sandbox/packeta', packetaSandbox)
  .post('/recording/validate', async function record(c) {
    lastBody = await c.req.json()
    return c.json({ isValid: true, point: { name: 'Praha 1, Vodičkova 31', address: { city: 'Praha 1' } }, errors: [] })
  })
  .post('/down/validate', (c) => c.text('Service Unavailable', 503))
  .post('/garbled/validate', (c) => c.html('<h1>Maintenance</h1>'))
  .post('/vacation/validate', (c) =>
    c.json({
      isValid: false,
      errors: [
        {
          code: 'PickupPointVacation',
          description: 'The pick-up point currently does not accept any packets due to reported holiday.',
        },
      ],
    }),
  )

beforeAll(() => {
  // The upstreams keep the configured key, as Packeta keeps the shop's, whatever key a test's client sends.
  registerInProcessFetch(async function viaTestUpstreams(request) {
    if (new URL(request.url).pathname.startsWith('/unreachable/')) throw new TypeError('Network connection lost.')
    return upstreams.fetch(request, testEnv)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(() => registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env))))

function withApi(url: string): Bindings {
  return { ...testEnv, PACKETA_API_URL: url }
}

const staffed = SANDBOX_POINTS.find((point) => point.isStaffed && point.city === 'Olomouc')!
const zbox = SANDBOX_POINTS.find((point) => !point.isStaffed && point.city === 'Praha 7')!

describe('validatePickupPoint against the sandbox', () => {
  it('accepts a staffed point for a cart with alcohol and gives its name and address', async () => {
    const result = await validatePickupPoint(testEnv, { id: staffed.id, requireStaffed: true })

    expect(result).toEqual({
      valid: true,
      point: { id: staffed.id, name: staffed.name, city: staffed.city, street: staffed.street, zip: staffed.zip },
    })
  })

  it('refuses a Z-BOX as not staffed when a staffed point is required, and accepts it otherwise', async () => {
    const required = await validatePickupPoint(testEnv, { id: zbox.id, requireStaffed: true })
    const notRequired = await validatePickupPoint(testEnv, { id: zbox.id, requireStaffed: false })

    expect(required).toEqual({ valid: false, reason: 'not_staffed' })
    expect(notRequired).toMatchObject({ valid: true, point: { id: zbox.id, name: zbox.name } })
  })

  it('refuses an id Packeta does not know, and one that is not a branch id at all', async () => {
    expect(await validatePickupPoint(testEnv, { id: '999999', requireStaffed: false })).toEqual({
      valid: false,
      reason: 'unknown',
    })
    expect(await validatePickupPoint(testEnv, { id: '../../admin', requireStaffed: false })).toEqual({
      valid: false,
      reason: 'unknown',
    })
  })
})

describe('validatePickupPoint protocol and failures', () => {
  it('sends the API key, the point id and the live-pickup-point option as the real API expects', async () => {
    await validatePickupPoint(withApi('/recording/'), { id: '4123', requireStaffed: true })

    expect(lastBody).toEqual({
      apiKey: testEnv.PACKETA_API_KEY,
      point: { id: '4123' },
      options: { country: 'cz', livePickupPoint: true },
    })
  })

  it('keeps only the address parts Packeta gave', async () => {
    const result = await validatePickupPoint(withApi('/recording/'), { id: '4123', requireStaffed: false })

    expect(result).toEqual({ valid: true, point: { id: '4123', name: 'Praha 1, Vodičkova 31', city: 'Praha 1' } })
  })

  it('calls a point on holiday unavailable', async () => {
    expect(await validatePickupPoint(withApi('/vacation/'), { id: staffed.id, requireStaffed: false })).toEqual({
      valid: false,
      reason: 'unavailable',
    })
  })

  it('answers unavailable when Packeta fails, answers garbage, cannot be reached or refuses our key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const input = { id: staffed.id, requireStaffed: true }

    for (const env of [
      withApi('/down/'),
      withApi('/garbled/'),
      withApi('/unreachable/'),
      { ...testEnv, PACKETA_API_KEY: 'revoked' },
    ]) {
      expect(await validatePickupPoint(env, input)).toEqual({ valid: false, reason: 'unavailable' })
    }
    expect(warn).toHaveBeenCalledTimes(4)
  })
})

describe('pickupPointProviderOf', () => {
  it('offers the sandbox picker with the list beside the sandbox API', () => {
    expect(pickupPointProviderOf({ PACKETA_API_URL: '/sandbox/packeta/v1/', PACKETA_API_KEY: 'sandbox-key' })).toEqual({
      kind: 'sandbox',
      apiKey: 'sandbox-key',
      listUrl: '/sandbox/packeta/points',
    })
  })

  it('offers the real widget with the shop key when the API is Packeta itself', () => {
    const env = { PACKETA_API_URL: 'https://widget.packeta.com/v6/pps/api/widget/v1/', PACKETA_API_KEY: 'a1b2c3d4e5f6' }

    expect(pickupPointProviderOf(env)).toEqual({ kind: 'packeta-widget', apiKey: 'a1b2c3d4e5f6' })
  })
})
