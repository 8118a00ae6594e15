import { fromBase64Url, sameBytes, toBase64Url } from './password'

/**
 * Links that work without login (unsubscribe from a watchdog alert or from the Drinksletter): a row id and an
 * HMAC-SHA256 of it under JWT_SECRET, for one purpose: `{id}.{base64url(HMAC(secret, "{purpose}:{id}"))}`. A
 * token made for one purpose is worthless for another; ids are never reused, so an old link cannot reach a
 * newer row.
 */
const encoder = new TextEncoder()

/** HMAC-SHA256 of `data` under `secret`. */
export async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)))
}

const mac = (secret: string, purpose: string, id: number) => hmac(secret, `${purpose}:${id}`)

export async function signId(secret: string, purpose: string, id: number): Promise<string> {
  return `${id}.${toBase64Url(await mac(secret, purpose, id))}`
}

/** The id a token was made for, for this purpose; null for anything not made with this secret. */
export async function verifySignedId(secret: string, purpose: string, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  if (!Number.isSafeInteger(id)) return null
  let signature: Uint8Array
  try {
    signature = fromBase64Url(match[2]!)
  } catch {
    return null
  }
  // the last character of 43 carries two spare bits: only the one spelling of the signature counts
  if (toBase64Url(signature) !== match[2]) return null
  return sameBytes(signature, await mac(secret, purpose, id)) ? id : null
}
