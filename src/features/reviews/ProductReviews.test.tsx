import { describe, expect, it } from 'vitest'
import type { Product } from '../../../contract/catalogue'
import type { ProductReview, ProductReviewList } from '../../../contract/reviews'
import { renderPage } from '../../lib/test-fixtures'
import { ProductReviews, ReviewList } from './ProductReviews'
import { reviewJsonLd } from './review-jsonld'

const product = {
  '@id': '/api/v2/shop/products/RUM',
  code: 'RUM',
  name: 'Rum',
  slug: 'rum',
  variants: [],
  images: [],
  averageRating: 4.5,
  reviewCount: 2,
} as Product

const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script> <a href="https://spam.example">levně</a>'
const review = (id: number, extra: Partial<ProductReview> = {}): ProductReview => ({
  '@id': `/api/v2/shop/product-reviews/${id}`,
  id,
  title: null,
  rating: 5,
  comment: 'Výborný.',
  author: { firstName: 'Jana' },
  product: product['@id'],
  status: 'accepted',
  createdAt: '2026-11-20T10:00:00Z',
  pros: null,
  cons: null,
  reply: null,
  helpfulCount: 0,
  verifiedPurchase: true,
  ...extra,
})
const list: ProductReviewList = {
  'hydra:member': [review(2, { rating: 4, comment: hostile, title: '<b>tučně</b>' }), review(1)],
  'hydra:totalItems': 2,
}

/** The first page while it is still on its way (the block's summary does not wait for it). */
const pending = new Promise<ProductReviewList | null>(() => undefined)

describe('the reviews block', () => {
  it('shows the average and count, links how reviews are verified, and the customers’ words as text', async () => {
    const block = await renderPage(<ProductReviews product={product} reviews={pending} />)
    expect(block).toContain('aria-label="Hodnocení 4,5 z 5"')
    expect(block).toContain('2 hodnocení')
    expect(block).toContain('href="/jak-overujeme-hodnoceni"')
    const html = await renderPage(<ReviewList productCode="RUM" first={list} />)
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<a href="https://spam.example"')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;b&gt;tučně&lt;/b&gt;')
    expect(html).toContain('Ověřený nákup')
  })

  it('offers a "Pomohlo mi to (N)" button on each review, with the count of its votes', async () => {
    const html = await renderPage(
      <ReviewList
        productCode="RUM"
        first={{ 'hydra:member': [review(3, { helpfulCount: 4 }), review(4)], 'hydra:totalItems': 2 }}
      />,
    )
    const buttons = html.match(/<button[^>]*>Pomohlo mi to \(\d+\)<\/button>/g) ?? []
    expect(buttons).toHaveLength(2)
    expect(buttons[0]).toContain('Pomohlo mi to (4)')
    expect(buttons[1]).toContain('Pomohlo mi to (0)')
    // not pressed before the browser's own votes are read (the server does not know them)
    for (const button of buttons) {
      expect(button).toContain('aria-pressed="false"')
      expect(button).not.toMatch(/\sdisabled/)
    }
  })

  it('says a product without reviews has none, and still links the verification page', async () => {
    const html = await renderPage(
      <ProductReviews product={{ ...product, averageRating: 0, reviewCount: 0 }} reviews={pending} />,
    )
    expect(html).toContain('Tento produkt zatím nikdo nehodnotil.')
    expect(html).toContain('href="/jak-overujeme-hodnoceni"')
  })
})

describe('the reviews in Product JSON-LD', () => {
  it('carries the shown average, count and reviews', () => {
    expect(reviewJsonLd(product, list)).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        expect.objectContaining({
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Jana' },
          name: '<b>tučně</b>',
          reviewBody: hostile,
          datePublished: '2026-11-20',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        }),
        expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
      ],
    })
  })

  it('names no rating for a product without accepted reviews', () => {
    expect(reviewJsonLd({ ...product, averageRating: 0, reviewCount: 0 }, null)).toEqual({})
  })
})
