import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The page's scroll width, and the element reaching furthest right (which to look at when it is too wide): run in
 * the page by `page.evaluate(widthOfPage)` for the no-sideways-scrolling checks of the shop and the console.
 */
export function widthOfPage(): { scrollWidth: number; widest: string } {
  let widest = ''
  let right = 0
  for (const element of document.body.querySelectorAll('*')) {
    const edge = element.getBoundingClientRect().right
    if (edge <= right) continue
    right = edge
    widest = `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, '.')}`
  }
  return { scrollWidth: document.documentElement.scrollWidth, widest: `${widest} reaches ${Math.round(right)} px` }
}

/**
 * The boxes inside the page that scroll sideways (a table's frame), each as tag.classes: the page itself may fit its
 * window while a table in it does not. Run in the page by `page.evaluate(sidewaysScrollers)`.
 */
export function sidewaysScrollers(): string[] {
  return [...document.body.querySelectorAll('*')]
    .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX))
    .filter((element) => element.scrollWidth > element.clientWidth)
    .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, '.')}`)
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]

/**
 * The page fits a desk's window and a phone's (no sideways scrolling), and a full-page screenshot of each goes to
 * the test's output folder (test-results/) for a person to look at; the window is a desk's again afterwards.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    const { scrollWidth, widest } = await page.evaluate(widthOfPage)
    expect(scrollWidth, `${name} at ${viewport.width} px: ${widest}`).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
}
