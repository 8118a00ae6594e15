import * as z from 'zod/mini'
import type { Violation } from '../../contract/hydra'
import { bookmarkHeaders, noteBookmark } from './d1-bookmark'
import { t } from './texts'

/**
 * The one way the console talks to the admin API (/api/v2/admin on its own host, decision 049). The browser sends
 * the Access cookie itself (same origin); a write says `Sec-Fetch-Site: same-origin` on its own, which the API
 * requires of signed-in people. Every answer is parsed with its schema of contract/admin/ (decision 052), the
 * one the API builds it with. Errors come back as AdminApiError with the API's message or violations, or with
 * what broke the contract.
 */
export const ADMIN_BASE = '/api/v2/admin'

export class AdminApiError extends Error {
  readonly status: number
  readonly violations: Violation[]
  constructor(status: number, message: string, violations: Violation[] = []) {
    super(message)
    this.name = 'AdminApiError'
    this.status = status
    this.violations = violations
  }
}

/** What to tell staff about a failed call: the API's violations (or its message), else `fallback`. */
export function failureText(failure: unknown, fallback: string): string {
  if (!(failure instanceof AdminApiError)) return fallback
  return failure.violations.map((v) => v.message).join(' ') || failure.message
}

/** `idempotencyKey`: one per opened form, so a double submit or a retry after a lost answer does the write once. */
type Body = { json: unknown; idempotencyKey?: string } | { form: FormData } | undefined

async function send(method: string, path: string, body?: Body, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/ld+json', ...bookmarkHeaders() }
  let payload: BodyInit | undefined
  if (body && 'json' in body) {
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'
    payload = JSON.stringify(body.json)
    if (body.idempotencyKey) headers['idempotency-key'] = body.idempotencyKey
  } else if (body) payload = body.form
  const response = await fetch(`${ADMIN_BASE}${path}`, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  })
  noteBookmark(response)
  if (response.ok) return response
  const answer = failure.safeParse(await response.json().catch(() => null))
  const refusal = answer.success ? answer.data : {}
  const violations = refusal.violations ?? []
  const message =
    violations[0]?.message ??
    refusal.message ??
    refusal.detail ??
    refusal['hydra:description'] ??
    `Chyba ${response.status}`
  throw new AdminApiError(response.status, message, violations)
}

/** The shapes of a refusal the console reads: hydra's, a violation list's, a plain `{message}`. */
const failure = z.object({
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
  'hydra:description': z.optional(z.string()),
  violations: z.optional(
    z.array(z.object({ propertyPath: z.string(), message: z.string(), code: z.optional(z.nullable(z.string())) })),
  ),
})

/** The answer parsed with its contract schema: a mismatch is an error staff see, never undefined at render. */
async function parseAnswer<S extends z.ZodMiniType>(schema: S, method: string, path: string, response: Response) {
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '–'))].join(', ')
  const call = `${method} ${path.split('?')[0]}: ${fields}`
  throw new AdminApiError(response.status, t('screen.answerMismatch', { call }))
}

export async function adminGet<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return parseAnswer(schema, 'GET', path, await send('GET', path, undefined, signal))
}

/** A transition or a change: PATCH as a merge patch, POST as JSON or a multipart form; the answer parsed. */
export async function adminSend<S extends z.ZodMiniType>(
  schema: S,
  method: 'PATCH' | 'POST' | 'PUT',
  path: string,
  body?: Body,
): Promise<z.output<S>> {
  return parseAnswer(schema, method, path, await send(method, path, body))
}

/** A removal: the API answers 204 without a body. */
export async function adminDelete(path: string): Promise<void> {
  await send('DELETE', path)
}

/** Search parameters of a list: empty values left out, so the URL stays short and shareable. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
