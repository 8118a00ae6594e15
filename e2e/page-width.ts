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
