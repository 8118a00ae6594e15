/** The local staff token of the admin API from api/.dev.vars, made when missing (scripts/admin-token.mjs). */
export declare function localAdminToken(root: string): string
