import { expect, test } from './fixtures'

test('an old address from the redirects table answers 301 to its destination', async ({ request, baseURL }) => {
  const response = await request.get('/stara-kategorie/rumy', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe(`${baseURL}/kategorie/rum`)
  const mixedCase = await request.get('/Whisky-Skotska', { maxRedirects: 0 })
  expect(mixedCase.status()).toBe(301)
  expect(mixedCase.headers().location).toBe(`${baseURL}/kategorie/skotska-whisky`)
})

test('an absolute destination is kept as it is', async ({ request }) => {
  const response = await request.get('/facebook', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/^https:\/\/www\.facebook\.com\//)
})
