import { useState } from 'react'
import { isApiError } from '../../../lib/api/errors'
import { useServices, useT } from '../../../lib/services'
import { requestPaymentRedirect } from './order.api'

/** "Zaplatit": asks the API for the gateway address (a new payment, or the one under way) and goes there. */
export function PayButton({ token }: { token: string }) {
  const t = useT()
  const { api } = useServices()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pay() {
    setPending(true)
    setError(null)
    try {
      window.location.assign(await requestPaymentRedirect(api, token))
    } catch (failure) {
      const message = isApiError(failure, 422) ? (failure.violations[0]?.message ?? failure.description) : null
      setError(message ?? t('error.generic'))
      setPending(false)
    }
  }

  return (
    <div className="pay-button">
      <button type="button" className="button button--primary" onClick={pay} disabled={pending} aria-busy={pending}>
        {t('thankYou.pay')}
      </button>
      {error ? (
        <p className="pay-button__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
