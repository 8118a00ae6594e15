import { toBase64Url } from '../password'

/**
 * Sign in with Apple authenticates the client with a JWT as `client_secret`: ES256, header `kid` = the key id,
 * claims `iss` = team id, `sub` = client (Services) id, `aud` = "https://appleid.apple.com" (the issuer),
 * `iat` and `exp` (at most six months later), signed with the team's private key (the `.p8` file).
 */

/** Short-lived: a fresh secret is made for each code exchange. */
export const APPLE_SECRET_TTL_SECONDS = 5 * 60

/** The DER bytes of a PEM block (`-----BEGIN PRIVATE KEY-----` ...). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\\n/g, '').replace(/\s+/g, '')
  return Uint8Array.from(atob(body), (character) => character.charCodeAt(0))
}

export function importApplePrivateKey(pem: string, extractable = false): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pemToDer(pem), { name: 'ECDSA', namedCurve: 'P-256' }, extractable, ['sign'])
}

export type AppleSecretInput = { teamId: string; keyId: string; privateKeyPem: string; clientId: string; audience: string; now?: number }

export async function createAppleClientSecret(input: AppleSecretInput): Promise<string> {
  const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))
  const iat = Math.floor((input.now ?? Date.now()) / 1000)
  const signed = `${encode({ alg: 'ES256', kid: input.keyId })}.${encode({ iss: input.teamId, iat, exp: iat + APPLE_SECRET_TTL_SECONDS, aud: input.audience, sub: input.clientId })}`
  const key = await importApplePrivateKey(input.privateKeyPem)
  // Web Crypto's ECDSA signature is r || s (IEEE P1363), which is JWS's ES256 format as it is
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(signed))
  return `${signed}.${toBase64Url(new Uint8Array(signature))}`
}
