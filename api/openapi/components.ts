import * as z from 'zod/mini'
import { DEFAULT_LOCALE, LOCALES } from '../../contract/channel'
import { inputSchemas, outputSchemas } from './schemas'

export type JsonSchema = Record<string, unknown>

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/**
 * JSON Schemas of named contract schemas, refs between them pointing at components. Inputs are described as a
 * client sends them (`io: 'input'`: coerced numbers, defaults optional), answers as the server writes them.
 * Refinements and transforms have no JSON Schema; they become `{}` rather than failing the whole document.
 */
function schemaComponents(schemas: Record<string, z.ZodMiniType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const generated = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` })
  // `$schema` is implied by OpenAPI 3.1; an `$id` of `#/...` would only move the base of relative refs
  return Object.fromEntries(
    Object.entries(generated.schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  )
}

/** A JWT refused by the firewall answers lexik's `{code: 401, message}` (docs/shop-api.md#errors), not a hydra error. */
const jwtError: JsonSchema = {
  type: 'object',
  properties: {
    code: { const: 401 },
    message: { enum: ['JWT Token not found', 'Invalid JWT Token', 'Expired JWT Token', 'Invalid credentials.'] },
  },
  required: ['code', 'message'],
}

/** A body without a field the command needs: Sylius's command normaliser answers `{code: 400, message}`. */
const missingFieldsError: JsonSchema = {
  type: 'object',
  properties: {
    code: { const: 400 },
    message: { type: 'string', pattern: '^Request does not have the following required fields specified: ' },
  },
  required: ['code', 'message'],
}

const ld = (schema: JsonSchema) => ({ 'application/ld+json': { schema } })

/** The error answers shared by every operation, referenced as `#/components/responses/<name>`. */
const errorResponses = {
  MissingFields: {
    description: 'A field the command needs is missing (422 is for a value that breaks a rule)',
    content: ld(schemaRef('missingFieldsError')),
  },
  ValidationFailed: {
    description: 'Invalid input: a list of violations with Czech or English messages',
    content: ld(schemaRef('constraintViolationList')),
  },
  NotFound: { description: 'No such resource (or not yours)', content: ld(schemaRef('hydraError')) },
  Unauthorized: {
    description: 'Login required, or the JWT is invalid or expired',
    content: { 'application/json': { schema: schemaRef('jwtError') } },
  },
  TooManyRequests: {
    description: 'Rate limit of this client hit',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
    content: ld(schemaRef('hydraError')),
  },
}
export type ErrorResponse = keyof typeof errorResponses

/** Every operation answers in the channel locale Accept-Language picks (api/http/locale.ts), violations too. */
const parameters = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: `The locale of names and messages: ${LOCALES.join(', ')} (\`cs\`, \`en-US\` and q-values work); ${DEFAULT_LOCALE} when none fits`,
    schema: { type: 'string' },
  },
}

export function components() {
  return {
    schemas: {
      ...schemaComponents(outputSchemas, 'output'),
      ...schemaComponents(inputSchemas, 'input'),
      jwtError,
      missingFieldsError,
    },
    responses: errorResponses,
    parameters,
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      adminToken: {
        type: 'http',
        scheme: 'bearer',
        description: 'An admin API token from the ADMIN_API_TOKEN secret (decision 029)',
      },
    },
  }
}
