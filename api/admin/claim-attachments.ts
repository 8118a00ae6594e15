import { Hono } from 'hono'
import { findClaimAttachment } from '../db/claims'
import { attachmentResponse } from '../http/attachment-response'
import { hydraErrorResponse } from '../http/errors'
import { accessConfig } from './access'
import { parseAdminTokens } from './auth'
import { isValidAttachmentLink } from './claim-links'
import type { AdminEnv } from './env'

/**
 * `GET /api/v2/admin/claim-attachments/{id}?expires=…&signature=…` (decision 050): a claim's file for staff,
 * through the signed link the claim's detail gave them (api/admin/claim-links.ts). The link is the permission,
 * so it works where no token rides along (a new tab, an <img>); it is mounted before the token check and lives
 * on the admin host only (the storefront never passes /api/v2/admin on). Without a configured admin token the
 * admin API does not exist (no token, no Access), and neither does this.
 */
export const adminClaimAttachments = new Hono<AdminEnv>().get(
  '/claim-attachments/:id{[0-9]{1,12}}',
  async function claimAttachmentRoute(c) {
    if (parseAdminTokens(c.env.ADMIN_API_TOKEN).length === 0 && accessConfig(c.env) === null)
      return hydraErrorResponse(404, 'Not Found')
    const id = Number(c.req.param('id'))
    const valid = await isValidAttachmentLink(c.env.JWT_SECRET, id, c.req.query('expires'), c.req.query('signature'))
    if (!valid)
      return hydraErrorResponse(403, 'Odkaz na přílohu vypršel nebo není platný. Otevřete reklamaci znovu.', {
        'cache-control': 'no-store',
      })
    const file = await findClaimAttachment(c.env.DB, id)
    const object = file ? await c.env.CLAIMS.get(file.object_key) : null
    if (!file || !object) return hydraErrorResponse(404, 'Not Found', { 'cache-control': 'no-store' })
    return attachmentResponse(object.body, file, 'no-store')
  },
)
