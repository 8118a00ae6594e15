import type { Bindings } from '../env'

/** The admin API's context: the API worker's bindings and the name of the token that made the request. */
export type AdminEnv = { Bindings: Bindings; Variables: { actor: string } }

export const ADMIN_BASE = '/api/v2/admin'
