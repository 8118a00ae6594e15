import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { configProblems } from './check-production.ts'
import { deploymentProblems, type WorkerConfig } from './deploy-config.ts'

const read = (config: string, env?: string) =>
  unstable_readConfig({ config: resolve(import.meta.dirname, '..', config), env }, { hideWarnings: true })
    .vars as Record<string, unknown>

const worker = (config: string, env = 'production') =>
  unstable_readConfig(
    { config: resolve(import.meta.dirname, '..', config), env },
    { hideWarnings: true },
  ) as WorkerConfig

const realSecrets = {
  JWT_SECRET: 'Qm9vdHN0cmFwcGVkIGZyb20gYSByZWFsIHJhbmRvbSBzb3VyY2U',
  COMGATE_SECRET: 'k8Jd02mZqP1xR7tY',
  MAIL_API_TOKEN: '4c2b7a1e-8f3d-4e5a-9b6c-1d2e3f4a5b6c',
}

const shopAccount = {
  SHOP_BANK_ACCOUNT: '19-2000145399/0800',
  SHOP_IBAN: 'CZ6508000000192000145399',
  SHOP_BIC: 'GIBACZPX',
}

/** The API's production vars with every value the owner fills in: a configuration that passes. */
const completeApi = () => ({
  ...read('api/wrangler.toml', 'production'),
  COMGATE_MERCHANT: '498621',
  PACKETA_API_KEY: 'a1b2c3d4e5f6',
  SHOP_NOTIFICATION_EMAIL: 'podpora@drinkarna.cz',
  ...shopAccount,
})

/**
 * `npm run check:production` with `args`, under Node itself (type stripping), not Vitest: every import must resolve
 * the way Node resolves it.
 */
const runCheck = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-production.ts', ...args], {
    cwd: resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
  })

describe('the production configuration check (npm run check:production)', () => {
  it('refuses the local configuration deployed as it is: sandboxes, repository secrets, sandbox URLs', () => {
    const problems = configProblems(read('api/wrangler.toml'), read('wrangler.toml'))
    const text = problems.join('\n')
    expect(text).toMatch(/api: ENVIRONMENT must be "production" \(is "local"\)/)
    expect(text).toMatch(/storefront: ENVIRONMENT must be "production"/)
    expect(text).toMatch(/SANDBOXES must be "off"/)
    expect(text).toMatch(/JWT_SECRET must not be in vars/)
    expect(text).toMatch(/COMGATE_SECRET must not be in vars/)
    expect(text).toMatch(/MAIL_PROVIDER must be "postmark"/)
    expect(text).toMatch(/COMGATE_API_URL must be an https URL of the real service/)
    expect(text).toMatch(/OAUTH_GOOGLE_TOKEN_URL must be an https URL/)
    expect(text).toMatch(/storefront: STAGING_HOST_SUFFIX must be empty/)
    expect(text).toMatch(/storefront: SITE_URL must be the https origin/)
  })

  it('refuses the repository secrets even when they are passed as secrets, and a short JWT secret', () => {
    const api = {
      ...read('api/wrangler.toml', 'production'),
      COMGATE_MERCHANT: '498621',
      PACKETA_API_KEY: 'a1b2c3d4e5f6',
    }
    const local = read('api/wrangler.toml')
    const problems = configProblems(api, read('wrangler.toml', 'production'), {
      JWT_SECRET: local.JWT_SECRET,
      COMGATE_SECRET: 'short',
    })
    expect(problems).toContain(
      "api: JWT_SECRET must be set with `wrangler secret put JWT_SECRET` (the repository's value is for local use only)",
    )
    expect(problems).not.toContainEqual(expect.stringContaining('COMGATE_SECRET must be set'))
    expect(configProblems(api, read('wrangler.toml', 'production'), { JWT_SECRET: 'too-short-but-random' })).toContain(
      'api: JWT_SECRET must be at least 32 characters long',
    )
  })

  it("leaves only the owner's own values open in the repository's production section", () => {
    expect(
      configProblems(read('api/wrangler.toml', 'production'), read('wrangler.toml', 'production'), realSecrets),
    ).toEqual([
      "api: COMGATE_MERCHANT must be the shop's merchant id from the Comgate portal",
      "api: PACKETA_API_KEY must be the shop's Packeta API key",
      "api: SHOP_NOTIFICATION_EMAIL must be the customer service's address (contact messages, complaints, returns)",
      "api: SHOP_BANK_ACCOUNT and SHOP_IBAN must be the shop's bank account for transfers",
    ])
  })

  it('passes a complete production configuration', () => {
    const api = completeApi()
    expect(configProblems(api, read('wrangler.toml', 'production'), realSecrets)).toEqual([])
  })

  it('refuses a shop account whose IBAN checksum fails or which is another account than the Czech form', () => {
    const api = completeApi()
    const storefront = read('wrangler.toml', 'production')
    expect(configProblems({ ...api, SHOP_IBAN: 'CZ6608000000192000145399' }, storefront, realSecrets)).toEqual([
      'api: SHOP_IBAN CZ6608000000192000145399 is not an IBAN: its check digits do not hold',
    ])
    expect(configProblems({ ...api, SHOP_BANK_ACCOUNT: '2001234588/2010' }, storefront, realSecrets)).toEqual([
      'api: SHOP_BANK_ACCOUNT 2001234588/2010 is CZ6220100000002001234588, not SHOP_IBAN CZ6508000000192000145399',
    ])
    expect(configProblems({ ...api, SHOP_BANK_ACCOUNT: '2001234567/2010' }, storefront, realSecrets)).toEqual([
      'api: SHOP_BANK_ACCOUNT 2001234567/2010 is not a Czech account (prefix-number/bank with valid checksums)',
    ])
    expect(configProblems({ ...api, SHOP_BIC: 'GIBA' }, storefront, realSecrets)).toEqual([
      'api: SHOP_BIC GIBA is not a BIC (8 or 11 letters and digits)',
    ])
  })

  it('refuses an admin API token in the committed vars, and needs none to pass', () => {
    const api = completeApi()
    const withToken = { ...api, ADMIN_API_TOKEN: 'ops:0123456789abcdef0123456789abcdef' }
    expect(configProblems(withToken, read('wrangler.toml', 'production'), realSecrets)).toEqual([
      'api: ADMIN_API_TOKEN must not be in vars (committed to the repository): set it with `wrangler secret put ADMIN_API_TOKEN`',
    ])
  })

  it('refuses Heureka’s sandbox or a committed or missing key once the shop reports orders to Heureka (decision 062)', () => {
    const api = completeApi()
    const storefront = read('wrangler.toml', 'production')
    const heureka = (problems: string[]) => problems.filter((problem) => problem.includes('HEUREKA'))
    // off (no endpoint), as the repository ships it
    expect(heureka(configProblems(api, storefront, realSecrets))).toEqual([])
    expect(heureka(configProblems({ ...api, HEUREKA_API_URL: '/sandbox/heureka/' }, storefront, realSecrets))).toEqual([
      'api: HEUREKA_API_URL must be an https URL of the real service, not the sandbox (/sandbox/heureka/)',
    ])
    const on = { ...api, HEUREKA_API_URL: 'https://api.heureka.cz/' }
    expect(heureka(configProblems({ ...on, HEUREKA_API_KEY: 'abc' }, storefront, realSecrets))).toContain(
      'api: HEUREKA_API_KEY must not be in vars (committed to the repository): set it with `wrangler secret put HEUREKA_API_KEY`',
    )
    expect(heureka(configProblems(on, storefront, { ...realSecrets, HEUREKA_API_KEY: '' }))).toEqual([
      'api: HEUREKA_API_KEY must be set with `wrangler secret put HEUREKA_API_KEY` while HEUREKA_API_URL is set',
    ])
    expect(heureka(configProblems(on, storefront, { ...realSecrets, HEUREKA_API_KEY: 'sandbox-heureka-key' }))).toEqual(
      ['api: HEUREKA_API_KEY must be set with `wrangler secret put HEUREKA_API_KEY` while HEUREKA_API_URL is set'],
    )
    expect(heureka(configProblems(on, storefront, { ...realSecrets, HEUREKA_API_KEY: '5f0c1e9a7b3d' }))).toEqual([])
  })

  it('runs as the command operations use, naming what is missing and failing', () => {
    const run = runCheck()
    expect(run.stderr).toContain("api: COMGATE_MERCHANT must be the shop's merchant id")
    expect(run.stderr).toContain('api: D1 DB has the placeholder database_id')
    expect(run.status).toBe(1)
  })

  it('checks only the deployment of staging, which the workers treat as development', () => {
    const run = runCheck('--env', 'staging')
    expect(run.stderr.split('\n').filter((line) => line.startsWith('  - '))).toEqual([
      '  - api: D1 DB has the placeholder database_id: the owner runs `wrangler d1 create shop-staging` and fills in its id',
      '  - storefront: KV CACHE has the placeholder id: the owner runs `wrangler kv namespace create CACHE --env staging` and fills in its id',
    ])
    expect(run.status).toBe(1)
  })

  it('refuses the placeholder binding ids of the repository, and nothing else of its production deployment', () => {
    expect(deploymentProblems(worker('api/wrangler.toml'), worker('wrangler.toml'))).toEqual([
      'api: D1 DB has the placeholder database_id: the owner runs `wrangler d1 create shop-production` and fills in its id',
      'storefront: KV CACHE has the placeholder id: the owner runs `wrangler kv namespace create CACHE --env production` and fills in its id',
    ])
  })

  describe('a production deployment with real ids', () => {
    const api = {
      ...worker('api/wrangler.toml'),
      d1_databases: [
        { binding: 'DB', database_name: 'shop-production', database_id: '7f3c2a1e-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
      ],
    }
    const storefront = {
      ...worker('wrangler.toml'),
      kv_namespaces: [{ binding: 'CACHE', id: '5e1f0c3b9a8d4c7e8f6a2b1d0c9e8f7a' }],
    }

    it('passes as the repository has it otherwise', () => {
      expect(deploymentProblems(api, storefront)).toEqual([])
    })

    it("refuses a route outside the shop's domain, a workers.dev address, a public API and another environment's API", () => {
      // the API's one route is its admin host (decision 029): any other host would put the shop API in public
      const problems = deploymentProblems(
        { ...api, routes: ['api.drinkarna.cz/*'] },
        {
          ...storefront,
          workers_dev: true,
          routes: [{ pattern: 'shop.example.com/*' }],
          services: [{ binding: 'SHOP_API', service: 'shop-api-staging' }],
        },
      )
      expect(problems).toEqual([
        'storefront: workers_dev must be false (no *.workers.dev address)',
        "api: route api.drinkarna.cz must be ADMIN_HOST (admin.drinkarna.cz), a subdomain of the shop's domain: the shop API is reached through the storefront only",
        "storefront: route shop.example.com is not the host of SITE_URL (www.drinkarna.cz): the owner fills in the shop's domain in both",
        'storefront: SHOP_API must bind the API worker of this environment (shop-api-production), not shop-api-staging',
      ])
    })

    it('refuses a domain changed in the storefront but not in the API', () => {
      const moved = {
        ...storefront,
        vars: { ...storefront.vars, SITE_URL: 'https://www.drinkarna-shop.cz' },
        routes: [{ pattern: 'www.drinkarna-shop.cz', custom_domain: true }],
      }
      expect(deploymentProblems(api, moved)).toEqual([
        "api: route admin.drinkarna.cz must be ADMIN_HOST (admin.drinkarna.cz), a subdomain of the shop's domain: the shop API is reached through the storefront only",
        "api: STOREFRONT_URL (https://www.drinkarna.cz) must be the storefront's SITE_URL (https://www.drinkarna-shop.cz)",
      ])
    })

    it('refuses a storefront without routes and a worker without logs', () => {
      const problems = deploymentProblems({ ...api, observability: { enabled: false } }, { ...storefront, routes: [] })
      expect(problems).toEqual([
        'api: observability must be enabled (Workers Logs keeps the request log)',
        "storefront: routes must name the shop's domain (SITE_URL)",
      ])
    })
  })
})
