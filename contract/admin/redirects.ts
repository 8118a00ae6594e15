import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { dateText, ldKeys } from './jsonld'

/** Redirects in the admin API (docs/decisions/029-admin-api-and-redirects.md): a row, a page of them, the import. */
export const adminRedirect = z.object({
  ...ldKeys,
  id: z.number(),
  originUrl: z.string(),
  destinationUrl: z.string(),
  enabled: z.boolean(),
  createdAt: dateText,
})
export type AdminRedirect = z.infer<typeof adminRedirect>
export const adminRedirectList = hydraCollection(adminRedirect)

/** What `POST /redirects/import` did: rows added, changed, and already as sent. */
export const redirectImportResult = z.object({
  '@context': z.string(),
  '@type': z.literal('RedirectImport'),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
})

const url = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000))

/** The body of POST and PUT /redirects. */
export const redirectBody = z.object({ originUrl: url, destinationUrl: url, enabled: z.optional(z.boolean()) })
export type RedirectBody = z.infer<typeof redirectBody>

export const MAX_IMPORT_ROWS = 1000
export const redirectImportBody = z.object({
  redirects: z.array(redirectBody).check(z.minLength(1), z.maxLength(MAX_IMPORT_ROWS)),
})
