import * as z from 'zod/mini'
import { components, schemaRef, type ErrorResponse, type JsonSchema } from './components'
import type { DocumentedApi, Operation } from './operation'
import { querySchemas } from './schemas'

const SHOP_INFO = {
  title: 'Drinkárna shop API',
  description:
    'A Sylius 2 compatible shop API on Cloudflare Workers (docs/shop-api.md); differences are in docs/decisions/033.',
}

/**
 * The OpenAPI 3.1 document of the given APIs (api/openapi/apis.ts), built from their operation tables and the
 * zod contract. Paths are absolute (`/api/v2/shop/orders/{token}`). Only the components its operations refer to are
 * in it, so the public shop document names nothing of the admin API (its bodies, its token scheme).
 */
export function openApiDocument(apis: DocumentedApi[], info: { title: string; description: string } = SHOP_INFO) {
  const paths: Record<string, Record<string, unknown>> = {}
  const schemes = new Set<string>()
  for (const api of apis) {
    for (const group of api.groups) {
      for (const operation of group.operations) {
        const [method, path] = splitRoute(operation)
        const fullPath = `${api.base}${path}`
        const object = operationObject(operation, group.tag, method, fullPath)
        for (const requirement of object.security) for (const scheme of Object.keys(requirement)) schemes.add(scheme)
        paths[fullPath] = { ...paths[fullPath], [method]: object }
      }
    }
  }
  return {
    openapi: '3.1.1',
    info: { ...info, version: '2.0.0' },
    tags: apis.flatMap((api) => api.groups.map((group) => ({ name: group.tag }))),
    paths,
    components: usedComponents(paths, schemes),
  }
}

type ComponentKind = 'schemas' | 'responses' | 'parameters'
const COMPONENT_REF = /^#\/components\/(schemas|responses|parameters)\/(.+)$/

/** The components `paths` refers to, directly or through other components, and the security schemes in use. */
function usedComponents(paths: unknown, schemes: ReadonlySet<string>) {
  const all = components()
  const used: Record<ComponentKind, Record<string, unknown>> = { schemas: {}, responses: {}, parameters: {} }
  function visit(node: unknown): void {
    if (Array.isArray(node)) return node.forEach(visit)
    if (typeof node !== 'object' || node === null) return
    for (const [key, value] of Object.entries(node)) {
      const ref = key === '$ref' && typeof value === 'string' ? COMPONENT_REF.exec(value) : null
      if (ref) {
        const [, kind, name] = ref as unknown as [string, ComponentKind, string]
        const target = (all[kind] as Record<string, unknown>)[name]
        if (target !== undefined && !(name in used[kind])) {
          used[kind][name] = target
          visit(target)
        }
      } else visit(value)
    }
  }
  visit(paths)
  // in the order of all components, whatever order the paths reached them in
  const sorted = (kind: ComponentKind) =>
    Object.fromEntries(Object.keys(all[kind]).flatMap((name) => (name in used[kind] ? [[name, used[kind][name]]] : [])))
  return {
    schemas: sorted('schemas'),
    responses: sorted('responses'),
    parameters: sorted('parameters'),
    securitySchemes: Object.fromEntries(Object.entries(all.securitySchemes).filter(([name]) => schemes.has(name))),
  }
}

export function splitRoute(operation: Operation): [string, string] {
  const [method, path] = operation.route.split(' ') as [string, string]
  return [method.toLowerCase(), path]
}

const SUCCESS = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  301: 'Moved permanently',
  302: 'Redirect',
}

function operationObject(operation: Operation, tag: string, method: string, fullPath: string) {
  const pathParams = [...fullPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const status = operation.status ?? 200
  const errors: ErrorResponse[] = []
  if (operation.requiredFields) errors.push('MissingFields')
  if (operation.input || operation.query) errors.push('ValidationFailed')
  if (operation.auth || !operation.beforeLogin) errors.push('Unauthorized')
  if (pathParams.length > 0) errors.push('NotFound')
  if (operation.limited) errors.push('TooManyRequests')
  return {
    operationId: `${method}${fullPath.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_$/, ''),
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    tags: [tag],
    parameters: [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(operation.query ? queryParameters(querySchemas[operation.query]) : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ],
    ...(operation.input && {
      requestBody: {
        required: true,
        content: { [bodyType(operation, method)]: { schema: schemaRef(operation.input) } },
      },
    }),
    responses: {
      [status]: { description: SUCCESS[status], ...(operation.output && { content: answerContent(operation.output) }) },
      ...Object.fromEntries(errors.map((name) => [ERROR_STATUS[name], { $ref: `#/components/responses/${name}` }])),
    },
    // `either`: the cart's token in the path is enough for a guest's cart, the bearer for a customer's
    security: SECURITY[operation.auth ?? 'none'],
  }
}

const SECURITY = {
  customer: [{ bearerAuth: [] }],
  either: [{}, { bearerAuth: [] }],
  admin: [{ adminToken: [] }],
  none: [],
}

const ERROR_STATUS: Record<ErrorResponse, number> = {
  MissingFields: 400,
  ValidationFailed: 422,
  Unauthorized: 401,
  NotFound: 404,
  TooManyRequests: 429,
}

function bodyType(operation: Operation, method: string): string {
  if (operation.form) return 'multipart/form-data'
  // API Platform takes PATCH bodies only as JSON merge patches (api/http/merge-patch.ts)
  return method === 'patch' ? 'application/merge-patch+json' : 'application/json'
}

function answerContent(output: NonNullable<Operation['output']>) {
  if (output === 'html') return { 'text/html': { schema: { type: 'string' } } }
  return { 'application/ld+json': { schema: schemaRef(output) } }
}

/** One query parameter per key of the query schema, as a client writes it (`order[price]=asc`). */
function queryParameters(schema: z.ZodMiniType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }))
}
