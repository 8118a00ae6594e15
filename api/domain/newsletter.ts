import type { Context } from 'hono'
import { API_BASE } from '../../contract/channel'
import type { ConsentSource } from '../../contract/newsletter'
import { clientAddress } from '../auth/client-limit'
import { toBase64Url } from '../auth/password'
import { hmac, signId, verifySignedId } from '../auth/signed-id'
import type { ConsentProof } from '../db/newsletter'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import type { MailHeaders } from '../mail'

/** The Drinksletter's links and proofs (decision 024). */

const UNSUBSCRIBE = 'newsletter-unsubscribe'

/**
 * The client's network as a keyed hash (HMAC under JWT_SECRET): the proof can show that two consents came from
 * the same place without the shop keeping anyone's address. None for a client without an address (local runs).
 */
export async function ipHash(c: Context<ApiEnv>): Promise<string | null> {
  const address = clientAddress(c)
  if (address === null) return null
  return toBase64Url(await hmac(c.env.JWT_SECRET, `consent-ip:${address}`))
}

export async function consentProof(c: Context<ApiEnv>, source: ConsentSource): Promise<ConsentProof> {
  return { source, ipHash: await ipHash(c) }
}

/** The confirmation link of the double opt-in: a storefront page that confirms and lands on `/?newsletterRegistered=1`. */
export function confirmationLink(c: Context<ApiEnv>, token: string): string {
  return `${storefrontOrigin(c)}/potvrzeni-drinksletteru/${encodeURIComponent(token)}`
}

export function unsubscribeToken(secret: string, subscriptionId: number): Promise<string> {
  return signId(secret, UNSUBSCRIBE, subscriptionId)
}

export function verifyUnsubscribeToken(secret: string, token: string): Promise<number | null> {
  return verifySignedId(secret, UNSUBSCRIBE, token)
}

/** The unsubscribe link of every newsletter mail (the storefront proxies the API on its own origin). */
export async function unsubscribeLink(c: Context<ApiEnv>, subscriptionId: number): Promise<string> {
  return `${storefrontOrigin(c)}${API_BASE}/gdpr/unsubscribe/${encodeURIComponent(await unsubscribeToken(c.env.JWT_SECRET, subscriptionId))}`
}

/**
 * The headers that let a mail client offer "unsubscribe" itself and do it with one POST (RFC 2369, RFC 8058).
 * Every newsletter mail carries them.
 */
export function unsubscribeHeaders(link: string): MailHeaders {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
