/**
 * Password hashing with PBKDF2-SHA256 (Web Crypto; 100,000 iterations is the most the Workers runtime allows,
 * and the floor). Stored as `pbkdf2-sha256$iterations$salt$hash`, so the work factor can rise later.
 */
const ITERATIONS = 100_000
const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2-sha256$${ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(await derive(password, salt, ITERATIONS))}`
}

/** Constant-time comparison of equal-length byte strings. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash the work is still done, so timing does not tell whether an account exists.
  const parts = (stored ?? '').split('$')
  const valid = parts.length === 4 && parts[0] === 'pbkdf2-sha256'
  const iterations = valid ? Number(parts[1]) : ITERATIONS
  const salt = valid ? fromBase64Url(parts[2]!) : new Uint8Array(16)
  const derived = await derive(password, salt, Math.min(iterations, ITERATIONS))
  return valid && sameBytes(derived, fromBase64Url(parts[3]!))
}

export { fromBase64Url, toBase64Url }
