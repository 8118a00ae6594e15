import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Three projects: pure code in Node, the shop API and the storefront worker each inside the Workers runtime.
// V8's --expose-gc for the workerd that miniflare starts: worker/request-scope.test.ts forces full collections to
// prove that rendered requests do not stay reachable (docs/decisions/018-ssr-memory.md).
process.env.MINIFLARE_WORKERD_V8_FLAGS = [process.env.MINIFLARE_WORKERD_V8_FLAGS, '--expose-gc']
  .filter(Boolean)
  .join(' ')

/**
 * Packages each Workers test file gets as one pre-bundled module instead of hundreds (the pool inlines every
 * dependency, and every test file loads its modules anew): about a fifth less work per API test file. Every entry
 * point the code imports of a package must be listed: one left out is loaded apart, with its own copy of the
 * package's classes, and `instanceof` across the two fails (HTTPException thrown by the validator, caught as
 * unknown, was a 500 in the watchdog's fuzz test).
 */
const HONO = ['hono', 'hono/body-limit', 'hono/factory', 'hono/html', 'hono/http-exception', 'hono/validator']
const PREBUNDLED = ['zod', 'zod/mini', ...HONO, 'hono/utils/http-status']

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./api/db/migrations')
  return {
    define: { __BUILD_ID__: JSON.stringify('test-build') },
    // the bank statement samples (windows-1250 bytes): their tests import them with `?inline`
    assetsInclude: ['**/*.gpc'],
    test: {
      // Vitest's default is one worker less than the cores: a single worker on CI's two cores, where most of a test
      // file's time is the Workers runtime loading the API and applying the migrations while the other core idles.
      maxWorkers: availableParallelism(),
      // One Workers runtime and one module graph per Vitest worker, not per test file: starting workerd and loading
      // the API anew for each of 190 files was most of the suite's time. Each file still starts from an empty shop:
      // the setup files wipe D1, KV and R2 (api/test/apply-migrations.ts, worker/test/empty-cache.ts).
      isolate: false,
      // API tests place and pay real orders on D1 (a paid order's invoice PDF is drawn for its mail), script tests
      // start Node processes: 5 s is too little on a loaded two-core machine, and no test asserts its own speed
      testTimeout: 15_000,
      // the workers' one JSON line per request (contract/request-log.ts) would bury a failure's own output
      onConsoleLog: (log: string) => !log.startsWith('{"level":"info","msg":"request"'),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'console/**/*.test.{ts,tsx}',
              'contract/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './api/wrangler.toml' },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '' } },
            }),
          ],
          test: {
            name: 'api',
            include: ['api/**/*.test.ts'],
            setupFiles: ['./api/test/apply-migrations.ts'],
            deps: { optimizer: { ssr: { enabled: true, include: [...PREBUNDLED, 'jose', '@hono/zod-validator'] } } },
          },
        },
        {
          extends: true,
          plugins: [
            cloudflareTest({
              miniflare: {
                compatibilityDate: '2026-04-01',
                compatibilityFlags: ['nodejs_compat'],
                kvNamespaces: ['CACHE'],
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts'],
            setupFiles: ['./worker/test/empty-cache.ts'],
            deps: { optimizer: { ssr: { enabled: true, include: PREBUNDLED } } },
          },
        },
      ],
    },
  }
})
