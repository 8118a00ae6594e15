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
