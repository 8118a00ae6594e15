import { expect, test } from './fixtures'

test('the sitemap lists categories and products, and a listed product answers 200', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml).toContain(`<loc>${baseURL}/kategorie/rum</loc>`)
  const product = /<loc>([^<]*\/produkt\/[^<]+)<\/loc>/.exec(xml)?.[1]
  expect(product).toBeTruthy()
  const page = await request.get(new URL(product!).pathname, { headers: { cookie: 'age_verified=1' } })
  expect(page.status()).toBe(200)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('every address of the demo sitemap answers 200', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname,
  )
  // the demo data: about 330 products, the categories, the content pages and the magazine
  expect(paths.length).toBeGreaterThan(350)
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/obchodni-podminky', '/magazin-ze-sveta-drinku/vsechny', '/kategorie/rum']),
  )
  const failed: string[] = []
  // four at a time: the e2e server is the production build on a shared machine
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths.slice(i, i + 4)
    const statuses = await Promise.all(
      batch.map((path) =>
        request
          .get(path, { headers: { cookie: 'age_verified=1' }, maxRedirects: 0 })
          .then((response) => response.status()),
      ),
    )
    statuses.forEach((status, j) => status !== 200 && failed.push(`${batch[j]} ${status}`))
  }
  expect(failed, `${baseURL}: addresses of the sitemap that do not answer 200`).toEqual([])
})
