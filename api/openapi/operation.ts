import type { InputName, OutputName, QueryName } from './schemas'

/**
 * One documented operation of an API, as a row of its table (docs/decisions/036-openapi.md). `route` is the method
 * and the OpenAPI path below the API's base (`GET /orders/{token}`), written the way a client reads it; the test
 * holds every row against the routes Hono really mounts, so a row cannot drift from the code unnoticed.
 */
export type Operation = {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`
  summary: string
  /**
   * `customer`: a bearer JWT is required; `either`: a guest with the cart token or its logged-in owner's bearer;
   * `admin`: an admin API token (decision 029).
   */
  auth?: 'customer' | 'either' | 'admin'
  /** The request body: a named input schema of the contract. */
  input?: InputName
  /** Sent as a form with attachments instead of JSON (a claim). */
  form?: boolean
  /** The query string: a named query schema of the contract, one parameter per key. */
  query?: QueryName
  /** The success answer: a named response schema of the contract, or an HTML page for a link from a mail. */
  output?: OutputName | 'html'
  /** The success status when not 200 (201 created, 202 accepted, 204 no content, 301/302 redirects). */
  status?: 201 | 202 | 204 | 301 | 302
  /**
   * Mounted before authentication (api/index.ts): a stale bearer is ignored there. Everywhere else a bad or
   * expired bearer answers 401 even where none is needed.
   */
  beforeLogin?: true
  /** Counted against a per-client rate limit: may answer 429 with Retry-After. */
  limited?: boolean
  /** A body without a field the command needs answers Sylius's 400 `{code, message}` (api/http/required-fields.ts). */
  requiredFields?: true
  /** What the summary cannot say: who may read it, where it differs from Sylius (decision 033). */
  description?: string
}

/** A group of operations under one tag of the document (a section of docs/shop-api.md, roughly). */
export type OperationGroup = { tag: string; operations: Operation[] }

/** One API of the worker in the document: its base path and its groups. The admin API becomes one more entry. */
export type DocumentedApi = { base: string; groups: OperationGroup[] }
