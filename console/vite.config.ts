import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The staff console (docs/decisions/049-staff-console.md): its own client-rendered build, apart from the storefront's,
// into console/dist, which the API worker serves on the admin host (static assets) and the local server on
// admin.localhost. Its files live under /_console/, a path the storefront never uses, so a storefront host asked
// for them answers 404 (e2e/console-hosting.spec.ts).
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  base: '/',
  plugins: [viteReact()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: '_console' },
})
