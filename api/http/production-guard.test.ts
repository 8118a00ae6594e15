import { testEnv as env } from '../test/env'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../contract/channel'
import app from '../index'
import { CARRIER_CODES } from '../shipping/carrier-config'
import { carrierFor } from '../shipping/registry'
import { apiProductionProblems } from './production-guard'

const production = { ...env, ENVIRONMENT: 'production' }

describe('an API started in production with local settings', () => {
  // the refusal is logged with every problem; here that is expected noise
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

  it('refuses every call with 503 and says nothing about its settings', async () => {
    for (const path of [`${API_BASE}/taxons`, '/sandbox/mailbox', '/media/products/x.svg']) {
      const response = await app.request(path, {}, production)
      expect(response.status).toBe(503)
      expect(await response.text()).not.toMatch(/SANDBOX|SECRET|sandbox-/)
    }
  })

  it('runs no cron work', async () => {
    const waited: Promise<unknown>[] = []
    await app.scheduled({ scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} }, production, {
      waitUntil: (p: Promise<unknown>) => waited.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext)
    expect(waited).toHaveLength(0)
  })

  it('serves locally with the same settings', async () => {
    expect((await app.request(`${API_BASE}/taxons`, {}, env)).status).toBe(200)
  })

  it('counts a missing or misspelt ENVIRONMENT as production', async () => {
    expect((await app.request(`${API_BASE}/taxons`, {}, { ...env, ENVIRONMENT: 'Local' })).status).toBe(503)
    expect((await app.request(`${API_BASE}/taxons`, {}, { ...env, ENVIRONMENT: undefined })).status).toBe(503)
  })
})

describe('ARES in production (decision 031)', () => {
  it('refuses an ARES_API_URL that points at the sandbox, and accepts the real register or none', () => {
    const sandbox = apiProductionProblems({
      ...production,
      ARES_API_URL: '/sandbox/ares/ekonomicke-subjekty-v-be/rest/',
    })
    expect(sandbox).toContain(
      'ARES_API_URL must be an https URL of the real service, not the sandbox (/sandbox/ares/ekonomicke-subjekty-v-be/rest/)',
    )
    const real = apiProductionProblems({
      ...production,
      ARES_API_URL: 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/',
    })
    expect(real.filter((problem) => problem.includes('ARES'))).toEqual([])
    expect(
      apiProductionProblems({ ...production, ARES_API_URL: undefined }).filter((problem) => problem.includes('ARES')),
    ).toEqual([])
  })

  it("refuses the sandbox and the repository password of Packeta's packet API, and lets the shop run without one", () => {
    const local = apiProductionProblems(production)
    expect(local).toContain(
      "PACKETA_API_PASSWORD must be set with `wrangler secret put PACKETA_API_PASSWORD` (the repository's value is for local use only)",
    )
    expect(local).toContain(
      'PACKETA_REST_URL must be an https URL of the real service, not the sandbox (/sandbox/packeta/api/rest)',
    )
    const unset = apiProductionProblems({
      ...production,
      PACKETA_API_PASSWORD: '',
      PACKETA_REST_URL: 'https://www.zasilkovna.cz/api/rest',
    })
    expect(
      unset.filter((problem) => problem.includes('PACKETA_API_PASSWORD') || problem.includes('PACKETA_REST_URL')),
    ).toEqual([])
  })
})

describe('the carriers of the shipping methods (decision 060)', () => {
  const carriers = (value: string) =>
    apiProductionProblems({ ...production, SHIPPING_CARRIERS: value }).filter((problem) =>
      problem.startsWith('SHIPPING_CARRIERS'),
    )

  it('refuses a method given a carrier the shop has no adapter for, or a pair it cannot read', () => {
    expect(carriers('packeta=packeta, home=dpd')).toEqual(['SHIPPING_CARRIERS: no carrier adapter "dpd"'])
    expect(carriers('packeta')).toEqual(['SHIPPING_CARRIERS: "packeta" is not a method=carrier pair'])
    expect(carriers('packeta=packeta')).toEqual([])
  })

  it('knows each adapter of the registry by its code, as the Node check reads them', () => {
    for (const code of CARRIER_CODES)
      expect(carrierFor({ ...env, SHIPPING_CARRIERS: `m=${code}` }, 'm')?.code).toBe(code)
  })
})

describe('PPL in production (decision 063)', () => {
  const ppl = (settings: Record<string, string | undefined>) =>
    apiProductionProblems({ ...production, ...settings }).filter((problem) => problem.startsWith('PPL_'))

  it('refuses its sandbox URL and the repository credentials while a method ships by PPL', () => {
    expect(ppl({ SHIPPING_CARRIERS: 'packeta=packeta,ppl_home=ppl' })).toEqual([
      "PPL_CLIENT_ID must be set with `wrangler secret put PPL_CLIENT_ID` (the repository's value is for local use only)",
      "PPL_CLIENT_SECRET must be set with `wrangler secret put PPL_CLIENT_SECRET` (the repository's value is for local use only)",
      'PPL_API_URL must be an https URL of the real service, not the sandbox (/sandbox/ppl/myapi2)',
    ])
    expect(
      ppl({ SHIPPING_CARRIERS: 'packeta=packeta,ppl_home=ppl', PPL_CLIENT_ID: '', PPL_CLIENT_SECRET: '' }),
    ).toContain(
      "PPL_CLIENT_ID must be set with `wrangler secret put PPL_CLIENT_ID` (the repository's value is for local use only)",
    )
  })

  it('accepts the real API with its credentials, or none while no method ships by PPL', () => {
    const real = {
      SHIPPING_CARRIERS: 'packeta=packeta,ppl_home=ppl',
      PPL_API_URL: 'https://api.dhl.com/ecs/ppl/myapi2',
      PPL_CLIENT_ID: 'drinkarna-cz',
      PPL_CLIENT_SECRET: 'Xk29fjq83nA0pq',
    }
    expect(ppl(real)).toEqual([])
    expect(
      ppl({
        SHIPPING_CARRIERS: 'packeta=packeta',
        PPL_API_URL: 'https://api.dhl.com/ecs/ppl/myapi2',
        PPL_CLIENT_ID: '',
        PPL_CLIENT_SECRET: '',
      }),
    ).toEqual([])
  })
})

describe('Cloudflare Access of the staff console in production (decision 049)', () => {
  const access = (settings: Record<string, string | undefined>) =>
    apiProductionProblems({ ...production, ...settings }).filter((problem) => problem.startsWith('ACCESS_'))

  it('refuses the local Access sandbox as the team and its AUD tag', () => {
    expect(access({ ACCESS_TEAM_DOMAIN: '/sandbox/access', ACCESS_AUD: 'sandbox-console-aud' })).toEqual([
      'ACCESS_TEAM_DOMAIN must be the team\'s domain "https://<team>.cloudflareaccess.com", not the sandbox (/sandbox/access)',
      "ACCESS_AUD must be the Access application's AUD tag, not the sandbox's",
    ])
    expect(access({ ACCESS_TEAM_DOMAIN: 'https://evil.example', ACCESS_AUD: 'a'.repeat(64) })).toHaveLength(1)
  })

  it("accepts the team's domain with a real AUD tag, or no Access at all", () => {
    expect(
      access({ ACCESS_TEAM_DOMAIN: 'https://drinkarna.cloudflareaccess.com', ACCESS_AUD: 'a1b2'.repeat(16) }),
    ).toEqual([])
    expect(access({ ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' })).toEqual([])
    expect(access({ ACCESS_TEAM_DOMAIN: undefined, ACCESS_AUD: undefined })).toEqual([])
  })
})
