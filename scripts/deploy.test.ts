import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployPlan } from './deploy.ts'

const commands = (plan: ReturnType<typeof deployPlan>) =>
  plan.map((step) => step.args.join(' ').replace('node_modules/wrangler/bin/wrangler.js', 'wrangler'))

describe('npm run deploy (scripts/deploy.ts)', () => {
  it('checks production, builds for it and the console, migrates its D1, then deploys the API before the storefront that binds it', () => {
    expect(commands(deployPlan('production', false))).toEqual([
      'scripts/check-production.ts --env production',
      'node_modules/vite/bin/vite.js build --outDir .wrangler/build/production',
      'node_modules/vite/bin/vite.js build -c console/vite.config.ts',
      'wrangler d1 migrations apply DB --remote -c api/wrangler.toml --env production',
      'wrangler deploy -c api/wrangler.toml --env production',
      'wrangler deploy --env production',
    ])
    expect(deployPlan('production', false)[1]?.env).toEqual({ CLOUDFLARE_ENV: 'production' })
  })

  it('deploys staging with its own build and database, checking only its deployment', () => {
    expect(commands(deployPlan('staging', false))).toEqual([
      'scripts/check-production.ts --env staging',
      'node_modules/vite/bin/vite.js build --outDir .wrangler/build/staging',
      'node_modules/vite/bin/vite.js build -c console/vite.config.ts',
      'wrangler d1 migrations apply DB --remote -c api/wrangler.toml --env staging',
      'wrangler deploy -c api/wrangler.toml --env staging',
      'wrangler deploy --env staging',
    ])
  })

  it('touches nothing remote in a dry run: no migrations, both deploys with --dry-run', () => {
    const plan = commands(deployPlan('production', true))
    expect(plan.some((command) => command.includes('--remote') || command.includes('check-production'))).toBe(false)
    expect(plan.filter((command) => command.startsWith('wrangler deploy'))).toEqual([
      'wrangler deploy -c api/wrangler.toml --env production --dry-run --outdir .wrangler/dry-run/production/api',
      'wrangler deploy --env production --dry-run --outdir .wrangler/dry-run/production/storefront',
    ])
  })

  it('refuses an environment other than staging and production, before building anything', () => {
    const run = spawnSync(process.execPath, ['scripts/deploy.ts', '--env', 'prod'], {
      cwd: resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    })
    expect(run.stderr).toContain('unknown environment "prod": one of staging, production')
    expect(run.stdout).not.toContain('build')
    expect(run.status).toBe(2)
  })
})
