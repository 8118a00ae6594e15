import { execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { adminConsole } from './scripts/vite/admin-console.ts'
import { hostGuard } from './scripts/vite/host-guard.ts'

// One id per build: the client compares it with /site-manifest.json and reloads on the next navigation
// when a newer build is live; caches of API payloads are keyed by it.
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID
  let commit = 'local'
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // not a git checkout: the timestamp alone keeps builds apart
  }
  return `${commit}-${Date.now().toString(36)}`
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  build: {
    rolldownOptions: {
      // contract/ holds pure definitions (schemas, constants). Saying so lets the browser build drop the schemas
      // that only the server uses (docs/decisions/009-client-javascript-budget.md); the bundler cannot prove
      // that top-level expressions such as `schema.shape` are free of side effects on its own.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/contract/') },
      output: {
        // A lazy chunk's CSS (the auth popup's) and the same file linked by a head (`auth.css?url`) are one asset
        // with two names, and which name it gets depends on the chunking: the server build and the client build
        // once picked different ones, and the server's link pointed at no file. Named by content alone, they agree.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/style-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Everything the entry imports statically (React, the router, the shell, every route's definition) runs
            // on every page anyway: one chunk for it, not the thirty-odd shared chunks Rolldown cuts by default, whose
            // import and export lists and gzip headers cost about 8 kB a page. Route components and lazy parts keep
            // their own chunks (docs/decisions/021-first-load-javascript.md).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
      },
    },
  },
  plugins: [
    // first, so its Host check runs before the Cloudflare plugin builds a URL from the header
    hostGuard(),
    // the staff console's files on http://admin.localhost (built apart: console/vite.config.ts), before the worker
    adminConsole(fileURLToPath(new URL('./console/dist', import.meta.url))),
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      configPath: './wrangler.toml',
      auxiliaryWorkers: [{ configPath: './api/wrangler.toml' }],
      persistState: { path: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
      // Off unless asked for: the memory measurement (scripts/bench-memory.ts) reads the isolates' heaps through it.
      inspectorPort: process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : false,
    }),
    tanstackStart({ server: { entry: '../worker/index.ts' } }),
    viteReact(),
  ],
})
