import { adminGet } from './admin-api'

/** Who the console works for (`GET /api/v2/admin/me`): the e-mail or token name, the role, where to sign out. */
export type Role = 'staff' | 'admin'
export type Me = { actor: string; role: Role; signOutUrl: string | null }

export const loadMe = (signal?: AbortSignal) => adminGet<Me>('/me', signal)
