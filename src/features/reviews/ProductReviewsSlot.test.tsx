import { describe, expect, it } from 'vitest'
import type { Product } from '../../../contract/catalogue'
import type { ProductReviewList } from '../../../contract/reviews'
import { renderPage } from '../../lib/test-fixtures'
import { loadProductReviews, ProductReviewsSlot } from './ProductReviewsSlot'

const product = { code: 'RUM', slug: 'rum', name: 'Rum', averageRating: 4.5, reviewCount: 2 } as Product
const pending = new Promise<ProductReviewList | null>(() => undefined)

describe("the reviews block's own chunk", () => {
  it("is in the server's HTML in place, not left to a script (crawlers and visitors without JavaScript read it)", async () => {
    // the server module loads the chunk as it starts; a page is rendered long after that
    await loadProductReviews()
    const html = await renderPage(<ProductReviewsSlot product={product} reviews={pending} />)
    expect(html).toContain('<h2 id="product-reviews-title">Hodnocení zákazníků</h2>')
    expect(html).toContain('aria-label="Hodnocení 4,5 z 5"')
    expect(html).toContain('href="/jak-overujeme-hodnoceni"')
    // rendered directly in its boundary, not suspended there (its content would then come later, behind a script)
    expect(html).toContain('<!--$--><section class="product-reviews"')
  })
})
