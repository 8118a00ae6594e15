type Json = unknown

/** The value at a local JSON pointer (`#/components/schemas/order`), or undefined. */
function resolvePointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#')) return undefined
  const tokens = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'))
  let value = document
  for (const token of tokens) {
    if (value === null || typeof value !== 'object' || !(token in value)) return undefined
    value = (value as Record<string, Json>)[token]
  }
  return value
}

function refsIn(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const entry of value) refsIn(entry, found)
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '$ref' && typeof entry === 'string') found.push(entry)
      else refsIn(entry, found)
    }
  }
  return found
}

type Operation = {
  operationId?: string
  summary?: string
  responses?: Record<string, unknown>
  parameters?: Array<{ name: string; in: string; required?: boolean }>
  security?: Array<Record<string, unknown>>
}
type Document = {
  openapi?: unknown
  info?: { title?: unknown; version?: unknown }
  paths?: Record<string, Record<string, Operation>>
  components?: { securitySchemes?: Record<string, unknown> }
}

/**
 * What makes a document structurally valid OpenAPI 3.1, as far as clients and generators trip over it: the version,
 * info, paths beginning with `/`, every operation with an id, a summary and responses, every `{param}` of a path
 * declared as a required path parameter, unique operation ids, known security schemes, and every `$ref` resolving.
 */
export function openApiProblems(document: Document): string[] {
  const problems: string[] = []
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi))
    problems.push(`openapi is ${String(document.openapi)}, not 3.1.x`)
  if (typeof document.info?.title !== 'string' || typeof document.info.version !== 'string')
    problems.push('info needs a title and a version')
  if (!document.paths || Object.keys(document.paths).length === 0) problems.push('no paths')
  const ids = new Set<string>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`${path}: does not begin with /`)
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`
      if (!operation.operationId || ids.has(operation.operationId))
        problems.push(`${where}: missing or repeated operationId`)
      ids.add(operation.operationId ?? '')
      if (!operation.summary) problems.push(`${where}: no summary`)
      if (!operation.responses || Object.keys(operation.responses).length === 0) problems.push(`${where}: no responses`)
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.required === true))
          problems.push(`${where}: path parameter ${name} not declared`)
      }
      for (const scheme of (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))) {
        if (!document.components?.securitySchemes?.[scheme])
          problems.push(`${where}: unknown security scheme ${scheme}`)
      }
    }
  }
  for (const ref of new Set(refsIn(document)))
    if (resolvePointer(document, ref) === undefined) problems.push(`$ref ${ref} does not resolve`)
  return problems
}
