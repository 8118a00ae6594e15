import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { hostileBody, hostileHeaders, LEAKS, pathSegment, queryString } from '../api/test/hostile-input'
import { e2ePort, rawRequest, type RawAnswer } from './raw-http'

/**
 * Hostile input on every storefront route, against the real server `npm start` runs (vite preview in front
 * of workerd, both workers): generated paths, query strings, headers (a malformed `Host` included), cookies
 * (a forged or revoked auth token, a foreign API base) and bodies, four at a time, writes refused by the
 * same-origin check running beside plain reads. Every answer is below 500 and shows no stack trace or file
 * path; a customer's cart is the same afterwards. Seeded; `npm run fuzz` runs 1,000 requests per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 100
const SEED = 20261123
const AT_ONCE = 4
const HOSTS = ['localhost:99999', '127.0.0.1:abc', 'evil.example', 'a.staging.localhost', '[::1', 'localhost:', '']

/** Page routes (src/routes) and the worker's own routes (worker/app.ts); `:x` is a generated segment. */
const ROUTES = [
  '/',
  '/kategorie/:slug',
  '/produkt/:slug',
  '/search',
  '/objevte-nove-chute',
  '/pruvodce-darky',
  '/kontakt',
  '/reklamace-a-vraceni-zbozi',
  '/nejcastejsi-dotazy',
  '/magazin-ze-sveta-drinku',
  '/magazin-ze-sveta-drinku/:category',
  '/magazin/:slug',
  '/stranka/:slug',
  '/stranka/akce',
  '/cart',
  '/cart/summary',
  '/cart/thank-you/:token',
  '/order/:token',
  '/account',
  '/account/settings',
  '/account/shopping',
  '/account/watchdog',
  '/account/complaint',
  '/logout',
  '/oauth/success',
  '/oauth/failed',
  '/oauth/connect/:provider',
  '/oauth/callback/:provider',
  '/overeni-uctu/:token',
  '/potvrzeni-drinksletteru/:token',
  '/:slug',
  '/site-manifest.json',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap/:file',
  '/_age-gate',
  '/_consent',
  '/_errors',
  '/_logout',
  '/api/v2/shop/orders/:token',
  '/api/v2/shop/taxons',
  '/api/v2/shop/cms-plugin/page-by-slug/:slug',
  '/media/:file',
  '/sandbox/mailbox',
]
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The e2e server over raw HTTP (e2e/raw-http.ts): any Host, any method, any body. */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return rawRequest({ method, path, headers, body })
}

test.describe.configure({ timeout: 600_000 })

test(`hostile input on every storefront route (${RUNS} requests each, ${AT_ONCE} at a time, seed ${SEED})`, async () => {
  const port = e2ePort()
  const origin = `localhost:${port}`
  const json = { 'content-type': 'application/ld+json', accept: 'application/ld+json', host: origin }

  // a customer with a cart: the fuzz knows the cart token, never the customer's cookie
  const email = `fuzz-${Date.now()}@example.cz`
  await send(
    'POST',
    '/api/v2/shop/customers',
    json,
    JSON.stringify({ firstName: 'Jana', lastName: 'Nováková', email, password: 'fuzz-heslo-123' }),
  )
  const login = await send(
    'POST',
    '/api/v2/shop/authentication-token',
    json,
    JSON.stringify({ email, password: 'fuzz-heslo-123' }),
  )
  expect(login.status).toBe(200)
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ')
  const owner = { ...json, cookie }
  const cart = JSON.parse((await send('POST', '/api/v2/shop/orders', owner, '{}')).body) as { tokenValue: string }
  const products = JSON.parse((await send('GET', '/api/v2/shop/products?itemsPerPage=30', json)).body) as {
    'hydra:member': Array<{ slug: string; variants: string[] }>
  }
  let slug = ''
  for (const product of products['hydra:member']) {
    const variant = product.variants[0]!.split('/').at(-1)!
    const added = await send(
      'POST',
      `/api/v2/shop/orders/${cart.tokenValue}/items`,
      owner,
      JSON.stringify({ productVariant: variant, quantity: 1 }),
    )
    if (added.status === 201) {
      slug = product.slug
      break
    }
  }
  expect(slug, 'a product in stock').not.toBe('')
  const cartOf = async () => {
    const answer = JSON.parse((await send('GET', `/api/v2/shop/orders/${cart.tokenValue}`, owner)).body) as {
      items: unknown[]
      total: number
    }
    return { items: answer.items, total: answer.total }
  }
  const before = await cartOf()

  const known = [
    cart.tokenValue,
    slug,
    'rum',
    'google',
    'obchodni-podminky',
    'kontakt',
    'products',
    'sitemap-products-1.xml',
  ]
  const failures: string[] = []
  for (const route of ROUTES) {
    const parts = route.split(/:\w+/)
    const one = fc.record({
      method: fc.constantFrom(...METHODS),
      segments: fc.array(pathSegment(known), { minLength: parts.length - 1, maxLength: parts.length - 1 }),
      query: queryString,
      headers: hostileHeaders,
      host: fc.oneof(
        { weight: 4, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTS) },
      ),
      body: hostileBody,
    })
    await fc
      .assert(
        fc.asyncProperty(fc.array(one, { minLength: AT_ONCE, maxLength: AT_ONCE }), async (batch) => {
          await Promise.all(
            batch.map(async (input) => {
              const path =
                parts.reduce(
                  (built, part, i) =>
                    built + (i > 0 ? encodeURI(input.segments[i - 1]!).replace(/[?#]/g, '') : '') + part,
                  '',
                ) + input.query
              const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(input.method)
              const answer = await send(
                input.method,
                path,
                { ...input.headers, host: input.host },
                hasBody ? input.body : undefined,
              )
              const label = `${input.method} ${path} ${JSON.stringify({ ...input.headers, host: input.host })} → ${answer.status}: ${answer.body.slice(0, 200)}`
              const bad =
                answer.status >= 500 ||
                LEAKS.test(answer.body) ||
                (answer.status >= 400 && input.method !== 'HEAD' && answer.body === '')
              if (bad) {
                failures.push(label)
                throw new Error(label)
              }
            }),
          )
        }),
        { numRuns: Math.ceil(RUNS / AT_ONCE), seed: SEED },
      )
      .catch(() => {}) // the failing answers are in `failures`, shrunk ones last
  }
  expect([...new Set(failures)].slice(-40)).toEqual([])
  expect(await cartOf()).toEqual(before)
})
