import { Hono } from 'hono'
import { adminBankStatements } from '../bank/admin'
import { hydraErrorResponse } from '../http/errors'
import { adminAudit } from './audit'
import { adminClaimAttachments } from './claim-attachments'
import { adminClaims } from './claims'
import { adminContent } from './content'
import { adminDocs } from './docs'
import { adminGiftCards } from './gift-cards'
import { adminInvoiceExport } from './invoice-export'
import { adminInvoices } from './invoices'
import { requireAdminToken } from './auth'
import type { AdminEnv } from './env'
import { adminLabels } from './labels'
import { adminMe } from './me'
import { adminOrders } from './orders'
import { adminRedirects } from './redirect-admin'
import { adminRedirectImport } from './redirect-admin-import'
import { adminVariants } from './variants'

/**
 * The admin API under /api/v2/admin (decision 029): what ops change without a deploy, and orders' fulfilment
 * (decision 044), complaints and returns (decision 050). Never proxied by the
 * storefront (it forwards /api/v2/shop only); reached on the API worker's own route with a bearer token.
 */
export const admin = new Hono<AdminEnv>()
  // a signed link is its own permission (staff open it where no token rides along); before the token check
  .route('/', adminClaimAttachments)
  .use(requireAdminToken)
  .route('/', adminMe)
  .route('/', adminRedirects)
  .route('/', adminRedirectImport)
  .route('/', adminVariants)
  .route('/', adminAudit)
  .route('/', adminContent)
  .route('/', adminDocs)
  // before the orders: its /shipments/labels is no shipment id
  .route('/', adminLabels)
  .route('/', adminOrders)
  .route('/', adminInvoiceExport)
  .route('/', adminInvoices)
  .route('/', adminBankStatements)
  .route('/', adminClaims)
  // gift vouchers (decision 056)
  .route('/', adminGiftCards)
  // inside the token check: an unknown admin path tells a stranger nothing about the known ones
  .all('*', () => hydraErrorResponse(404, 'Not Found'))
