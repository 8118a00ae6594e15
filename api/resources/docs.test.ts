import { describe, expect, it } from 'vitest'
import app from '../index'
import { documentedApis } from '../openapi/apis'
import { documentedOperations, mountedOperations, openApiPath } from '../openapi/coverage'
import { openApiProblems } from '../test/openapi-structure'
import { adminEnv, OPS_TOKEN } from '../test/admin-client'
import { testEnv } from '../test/env'

/** Decision 036: the OpenAPI 3.1 document of the shop API, checked against the routes Hono really mounts. */

type Operation = {
  parameters: Array<{ name?: string; in?: string; required?: boolean; schema?: Record<string, unknown>; $ref?: string }>
  requestBody?: { content: Record<string, { schema: { $ref: string } }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>
  security: Array<Record<string, string[]>>
}
type Document = Parameters<typeof openApiProblems>[0] & {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }> }
}

async function fetchDocument(
  headers: Record<string, string> = {},
): Promise<{ response: Response; document: Document }> {
  const response = await app.request('/api/v2/shop/docs.json', { headers }, testEnv)
  return { response, document: (await response.clone().json()) as Document }
}

const bases = documentedApis.map((api) => api.base)

/** The admin API's document, as ops fetch it with their token (decision 029). */
async function fetchAdminDocument(): Promise<Document> {
  const headers = { authorization: `Bearer ${OPS_TOKEN}` }
  const response = await app.request('/api/v2/admin/docs.json', { headers }, adminEnv)
  expect(response.status).toBe(200)
  return (await response.json()) as Document
}

/** Both documents' paths: every operation of either is held against the app. */
async function allDocumented(): Promise<Pick<Document, 'paths'>> {
  const [{ document: shop }, admin] = await Promise.all([fetchDocument(), fetchAdminDocument()])
  return { paths: { ...shop.paths, ...admin.paths } }
}

describe('GET /api/v2/shop/docs.json', () => {
  it('is public, cacheable JSON, even with a stale bearer', async () => {
    const { response, document } = await fetchDocument({ authorization: 'Bearer expired.or.forged' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(document.openapi).toMatch(/^3\.1\./)
  })

  it('documents every route mounted under /api/v2/shop and /api/v2/admin in one of two documents, nothing else', async () => {
    const mounted = mountedOperations(app.routes, bases)
    expect(mounted.length).toBeGreaterThan(90)
    expect(documentedOperations(await allDocumented())).toEqual(mounted)
  })

  it('leaves no API under /api/v2 out of the table (the admin API must get its entry in api/openapi/apis.ts)', () => {
    // the JSON-LD contexts are vocabulary documents, not operations of an API
    const apis = app.routes
      .filter(
        (route) =>
          route.method !== 'ALL' && route.path.startsWith('/api/v2/') && !route.path.startsWith('/api/v2/contexts/'),
      )
      .map((route) => route.path.split('/').slice(0, 4).join('/'))
    expect([...new Set(apis)].sort()).toEqual([...bases].sort())
  })

  it('documents a 401 exactly where a forged bearer is refused', async () => {
    const document = await allDocumented()
    const wrong: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // a provider is one of the social ones (the path's pattern), any other parameter anything
        const url = path.replace('{provider}', 'google').replace(/\{\w+\}/g, 'x')
        // PATCH without a merge patch is refused (415) before anybody looks at the bearer
        const headers = {
          authorization: 'Bearer forged',
          'content-type': method === 'patch' ? 'application/merge-patch+json' : 'application/json',
        }
        const response = await app.request(
          url,
          { method: method.toUpperCase(), headers, body: method === 'get' ? undefined : '{}' },
          adminEnv,
        )
        if ((response.status === 401) !== '401' in operation.responses)
          wrong.push(`${method.toUpperCase()} ${path} → ${response.status}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('asks for the bearer exactly where a guest is told to log in', async () => {
    const document = await allDocumented()
    const wrong: string[] = []
    const judged = { login: 0, guest: 0 }
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // a numeric id passes every path validator, so the login check is what answers
        const url = path.replace('{provider}', 'google').replace(/\{\w+\}/g, '1')
        const headers = { 'content-type': method === 'patch' ? 'application/merge-patch+json' : 'application/json' }
        const response = await app.request(
          url,
          { method: method.toUpperCase(), headers, body: method === 'get' ? undefined : '{}' },
          adminEnv,
        )
        // an empty body may be refused (422) before the login is looked at: no verdict on those
        if (response.status === 422) continue
        // a customer's bearer, or the admin API's token (with the secret set, as adminEnv has it)
        const loginRequired = [[{ bearerAuth: [] }], [{ adminToken: [] }]].some(
          (one) => JSON.stringify(operation.security) === JSON.stringify(one),
        )
        judged[loginRequired ? 'login' : 'guest'] += 1
        if ((response.status === 401) !== loginRequired)
          wrong.push(`${method.toUpperCase()} ${path} → ${response.status}`)
      }
    }
    expect(wrong).toEqual([])
    expect(judged.login).toBeGreaterThanOrEqual(18)
    expect(judged.guest).toBeGreaterThan(50)
  })

  it('names the Accept-Language header on every operation', async () => {
    const document = await allDocumented()
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
    for (const operation of operations)
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' })
  })

  it('is structurally valid OpenAPI 3.1: every $ref resolves, every path parameter is declared', async () => {
    const { document } = await fetchDocument()
    expect(openApiProblems(document)).toEqual([])
    expect(openApiProblems(await fetchAdminDocument())).toEqual([])
  })

  it('describes the body of adding an item with the contract schema, and its errors with the shared answers', async () => {
    const { document } = await fetchDocument()
    const addItem = document.paths['/api/v2/shop/orders/{token}/items']!.post!
    expect(addItem.requestBody?.content['application/json']?.schema.$ref).toBe('#/components/schemas/orderItemAddInput')
    const input = document.components.schemas.orderItemAddInput!
    expect(input.required).toEqual(['productVariant', 'quantity'])
    expect(input.properties?.quantity).toMatchObject({ type: 'integer', minimum: 1 })
    expect(addItem.responses['201']?.content?.['application/ld+json']?.schema.$ref).toBe('#/components/schemas/order')
    expect(addItem.responses['422']?.$ref).toBe('#/components/responses/ValidationFailed')
    // a missing field is Sylius's 400 {code, message}, not a violation list
    expect(addItem.responses['400']?.$ref).toBe('#/components/responses/MissingFields')
    expect(document.components.schemas.missingFieldsError?.required).toEqual(['code', 'message'])
    for (const path of [
      '/orders/{token}/items/{id}',
      '/orders/{token}/shipments/{id}',
      '/orders/{token}/payments/{id}',
    ]) {
      expect(document.paths[`/api/v2/shop${path}`]!.patch!.responses['400']?.$ref, path).toBe(
        '#/components/responses/MissingFields',
      )
    }
    expect(addItem.responses['404']?.$ref).toBe('#/components/responses/NotFound')
    expect(addItem.parameters).toContainEqual({ name: 'token', in: 'path', required: true, schema: { type: 'string' } })
  })

  it('documents the order’s address IRIs, who reads them, and the embedded shop user', async () => {
    const { document } = await fetchDocument()
    const address = document.paths['/api/v2/shop/addresses/{id}']!.get! as Operation & { description?: string }
    expect(address.parameters).toContainEqual(
      expect.objectContaining({ name: 'tokenValue', in: 'query', required: false }),
    )
    expect(address.security).toEqual([{}, { bearerAuth: [] }])
    expect(address.responses['200']?.content?.['application/ld+json']?.schema.$ref).toBe(
      '#/components/schemas/addressItem',
    )
    expect(address.description).toMatch(/billingAddress.*tokenValue/s)
    expect(JSON.stringify(document.components.schemas.order?.properties?.billingAddress)).toContain('"@id"')
    const user = document.components.schemas.customer?.properties?.user as {
      properties?: Record<string, unknown>
      required?: string[]
    }
    expect(user.required).toEqual(expect.arrayContaining(['@id', 'verified']))
  })

  it('asks for the bearer where login is required, and for nothing on the catalogue', async () => {
    const { document } = await fetchDocument()
    const addresses = document.paths['/api/v2/shop/addresses']!.get!
    expect(addresses.security).toEqual([{ bearerAuth: [] }])
    expect(addresses.responses['401']?.$ref).toBe('#/components/responses/Unauthorized')
    const products = document.paths['/api/v2/shop/products']!.get!
    expect(products.security).toEqual([])
    // no login needed, but a forged bearer is refused, and the document says so
    expect(products.responses['401']?.$ref).toBe('#/components/responses/Unauthorized')
    expect(
      (await app.request('/api/v2/shop/products', { headers: { authorization: 'Bearer forged' } }, testEnv)).status,
    ).toBe(401)
    expect(document.paths['/api/v2/shop/docs.json']!.get!.responses['401']).toBeUndefined()
    expect(products.parameters.map((parameter) => parameter.name)).toContain('order[price]')
    expect(document.paths['/api/v2/shop/companies/{ico}']!.get!.responses['429']?.$ref).toBe(
      '#/components/responses/TooManyRequests',
    )
  })
})

/**
 * Security review "Finish", item 5: the public document listed every /api/v2/admin path. The admin API is served
 * on the admin host only (decision 029), so its document is there too, behind its token.
 */
describe('the admin API’s document', () => {
  const ADMIN_SCHEMAS = ['redirectBody', 'redirectImportBody', 'variantPatch', 'contentBody']

  it('is not in the public shop document: no admin path, tag, schema or token scheme', async () => {
    const { document } = await fetchDocument()
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/v2/shop/'))).toEqual([])
    const text = JSON.stringify(document)
    expect(text).not.toContain('/api/v2/admin')
    expect(text).not.toContain('adminToken')
    expect(text).not.toMatch(/"Admin"/)
    for (const name of ADMIN_SCHEMAS) expect(Object.keys(document.components.schemas), name).not.toContain(name)
  })

  it('is served by the admin API on the admin host, only with an admin token', async () => {
    const env = { ...adminEnv, ADMIN_HOST: 'admin.drinkarna.cz' }
    const url = 'https://admin.drinkarna.cz/api/v2/admin/docs.json'
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
    expect((await app.request(url, {}, env)).status).toBe(401)
    expect((await app.request(url, bearer('wrong-token-0123456789abcdef0123456789'), env)).status).toBe(401)
    // neither an admin secret nor Cloudflare Access configured: the admin API, its document too, does not exist
    const unconfigured = { ...env, ADMIN_API_TOKEN: undefined, ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' }
    expect((await app.request(url, bearer(OPS_TOKEN), unconfigured)).status).toBe(404)

    const response = await app.request(url, bearer(OPS_TOKEN), env)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const document = (await response.json()) as Document
    expect(Object.keys(document.paths).length).toBeGreaterThan(5)
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/v2/admin/'))).toEqual([])
    expect(openApiProblems(document)).toEqual([])
    expect(JSON.stringify(document)).not.toContain('bearerAuth')
    // the shop's document is not on the admin host at all
    expect((await app.request('https://admin.drinkarna.cz/api/v2/shop/docs.json', {}, env)).status).toBe(404)
  })
})

describe('the coverage check itself', () => {
  it('turns Hono parameters, with or without a pattern, into OpenAPI ones', () => {
    expect(openApiPath('/api/v2/shop/claim-requests/:id{[0-9]{1,12}}')).toBe('/api/v2/shop/claim-requests/{id}')
    expect(openApiPath('/api/v2/shop/products-by-slug/:slug{.+?}/associations/:type')).toBe(
      '/api/v2/shop/products-by-slug/{slug}/associations/{type}',
    )
  })

  it('notices a route nobody documented, and leaves out middleware, sandboxes and other prefixes', async () => {
    const document = await allDocumented()
    const routes = [
      ...app.routes,
      { method: 'GET', path: '/api/v2/shop/secret-export/:id' },
      { method: 'ALL', path: '/api/v2/shop/*' },
      { method: 'GET', path: '/sandbox/mailbox' },
      { method: 'GET', path: '/api/v2/shopping' },
    ]
    const mounted = mountedOperations(routes, bases)
    expect(mounted.filter((operation) => !documentedOperations(document).includes(operation))).toEqual([
      'GET /api/v2/shop/secret-export/{id}',
    ])
  })

  it('finds a dangling $ref and an undeclared path parameter', () => {
    const broken = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/x/{id}': {
          get: { operationId: 'x', summary: 's', responses: { 200: { $ref: '#/components/responses/Gone' } } },
        },
      },
    }
    expect(openApiProblems(broken)).toEqual([
      'GET /x/{id}: path parameter id not declared',
      '$ref #/components/responses/Gone does not resolve',
    ])
  })
})
