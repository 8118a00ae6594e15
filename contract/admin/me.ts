import * as z from 'zod/mini'

/** Who may do what in the admin API (docs/decisions/050-complaints-for-staff-and-roles.md). */
export const ROLES = ['staff', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** `GET /me`: the e-mail or token name, the role, where signing out goes (none for a token). */
export const adminMe = z.object({ actor: z.string(), role: z.enum(ROLES), signOutUrl: z.nullable(z.string()) })
export type AdminMe = z.infer<typeof adminMe>
