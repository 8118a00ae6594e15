import { Hono } from 'hono'
import { API_BASE } from '../../contract/channel'
import { isValidIco } from '../../contract/company'
import type { ValidationLanguage } from '../../contract/validation'
import { formatMessage } from '../../contract/validation'
import { limitClient } from '../auth/client-limit'
import { findCompany } from '../companies/find-company'
import type { ApiEnv } from '../env'
import { hydraErrorResponse, NotFoundError, ValidationError } from '../http/errors'
import { item } from '../http/jsonld'
import { jsonLd } from './respond'

/**
 * `GET /companies/{ico}` (decision 031): the registered name, DIČ and seat of a Czech company from ARES, for the
 * checkout's company purchase. Public like the cart, limited per client address, answered from the KV cache
 * when it can. An IČO that fails the checksum is a 422 on `companyId` (ARES is not asked); one ARES does not
 * know is a 404; ARES slow or down is a 504 or 503 with a message the form shows as a quiet notice.
 */

const MESSAGES = {
  cs: {
    unknown: 'Firmu s tímto IČO jsme v registru ARES nenašli. Údaje firmy prosím vyplňte sami.',
    timeout: 'Registr ARES teď neodpovídá. Údaje firmy prosím vyplňte sami.',
    unavailable: 'Registr ARES je teď nedostupný. Údaje firmy prosím vyplňte sami.',
  },
  en: {
    unknown: 'The ARES register does not know a company with this ID. Please fill in the company details yourself.',
    timeout: 'The ARES register is not answering now. Please fill in the company details yourself.',
    unavailable: 'The ARES register is unavailable now. Please fill in the company details yourself.',
  },
} satisfies Record<ValidationLanguage, Record<string, string>>

export const companies = new Hono<ApiEnv>().get('/companies/:ico', async function company(c) {
  const ico = c.req.param('ico')
  const language = c.var.language
  if (!isValidIco(ico)) {
    throw new ValidationError([
      { propertyPath: 'companyId', message: formatMessage('companyIdInvalid', {}, language), code: 'companyIdInvalid' },
    ])
  }
  await limitClient(c, 'companyLookup')
  const answer = await findCompany(c.env, ico)
  if (answer.kind === 'unknown') throw new NotFoundError(MESSAGES[language].unknown)
  if (answer.kind === 'timeout') return hydraErrorResponse(504, MESSAGES[language].timeout)
  if (answer.kind === 'unavailable') return hydraErrorResponse(503, MESSAGES[language].unavailable)
  // the register's data for a day, like the cache; private, so no shared cache answers past the client limit
  c.header('cache-control', 'private, max-age=86400')
  return jsonLd(c, item('Company', `${API_BASE}/companies/${ico}`, { companyId: ico, ...answer.fields }))
})
