import { expect, hydrated, openHydrated, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone the menu opens as a drawer that locks the page scroll and leads to a category', async ({
  adult: page,
}) => {
  await openHydrated(page, '/')
  const toggle = page.getByRole('button', { name: 'Otevřít menu' })
  await expect(page.getByRole('navigation', { name: 'Kategorie', exact: true })).toBeHidden()
  await toggle.click()
  const drawer = page.getByRole('navigation', { name: 'Kategorie', exact: true })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Kontakt' })).toBeVisible()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await drawer.getByRole('link', { name: 'Rum', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rum' })).toBeVisible()
  await expect(page).toHaveURL(/\/kategorie\/rum$/)
  await expect(page.getByRole('navigation', { name: 'Kategorie', exact: true })).toBeHidden()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
})

test('on a phone the menu opens even when tapped before the scripts have loaded', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  await context.addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Otevřít menu' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Kategorie', exact: true }).getByRole('link', { name: 'Rum', exact: true }),
  ).toBeVisible()
  await context.close()
})

test('a category asks for its first row of card images at once (often the largest paint on a phone), the rest lazily', async ({
  adult: page,
}) => {
  await openHydrated(page, '/kategorie/whisky')
  const images = page.locator('.product-grid .product-card__image')
  const loading = await images.evaluateAll((all) =>
    all.map(
      (image) =>
        `${(image as HTMLImageElement).loading}${image.getAttribute('fetchpriority') === 'high' ? ' high' : ''}`,
    ),
  )
  expect(loading.slice(0, 4)).toEqual(['eager high', 'eager', 'eager', 'eager'])
  expect(loading.length).toBeGreaterThan(4)
  expect(loading.slice(4).every((value) => value === 'lazy')).toBe(true)
  // the first card's image is in view without scrolling on a phone
  await expect(images.first()).toBeInViewport()
})

test('on a phone the cards stay where they first painted when the scripts take over; without scripts the sort still applies', async ({
  browser,
  baseURL,
}) => {
  const open = async (options: { javaScriptEnabled: boolean; scriptsArrive: boolean }) => {
    const context = await browser.newContext({
      javaScriptEnabled: options.javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    })
    await context.addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
    // a browser with scripts on whose scripts have not arrived yet shows what the first paint shows
    if (!options.scriptsArrive) await context.route('**/assets/*.js', (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/kategorie/whisky')
    if (options.scriptsArrive && options.javaScriptEnabled) await hydrated(page)
    const top = await page
      .locator('.listing__results')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top))
    return { top, page, context }
  }
  const firstPaint = await open({ javaScriptEnabled: true, scriptsArrive: false })
  const withScripts = await open({ javaScriptEnabled: true, scriptsArrive: true })
  expect(withScripts.top).toBe(firstPaint.top)
  await firstPaint.context.close()
  await withScripts.context.close()
  const plain = await open({ javaScriptEnabled: false, scriptsArrive: true })
  await plain.page.locator('.listing__sort select').selectOption('cheapest')
  await plain.page.getByRole('button', { name: 'Použít' }).first().click()
  await expect(plain.page).toHaveURL(/sort=cheapest/)
  await plain.context.close()
})

test('on a phone a breadcrumb trail wraps after a "›", never with one at the start of a line', async ({
  adult: page,
  request,
}) => {
  // a product deep in the tree with a long name: its trail takes two lines at 390 px
  const answer = await (await request.get('/api/v2/shop/products?itemsPerPage=100')).json()
  const names: { slug: string; name: string }[] = answer['hydra:member']
  const long = names.filter((p) => p.name.length >= 28).sort((a, b) => b.name.length - a.name.length)[0]
  if (!long) throw new Error('the demo catalogue has products with long names')
  await openHydrated(page, `/produkt/${long.slug}`)
  const trail = page.getByRole('navigation', { name: 'Drobečková navigace' })
  await expect(trail).toBeVisible()
  const layout = await trail.locator('ol').evaluate((ol) => {
    const left = ol.getBoundingClientRect().left
    const items = [...ol.children] as HTMLElement[]
    // every "›", drawn by CSS before an item or written in the markup, with where it begins
    const separators: number[] = []
    for (const item of items) {
      if (getComputedStyle(item, '::before').content.includes('›')) separators.push(item.getBoundingClientRect().left)
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const at = node.data.indexOf('›')
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        separators.push(range.getBoundingClientRect().left)
      }
    }
    return {
      items: items.length,
      lines: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
      separators: separators.length,
      atLineStart: separators.filter((x) => Math.abs(x - left) < 1).length,
    }
  })
  expect(layout.lines).toBeGreaterThan(1)
  expect(layout.separators).toBe(layout.items - 1)
  expect(layout.atLineStart).toBe(0)
})
