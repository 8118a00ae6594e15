import { hmac } from '../auth/signed-id'
import { fromBase64Url, sameBytes, toBase64Url } from '../auth/password'
import { ADMIN_BASE } from './env'

/**
 * Short-lived signed links to claim attachments for staff (decision 050): the console opens a customer's photo in
 * a new tab or an <img>, where no bearer token or Access header rides along, so the link carries its own
 * permission: `?expires={unix seconds}&signature={base64url HMAC-SHA256(JWT_SECRET, "claim-attachment:{id}:{expires}")}`.
 * A link is good for LINK_SECONDS; a forwarded or leaked one dies with it. The purpose prefix keeps these MACs
 * apart from every other use of the secret (api/auth/signed-id.ts).
 */
export const LINK_SECONDS = 5 * 60

const mac = (secret: string, id: number, expires: number) => hmac(secret, `claim-attachment:${id}:${expires}`)

export async function signedAttachmentUrl(secret: string, id: number, nowMs = Date.now()): Promise<string> {
  const expires = Math.floor(nowMs / 1000) + LINK_SECONDS
  const signature = toBase64Url(await mac(secret, id, expires))
  return `${ADMIN_BASE}/claim-attachments/${id}?expires=${expires}&signature=${signature}`
}

/** Whether the link is one this shop signed for this attachment, and still valid. */
export async function isValidAttachmentLink(
  secret: string,
  id: number,
  expires: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) return false
  const until = Number(expires)
  const now = Math.floor(nowMs / 1000)
  // expired, or further ahead than any link this shop makes (not signed here, or the clock was wrong)
  if (until < now || until > now + LINK_SECONDS) return false
  let given: Uint8Array
  try {
    given = fromBase64Url(signature)
  } catch {
    return false
  }
  if (toBase64Url(given) !== signature) return false
  return sameBytes(given, await mac(secret, id, until))
}
