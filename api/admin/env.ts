import type { Bindings } from '../env'

/**
 * The admin API's context: the API worker's bindings, the name of who made the request and their role
 * (decision 050): `staff` run orders and claims, `admin` also prices, stock, redirects and content. Unset is
 * `admin`: the bearer tokens of scripts and ops (decision 029) carry no role.
 */
export type AdminEnv = { Bindings: Bindings; Variables: { actor: string; role?: AdminRole } }

export type AdminRole = 'staff' | 'admin'

export const ADMIN_BASE = '/api/v2/admin'
