// Copies the invoice PDF's fonts from their npm package into api/invoices/fonts/ (`npm install` runs it:
// package.json "postinstall"). Open Sans covers Latin Extended-A, so every Czech letter prints; pdf-lib embeds
// only the glyphs a document uses. The copies are named .bin because that is the one binary module type that
// wrangler, the Cloudflare Vite plugin and the Workers test pool all import as an ArrayBuffer
// (docs/decisions/045-invoices-and-bank-statements.md). Generated, not committed (.gitignore).
import { copyFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const from = join(root, 'node_modules', '@expo-google-fonts', 'open-sans')
const to = join(root, 'api', 'invoices', 'fonts')
mkdirSync(to, { recursive: true })
copyFileSync(join(from, '400Regular', 'OpenSans_400Regular.ttf'), join(to, 'open-sans-400.bin'))
copyFileSync(join(from, '700Bold', 'OpenSans_700Bold.ttf'), join(to, 'open-sans-700.bin'))
