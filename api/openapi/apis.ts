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
const meta: OperationGroup = { tag: 'Documentation', operations: [{ route: 'GET /docs.json', summary: 'This OpenAPI 3.1 document', beforeLogin: true }] }

/**
 * The APIs in docs.json, and the routes the coverage test holds against the Hono app: every route mounted under
 * a `base` here must have its row. The admin API joins as `{ base: '/api/v2/admin', groups: [...] }`.
 */
export const documentedApis: DocumentedApi[] = [
  { base: API_BASE, groups: [catalogue, content, account, cart, services, meta] },
  { base: ADMIN_BASE, groups: [adminOperations] },
]
