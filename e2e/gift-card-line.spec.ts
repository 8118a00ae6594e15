import { expect, openHydrated, test } from './fixtures'

/**
 * The note under a voucher line of the cart ("Hodnota poukazu: 500 Kč", src/features/gift-cards/GiftCardLineNote.tsx)
 * is a chunk of its own. The server renders it; the browser must keep it while that chunk loads and the cart
 * store updates after hydration, not blank it out and draw it again (the shopper sees it blink).
 */

declare global {
  interface Window {
    lineCounts?: number[]
    lineSamplingDone?: boolean
  }
}

test('a voucher line of the cart keeps its note from the first paint through hydration', async ({ adult: page }) => {
  await openHydrated(page, '/produkt/darkovy-poukaz')
  await page.getByRole('radio', { name: '500 Kč' }).check()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()

  // every animation frame and every DOM change, from the first script until a second after hydration
  await page.addInitScript(() => {
    const counts: number[] = []
    window.lineCounts = counts
    let hydratedAt: number | null = null
    const sample = () => counts.push(document.querySelectorAll('.gift-card-line').length)
    new MutationObserver(sample).observe(document, { childList: true, subtree: true, characterData: true })
    const frame = () => {
      sample()
      if (hydratedAt === null && document.documentElement.dataset.hydrated === 'true') hydratedAt = performance.now()
      if (hydratedAt !== null && performance.now() - hydratedAt > 1000) window.lineSamplingDone = true
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.goto('/cart')
  await page.waitForFunction(() => window.lineSamplingDone === true)

  const counts = await page.evaluate(() => window.lineCounts ?? [])
  const shown = counts.findIndex((count) => count > 0)
  expect(shown, 'the note is in the page').toBeGreaterThanOrEqual(0)
  expect(
    counts.slice(shown).filter((count) => count === 0),
    'samples without the note after it was shown',
  ).toEqual([])
  await expect(page.getByText('Hodnota poukazu: 500 Kč')).toBeVisible()
})
