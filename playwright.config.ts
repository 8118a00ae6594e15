import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 8799)
// Parallel runs (several working copies on one machine) each need their own port and data folder.
const state = process.env.E2E_STATE || '.wrangler/e2e'
// The inspector of vite preview (vite.config.ts), for e2e/memory.spec.ts: next to the port, so parallel runs differ.
export const inspectorPort = Number(process.env.E2E_INSPECTOR_PORT || port + 1000)

// Journeys run against the production build served by the same script as `npm start`,
// on its own data folder that is reset for every run.
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'cs-CZ',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs --port ${port} --state ${state} --reset`,
    env: { INSPECTOR_PORT: String(inspectorPort) },
    url: `http://localhost:${port}/site-manifest.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
