// Seeds the local shop with the demo catalogue: D1 rows and R2 pictures, through wrangler's local bindings.
//
//   node scripts/seed.ts [--if-empty] [--reset] [--state DIR] [--products N] [--seed N]
//
// --if-empty skips when products exist (what `npm start` does on every start); --reset deletes the catalogue,
// the content (menus, banners, redirects) and the seed's pictures first. Without either flag the catalogue
// must be empty. The state folder is the one `wrangler --persist-to` and `vite preview` use.
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { DEFAULT_PRODUCTS, DEFAULT_SEED, generateCatalogue } from '../api/seed/generate.ts'
import { insertGiftCardProduct } from '../api/seed/gift-card-product.ts'
import { clearCatalogue, clearMedia, writeCatalogue } from '../api/seed/write.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const { values: opts } = parseArgs({
  options: {
    'if-empty': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    state: { type: 'string', default: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
    products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
})

function wholeNumber(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) {
    console.error(`✗ --${name} must be a whole number, got "${value}"`)
    process.exit(2)
  }
  return n
}

const products = wholeNumber('products', opts.products)
const seed = wholeNumber('seed', opts.seed)
// The machines here reach no Cloudflare endpoint; without these miniflare and wrangler try and log errors.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
process.env.WRANGLER_SEND_METRICS ??= 'false'

const started = performance.now()
const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1)

/** Seeds unless told not to; returns the exit code. */
async function run(DB: D1Database, MEDIA: R2Bucket): Promise<number> {
  const count = async (table: string): Promise<number> =>
    (await DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0
  const existing = await count('products')
  if (opts['if-empty'] && existing > 0) {
    console.log(`› seed: skipped, the catalogue has ${existing} products (use --reset to replace it)`)
    return 0
  }
  const leftovers = (await Promise.all(['taxons', 'menus', 'banners', 'redirects'].map(count))).some((n) => n > 0)
  if (opts.reset) {
    await clearCatalogue(DB)
    const pictures = await clearMedia(MEDIA)
    console.log(`› seed: cleared ${existing} products and ${pictures} pictures`)
  } else if (existing > 0 || (leftovers && !opts['if-empty'])) {
    console.error('✗ seed: the catalogue is not empty; run with --reset to replace it or --if-empty to keep it')
    return 1
  } else if (leftovers) {
    // Content without products is a seed that stopped half-way: start over rather than fail on duplicate ids.
    await clearCatalogue(DB)
  }
  const generating = performance.now()
  const catalogue = generateCatalogue({ products, seed })
  const generated = seconds(generating)
  const written = await writeCatalogue(DB, MEDIA, catalogue)
  // the gift voucher (docs/decisions/056-gift-vouchers.md): one product beside the generated drinks
  await insertGiftCardProduct(DB)
  console.log(
    `› seed: ${written.products} products, ${written.product_variants} variants, ${written.taxons} taxons, ` +
      `${written.brands} brands, ${written.variant_price_history} past prices, ${written.product_associations} associations, ` +
      `${written.redirects} redirects, ${written.media} pictures ` +
      `(generated in ${generated} s, all done in ${seconds(started)} s)`,
  )
  return 0
}

const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: join(root, 'api/wrangler.toml'),
  persist: { path: join(resolve(opts.state), 'v3') },
})
try {
  process.exitCode = await run(proxy.env.DB, proxy.env.MEDIA)
} catch (error) {
  if (!String(error).includes('no such table')) throw error
  console.error(`✗ seed: the database in ${opts.state} has no tables; apply the migrations first:`)
  console.error(`  wrangler d1 migrations apply shop --local -c api/wrangler.toml --persist-to ${opts.state}`)
  process.exitCode = 1
} finally {
  await proxy.dispose()
}
