import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { configProblems } from './check-production.ts'

const read = (config: string, env?: string) =>
  unstable_readConfig({ config: resolve(import.meta.dirname, '..', config), env }, { hideWarnings: true }).vars as Record<string, unknown>

const realSecrets = {
  JWT_SECRET: 'Qm9vdHN0cmFwcGVkIGZyb20gYSByZWFsIHJhbmRvbSBzb3VyY2U',
  COMGATE_SECRET: 'k8Jd02mZqP1xR7tY',
  MAIL_API_TOKEN: '4c2b7a1e-8f3d-4e5a-9b6c-1d2e3f4a5b6c',
}

describe('the production configuration check (npm run check:production)', () => {
  it('refuses the local configuration deployed as it is: sandboxes, repository secrets, sandbox URLs', () => {
    const problems = configProblems(read('api/wrangler.jsonc'), read('wrangler.jsonc'))
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
    const api = { ...read('api/wrangler.jsonc', 'production'), COMGATE_MERCHANT: '498621', PACKETA_API_KEY: 'a1b2c3d4e5f6' }
    const local = read('api/wrangler.jsonc')
    const problems = configProblems(api, read('wrangler.jsonc', 'production'), { JWT_SECRET: local.JWT_SECRET, COMGATE_SECRET: 'short' })
    expect(problems).toContain('api: JWT_SECRET must be set with `wrangler secret put JWT_SECRET` (the repository\'s value is for local use only)')
    expect(problems).not.toContainEqual(expect.stringContaining('COMGATE_SECRET must be set'))
    expect(configProblems(api, read('wrangler.jsonc', 'production'), { JWT_SECRET: 'too-short-but-random' })).toContain(
      'api: JWT_SECRET must be at least 32 characters long',
    )
  })

  it("leaves only the owner's own values open in the repository's production section", () => {
    expect(configProblems(read('api/wrangler.jsonc', 'production'), read('wrangler.jsonc', 'production'), realSecrets)).toEqual([
      "api: COMGATE_MERCHANT must be the shop's merchant id from the Comgate portal",
      "api: PACKETA_API_KEY must be the shop's Packeta API key",
      "api: SHOP_NOTIFICATION_EMAIL must be the customer service's address (contact messages, complaints, returns)",
    ])
  })

  it('passes a complete production configuration', () => {
    const api = { ...read('api/wrangler.jsonc', 'production'), COMGATE_MERCHANT: '498621', PACKETA_API_KEY: 'a1b2c3d4e5f6', SHOP_NOTIFICATION_EMAIL: 'podpora@drinkarna.cz' }
    expect(configProblems(api, read('wrangler.jsonc', 'production'), realSecrets)).toEqual([])
  })

  it('refuses an admin API token in the committed vars, and needs none to pass', () => {
    const api = { ...read('api/wrangler.jsonc', 'production'), COMGATE_MERCHANT: '498621', PACKETA_API_KEY: 'a1b2c3d4e5f6', SHOP_NOTIFICATION_EMAIL: 'podpora@drinkarna.cz' }
    const withToken = { ...api, ADMIN_API_TOKEN: 'ops:0123456789abcdef0123456789abcdef' }
    expect(configProblems(withToken, read('wrangler.jsonc', 'production'), realSecrets)).toEqual([
      'api: ADMIN_API_TOKEN must not be in vars (committed to the repository): set it with `wrangler secret put ADMIN_API_TOKEN`',
    ])
  })

  it('runs as the command operations use, naming what is missing and failing', () => {
    // under Node itself (type stripping), not Vitest: every import must resolve the way Node resolves it
    const run = spawnSync(process.execPath, ['scripts/check-production.ts'], { cwd: resolve(import.meta.dirname, '..'), encoding: 'utf8' })
    expect(run.stderr).toContain("api: COMGATE_MERCHANT must be the shop's merchant id")
    expect(run.status).toBe(1)
  })
})

