import { useEffect, useRef, useState } from 'react'
import { isValidIco, normalizeIco } from '../../../contract/company'
import { isApiError } from '../../lib/api/errors'
import { useServices } from '../../lib/services'
import { lookUpCompany } from './company.api'
import { type CompanyFill, companyClear, companyFill, type FilledFields } from './company-fill'
import type { CheckoutForm } from './use-checkout-form'

/** What the notice under the IČO says: nothing yet, looking, filled, unknown to ARES, ARES unreachable. */
export type CompanyLookupStatus = 'idle' | 'loading' | 'filled' | 'unknown' | 'unavailable'

/**
 * Fills the company purchase from ARES as soon as the IČO is a valid one (decision 031): nothing is blocked
 * while it looks, and when ARES does not answer the fields simply stay the shopper's to fill (emptied of a previous
 * IČO's company, company-fill.ts). An answer for an IČO that has changed since is dropped.
 */
export function useCompanyLookup(form: CheckoutForm): CompanyLookupStatus {
  const { api } = useServices()
  const [status, setStatus] = useState<CompanyLookupStatus>('idle')
  const filled = useRef<FilledFields>({})
  // the values when the answer arrives, not when the IČO was typed: the shopper may have typed meanwhile
  const latest = useRef(form.values)
  useEffect(() => {
    latest.current = form.values
  })
  const { change } = form
  const ico = form.values.companyPurchase ? normalizeIco(form.values.companyId) : ''
  const lookable = isValidIco(ico)
  // an IČO the form starts with (the cart's own, from an earlier visit) came with its company data already
  const startIco = useRef<string | null>(ico)

  function apply(fill: CompanyFill) {
    filled.current = fill.filled
    if (fill.fields.length > 0) change(fill.patch, fill.fields)
  }

  useEffect(() => {
    if (startIco.current !== null) {
      if (ico === startIco.current) return
      startIco.current = null
    }
    if (!lookable) {
      setStatus('idle')
      return
    }
    let live = true
    setStatus('loading')
    lookUpCompany(api, ico).then(
      (company) => {
        if (!live) return
        apply(companyFill(latest.current, company, filled.current))
        setStatus('filled')
      },
      (error: unknown) => {
        if (!live) return
        apply(companyClear(latest.current, filled.current))
        setStatus(isApiError(error, 404) ? 'unknown' : 'unavailable')
      },
    )
    return () => {
      live = false
    }
    // `apply` is made anew each render from refs and the stable `change`: a lookup starts only for a new IČO
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, change, ico, lookable])

  return status
}
