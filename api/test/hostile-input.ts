import fc from 'fast-check'
import { COOKIE } from '../../contract/cookies'

/**
 * Generated malformed and hostile input for the fuzz tests of the API (api/fuzz.test.ts) and the storefront
 * (e2e/fuzz.spec.ts): path segments, query strings, headers, cookies and bodies as a careless client, a
 * scanner or an attacker sends them. Known values (tokens, ids of somebody else's cart) are mixed in so that
 * the generated calls also try to reach other people's data.
 */

/** Strings that have broken parsers, routers, SQL, HTML and JSON somewhere. */
const NASTY = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%',
  '%ZZ',
  '%00',
  '%C0%AF',
  "'",
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '-9223372036854775809',
  '0x10',
  '😀',
  '\u202e',
  'Příliš žluťoučký kůň',
  '\\',
  '//evil.example/',
  'http://127.0.0.1:1/',
  'a'.repeat(3000),
]

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
)

/** A path segment: a known value (somebody's token or id), or something hostile, raw or percent-encoded. */
export function pathSegment(known: readonly string[]): fc.Arbitrary<string> {
  const hostile = nastyString.map((s) => s.replace(/[/?#]/g, ''))
  return fc.oneof(
    { weight: 3, arbitrary: known.length > 0 ? fc.constantFrom(...known) : hostile },
    { weight: 2, arbitrary: hostile },
    { weight: 2, arbitrary: nastyString.map((s) => encodeURIComponent(s)) },
  )
}

const QUERY_KEYS = [
  'page',
  'itemsPerPage',
  'order[price]',
  'order[createdAt]',
  'productTaxons.taxon.code',
  'taxon',
  'q',
  'search',
  'name',
  'code',
  'slug',
  'localeCode',
  'channel',
  'variants.price[between]',
  'attributes[]',
  'facets[0]',
  '__proto__[x]',
  'a[b][c][d][e]',
]

export const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), nastyString), {
    maxLength: 6,
  })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
  )

/** Tokens a thief or a careless client sends: none, garbage, a forged `alg: none`, somebody else's format. */
const forgedJwt = `${btoa('{"alg":"none","typ":"JWT"}')}.${btoa('{"sub":"1","aud":"shop-api","iss":"drinkarna-shop-api","exp":9999999999}')}.`
const bearer = fc.oneof(
  fc.constant(`Bearer ${forgedJwt}`),
  fc.constant('Bearer '),
  fc.constant('Basic YWRtaW46YWRtaW4='),
  nastyString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
)

const CONTENT_TYPES = [
  'application/ld+json',
  'application/json',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/plain',
  'application/json; charset=utf-16',
  'application/xml',
  '*/*',
  'garbage',
]

/** A header value a fetch implementation accepts (no CR, LF or NUL; Latin-1 only). */
const headerValue = nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 500))

export const hostileHeaders = fc.record(
  {
    authorization: bearer,
    'accept-language': fc.oneof(
      fc.constantFrom('cs', 'en', 'de-DE,de;q=0.9', '*', 'xx-YY', 'cs;q=abc', ',,,'),
      headerValue,
    ),
    accept: fc.constantFrom('application/ld+json', 'application/json', 'text/html', '*/*', 'image/png', 'garbage'),
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    'idempotency-key': headerValue,
    cookie: fc.oneof(
      headerValue.map((v) => `${COOKIE.auth}=${v}`),
      headerValue.map((v) => `${COOKIE.apiBase}=${encodeURIComponent(v)}; ${COOKIE.auth}=x; ${COOKIE.cartToken}=${v}`),
      fc.constant('a=b; a=c; ==; ;;'),
      headerValue,
    ),
    'x-forwarded-host': fc.constantFrom('evil.example', 'localhost:99999', '127.0.0.1:abc', '', 'a b'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'garbage', '999.999.999.999', '1.1.1.1, 2.2.2.2'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
  },
  { requiredKeys: [] },
)

/** Field names the shop reads; hostile values under them reach the validators, not only the JSON parser. */
const FIELDS = [
  'productVariant',
  'quantity',
  'email',
  'password',
  'newPassword',
  'confirmNewPassword',
  'currentPassword',
  'firstName',
  'lastName',
  'billingAddress',
  'shippingAddress',
  'couponCode',
  'notes',
  'shippingMethod',
  'paymentMethod',
  'branchId',
  'branchName',
  'replacementTokenValue',
  'localeCode',
  'total',
  'unitPrice',
  'price',
  'state',
  'customer',
  'token',
  'code',
  'engraving',
  'subscribedToNewsletter',
  'defaultAddress',
  'productVariantCode',
  'events',
  'type',
  '__proto__',
  'constructor',
]

const jsonValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
)

export const hostileBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 2, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"quantity": 1,}',
      '[]',
      'null',
      '{"__proto__": {"isAdmin": true}, "quantity": 1}',
      '{"constructor": {"prototype": {"polluted": 1}}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"notes": "${'x'.repeat(300_000)}"}`,
      'email=a%40b.cz&password=x',
      '\u0000\u0001\u0002',
    ),
  },
)

export type HostileRequest = {
  segments: string[]
  query: string
  headers: Record<string, string>
  body: string
}

/** One request against a route template: its parameters filled from `known` values or hostile strings. */
export function hostileRequest(paramCount: number, known: readonly string[]): fc.Arbitrary<HostileRequest> {
  return fc.record({
    segments: fc.array(pathSegment(known), { minLength: paramCount, maxLength: paramCount }),
    query: queryString,
    headers: hostileHeaders,
    body: hostileBody,
  })
}

/** What an answer must never show a client: stack frames, file paths of the build or the machine. */
export const LEAKS = /\bat [\w.<>$]+ \(|node_modules|\/work\/|\/home\/|\/usr\/lib|file:\/\/\//
