import { Hono } from 'hono'
import { API_BASE } from '../contract/channel'
import type { ApiEnv } from './env'
import { handleApiError, hydraErrorResponse } from './http/errors'
import { localeMiddleware } from './http/locale'
import { requireMergePatch } from './http/merge-patch'
import { associations } from './resources/associations'
import { attributes } from './resources/attributes'
import { banners } from './resources/banners'
import { contexts } from './resources/contexts'
import { media } from './resources/media'
import { menus } from './resources/menus'
import { products } from './resources/products'
import { redirects } from './resources/redirects'
import { search } from './resources/search'
import { taxons } from './resources/taxons'
import { variants } from './resources/variants'

/** The shop API worker: the Sylius-compatible /api/v2/shop contract on D1 (SHOP-API.md). */
const shop = new Hono<ApiEnv>()
  .use(localeMiddleware)
  .use(requireMergePatch)
  .route('/', taxons)
  // before products: its /products-by-slug/{slug} takes any path below it
  .route('/', associations)
  .route('/', products)
  .route('/', attributes)
  .route('/', variants)
  .route('/', menus)
  .route('/', banners)
  .route('/', redirects)
  .route('/', search)

const app = new Hono<ApiEnv>()
  .route(API_BASE, shop)
  .route('/api/v2/contexts', contexts)
  .route('/media', media)

app.notFound(function notFound() {
  return hydraErrorResponse(404, 'Not Found')
})
app.onError(handleApiError)

export type ShopApi = typeof app
export default app
