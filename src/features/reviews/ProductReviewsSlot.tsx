import { lazy, memo, Suspense } from 'react'
import type { Product } from '../../../contract/catalogue'
import type { ProductReviewList } from '../../../contract/reviews'

/**
 * The product page's reviews block is a chunk of its own (docs/decisions/021-first-load-javascript.md): it sits
 * below the fold and its reviews stream in after the main content, so the page is interactive without its code.
 * The server renders it directly (its HTML, the reviews included, is in the page for crawlers and visitors
 * without JavaScript); in the browser hydration waits for the chunk while the server's markup stays in place.
 */
let loaded: typeof import('./ProductReviews') | undefined
/** Starts loading the block's chunk; a client navigation to a product page asks for it beside its API calls. */
export const loadProductReviews = () => import('./ProductReviews').then((m) => (loaded = m))
const LazyReviews = lazy(() => loadProductReviews().then((m) => ({ default: m.ProductReviews })))
// A lazy component that suspends on the server is sent later in the stream and revealed by a script: loaded
// at once, the server renders the block in place.
if (import.meta.env.SSR) void loadProductReviews()

type Props = { product: Product; reviews: Promise<ProductReviewList | null> }

/**
 * Memoised: a re-render of the page with the same product and reviews must not reach the boundary while it waits
 * for the chunk to hydrate (an update there would replace the server's markup with the empty fallback).
 */
export const ProductReviewsSlot = memo(function ProductReviewsSlot(props: Props) {
  const ProductReviews = loaded ? loaded.ProductReviews : LazyReviews
  return (
    <Suspense fallback={null}>
      <ProductReviews {...props} />
    </Suspense>
  )
})
