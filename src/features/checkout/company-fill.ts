import type { Company } from '../../../contract/company'
import type { CheckoutValues, FieldName } from './checkout-form'

/**
 * What a company found in ARES changes in the checkout form (decision 031): its name, DIČ and seat go into the
 * company fields and the billing street, city and postcode, but only into a field that is empty or still holds
 * what the previous lookup put there. What the shopper typed (or what their account prefilled) is never
 * overwritten, while typing a second IČO replaces the first company's data.
 */
export type FilledFields = Partial<Record<CompanyFillField, string>>
type CompanyFillField = 'company' | 'vatId' | 'street' | 'city' | 'postcode'

const FIELD_NAMES: Record<CompanyFillField, FieldName> = {
  company: 'billingAddress.company',
  vatId: 'billingAddress.vatId',
  street: 'billingAddress.street',
  city: 'billingAddress.city',
  postcode: 'billingAddress.postcode',
}

function currentOf(values: CheckoutValues, field: CompanyFillField): string {
  if (field === 'company' || field === 'vatId') return values[field]
  return values.billing[field]
}

export type CompanyFill = {
  patch: Partial<CheckoutValues>
  /** The form's names of the changed fields (their API messages go away). */
  fields: FieldName[]
  /** What this lookup put where; the next lookup may replace exactly these values. */
  filled: FilledFields
}

export function companyFill(values: CheckoutValues, company: Company, previous: FilledFields): CompanyFill {
  return fillWith(
    values,
    {
      company: company.name,
      vatId: company.vatId,
      street: company.street,
      city: company.city,
      postcode: company.postcode,
    },
    previous,
  )
}

/**
 * A new IČO that ARES does not know (or cannot answer for): the previous company's data, where it still stands
 * untouched, belongs to another company and goes; what the shopper typed stays.
 */
export function companyClear(values: CheckoutValues, previous: FilledFields): CompanyFill {
  const cleared = Object.fromEntries(Object.keys(previous).map((field) => [field, ''])) as Record<
    CompanyFillField,
    string
  >
  return { ...fillWith(values, cleared, previous), filled: {} }
}

function fillWith(
  values: CheckoutValues,
  found: Partial<Record<CompanyFillField, string | null>>,
  previous: FilledFields,
): CompanyFill {
  const filled: FilledFields = {}
  const billing = { ...values.billing }
  const patch: Partial<CheckoutValues> = {}
  const fields: FieldName[] = []
  let billingChanged = false
  for (const field of Object.keys(found) as CompanyFillField[]) {
    const value = found[field]
    const current = currentOf(values, field)
    const free = current.trim() === '' || current === previous[field]
    if (value === null || value === undefined || !free) continue
    filled[field] = value
    if (current === value) continue
    if (field === 'company' || field === 'vatId') patch[field] = value
    else {
      billing[field] = value
      billingChanged = true
    }
    fields.push(FIELD_NAMES[field])
  }
  if (billingChanged) patch.billing = billing
  return { patch, fields, filled }
}
