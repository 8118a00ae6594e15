import type { Company } from '../../../contract/company'
import type { ApiClient } from '../../lib/api/client'

/** The company ARES registers under a valid IČO (decision 031); a 404 when it knows none, a 503/504 when it is down. */
export function lookUpCompany(api: ApiClient, ico: string): Promise<Company> {
  return api.get(`/companies/${encodeURIComponent(ico)}`, { schema: 'company' })
}
