import { adminMe } from '../../contract/admin/me'
import { adminGet } from './admin-api'

/** Who the console works for (`GET /api/v2/admin/me`): the e-mail or token name, the role, where to sign out. */
export type { AdminMe as Me, Role } from '../../contract/admin/me'

export const loadMe = (signal?: AbortSignal) => adminGet(adminMe, '/me', signal)
