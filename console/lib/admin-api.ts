/**
 * The one way the console talks to the admin API (/api/v2/admin on its own host, decision 049). The browser sends
 * the Access cookie itself (same origin); a write says `Sec-Fetch-Site: same-origin` on its own, which the API
 * requires of signed-in people. Errors come back as AdminApiError with the API's message or violations.
 */
export const ADMIN_BASE = '/api/v2/admin'

export type Violation = { propertyPath: string; message: string; code?: string }

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

type Body = { json: unknown } | { form: FormData } | undefined

async function send(method: string, path: string, body?: Body, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/ld+json' }
  let payload: BodyInit | undefined
  if (body && 'json' in body) {
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'
    payload = JSON.stringify(body.json)
  } else if (body) payload = body.form
  const response = await fetch(`${ADMIN_BASE}${path}`, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  })
  if (response.ok) return response
  const answer = (await response.json().catch(() => null)) as {
    message?: string
    detail?: string
    'hydra:description'?: string
    violations?: Violation[]
  } | null
  const violations = answer?.violations ?? []
  const message =
    violations[0]?.message ??
    answer?.message ??
    answer?.detail ??
    answer?.['hydra:description'] ??
    `Chyba ${response.status}`
  throw new AdminApiError(response.status, message, violations)
}

export async function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await (await send('GET', path, undefined, signal)).json()) as T
}

/** A transition or a change: PATCH as a merge patch, POST as JSON or a multipart form; answers the API's JSON. */
export async function adminSend<T>(method: 'PATCH' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Body): Promise<T> {
  const response = await send(method, path, body)
  return (response.status === 204 ? null : await response.json()) as T
}

/** Search parameters of a list: empty values left out, so the URL stays short and shareable. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
