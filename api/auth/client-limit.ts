import type { Context } from 'hono'
import type { ApiEnv } from '../env'
import { TooManyRequestsError } from '../http/errors'
import { type Check, CLIENT_LIMITS, type ClientAction, hit } from './rate-limit'

/**
 * Limits per client address, so that one client can neither stuff credentials across accounts nor flood the
 * shop with registrations, mails, coupon guesses or orders (decision 013).
 *
 * The address: `cf-connecting-ip` (set by Cloudflare on a request that reaches this worker from the internet;
 * nobody can forge it there), else the first `x-forwarded-for` entry, which the storefront worker sets from its
 * own `cf-connecting-ip` and never passes on from the browser. IPv6 addresses count by their /64 network, what
 * one subscriber gets. Without either header (tests that send none) or with a loopback address (the local
 * runtime reports the machine itself: `npm start`, e2e, benchmarks; never a client from the internet) there is
 * no client limit; the per-account and per-address limits still hold.
 */
export function clientAddress(c: Context<ApiEnv>): string | null {
  const address = c.req.header('cf-connecting-ip')?.trim() || c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (!address || LOOPBACK.test(address)) return null
  return address.includes(':') ? ipv6Network(address) : address.slice(0, 45)
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|0:0:0:0:0:0:0:1$)/i

/** The /64 network of an IPv6 address, written out (`2001:db8:0:1::/64`), so all of it shares one counter. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().slice(0, 45).split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function clientCheck(c: Context<ApiEnv>, action: ClientAction): Check[] {
  const address = clientAddress(c)
  return address === null ? [] : [{ key: `client:${action}:${address}`, limit: CLIENT_LIMITS[action] }]
}

export function tooManyRequests(c: Context<ApiEnv>, retryAfter: number): TooManyRequestsError {
  const message =
    c.var.language === 'en'
      ? 'Too many requests. Please try again later.'
      : 'Příliš mnoho požadavků. Zkuste to prosím znovu později.'
  return new TooManyRequestsError(message, retryAfter)
}

/** Counts this request against its client's limit for the action; 429 with Retry-After when over it. */
export async function limitClient(c: Context<ApiEnv>, action: ClientAction): Promise<void> {
  const verdict = await hit(c.env.DB, clientCheck(c, action))
  if (!verdict.allowed) throw tooManyRequests(c, verdict.retryAfter)
}
