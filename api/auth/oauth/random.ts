import { toBase64Url } from '../password'

/**
 * The random values of a sign-in (state, PKCE verifier, nonce, hand-over code) and the hashes the database
 * keeps of them.
 */

/** 32 random bytes, base64url: 43 characters, also a valid PKCE verifier (RFC 7636: 43-128 unreserved). */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function sha256Base64Url(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** The S256 code challenge of a PKCE verifier: BASE64URL(SHA256(ASCII(verifier))). */
export function pkceChallenge(verifier: string): Promise<string> {
  return sha256Base64Url(verifier)
}
