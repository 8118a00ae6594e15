import type { Role } from '../../contract/admin/me'
import type { Bindings } from '../env'

/**
 * Who may do what in the admin API (decision 049): `staff` works on orders and complaints, `admin` also on
 * prices, stock, redirects and content. Bearer tokens (scripts) are `admin`.
 */
export type AdminRole = Role

/**
 * The admin API's context: the API worker's bindings, who made the request (a token's name or a signed-in
 * person's e-mail, the audit log's "who") and their role.
 */
export type AdminEnv = { Bindings: Bindings; Variables: { actor: string; role: AdminRole } }

export const ADMIN_BASE = '/api/v2/admin'
