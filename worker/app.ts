import { Hono } from 'hono'
import { confirmAge } from './age-gate'
import { chooseConsent } from './consent'
import { checkPasswordRecoveryLink, confirmNewsletter, logout, verifyAccount } from './auth-routes'
import { receiveClientError } from './client-errors'
import type { StorefrontEnv } from './env'
import { handleError } from './errors'
import { localAdminHost } from './local-admin'
import { serveFeed } from './feeds'
import { discardUnreadBody } from './middleware/discard-body'
import { requestLog } from '../contract/request-log'
import { sameOriginWrites } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { oauthRoutes } from './oauth'
import type { PageCacheOptions } from './page-cache'
import { type PageRenderer, renderPages } from './pages'
import { refuseUnsafeProduction } from './production-guard'
import { proxyToApi, refuseAdminApi } from './proxy'
import { applyRedirects } from './redirect-step'
import { siteManifest } from './site-manifest'
import { serveRobots, serveSitemap } from './sitemap'
import { createUpstream } from './upstream'
import { keepD1Bookmark } from './d1-bookmark'

/**
 * The storefront edge worker, as a table of contents. Static assets (hashed, immutable) are served by the
 * platform before this app runs.
 */
export function createStorefront(renderPage: PageRenderer, pageCache?: PageCacheOptions) {
  const app = new Hono<StorefrontEnv>()
    // outermost: no answer leaves with the request body unread (worker/request-body.ts)
    .use(discardUnreadBody)
    // before the production guard: its 503 is logged and carries a request id too
    .use(requestLog('storefront'))
    .use(refuseUnsafeProduction)
    .use(securityHeaders)
    // `npm start` only: http://admin.localhost:PORT is the API worker's admin API (worker/local-admin.ts)
    .use(localAdminHost)
    // read-your-writes: the D1 bookmark cookie after a write, social logins' too (decision 057)
    .use(keepD1Bookmark)
    // social login, before the same-origin check: Apple posts its answer from its own origin (worker/oauth.ts)
    .route('/oauth', oauthRoutes)
    .use(sameOriginWrites)
    .use(async function selectUpstream(c, next) {
      const { upstream, key } = createUpstream(c)
      c.set('upstream', upstream)
      c.set('upstreamKey', key)
      await next()
    })
    .get('/site-manifest.json', siteManifest)
    .get('/robots.txt', serveRobots)
    .get('/sitemap.xml', serveSitemap)
    .get('/sitemap/:file', serveSitemap)
    .get('/feeds/:file', serveFeed)
    .post('/_age-gate', confirmAge)
    .post('/_consent', chooseConsent)
    .post('/_errors', receiveClientError)
    .post('/_logout', logout)
    .get('/overeni-uctu/:token', verifyAccount)
    .get('/potvrzeni-drinksletteru/:token', confirmNewsletter)
    .use('/', checkPasswordRecoveryLink)
    .all('/api/v2/admin', refuseAdminApi)
    .all('/api/v2/admin/*', refuseAdminApi)
    .all('/api/v2/shop/*', proxyToApi)
    .get('/media/*', proxyToApi)
    .all('/sandbox/*', proxyToApi)
    .use(applyRedirects)
    .all('*', renderPages(renderPage, pageCache))
  app.onError(handleError)
  return app
}
