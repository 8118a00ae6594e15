import { SignJWT } from 'jose'

/**
 * Sign in with Apple authenticates the client with a JWT as `client_secret`: ES256, header `kid` = the key id,
 * claims `iss` = team id, `sub` = client (Services) id, `aud` = "https://appleid.apple.com" (the issuer),
 * `iat` and `exp` (at most six months later), signed with the team's private key (the `.p8` file) by `jose`.
 */

/** Short-lived: a fresh secret is made for each code exchange. */
export const APPLE_SECRET_TTL_SECONDS = 5 * 60

/** The DER bytes of a PEM block (`-----BEGIN PRIVATE KEY-----` ...). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '')
  return Uint8Array.from(atob(body), (character) => character.charCodeAt(0))
}

export function importApplePrivateKey(pem: string, extractable = false): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pemToDer(pem), { name: 'ECDSA', namedCurve: 'P-256' }, extractable, ['sign'])
}

export type AppleSecretInput = {
  teamId: string
  keyId: string
  privateKeyPem: string
  clientId: string
  audience: string
  now?: number
}

export async function createAppleClientSecret(input: AppleSecretInput): Promise<string> {
  const iat = Math.floor((input.now ?? Date.now()) / 1000)
  // the key is imported here rather than by jose's importPKCS8: pemToDer also takes a secret pasted with "\n"
  return new SignJWT()
    .setProtectedHeader({ alg: 'ES256', kid: input.keyId })
    .setIssuer(input.teamId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + APPLE_SECRET_TTL_SECONDS)
    .setAudience(input.audience)
    .setSubject(input.clientId)
    .sign(await importApplePrivateKey(input.privateKeyPem))
}
