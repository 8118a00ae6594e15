import { API_BASE } from '../../contract/channel'
import type { DocumentedApi, OperationGroup } from './operation'
import { ADMIN_BASE } from '../admin/env'
import { adminOperations } from './admin'
import { account } from './shop/account'
import { cart } from './shop/cart'
import { catalogue } from './shop/catalogue'
import { content } from './shop/content'
import { services } from './shop/services'

/** The document itself: public, so a client generator can fetch it without logging in. */
const meta: OperationGroup = {
  tag: 'Documentation',
  operations: [{ route: 'GET /docs.json', summary: 'This OpenAPI 3.1 document', beforeLogin: true }],
}

/** The shop API: its document is public at /api/v2/shop/docs.json. */
export const shopApi: DocumentedApi = { base: API_BASE, groups: [catalogue, content, account, cart, services, meta] }

/**
 * The admin API: its own document at /api/v2/admin/docs.json, behind the admin token on the admin host (decision
 * 029), never in the public one.
 */
export const adminApi: DocumentedApi = { base: ADMIN_BASE, groups: [adminOperations] }

/**
 * The APIs with a document, and the routes the coverage test holds against the Hono app: every route mounted under
 * a `base` here must have its row in one of the documents.
 */
export const documentedApis: DocumentedApi[] = [shopApi, adminApi]
