import { type FormEvent, useId, useState } from 'react'
import { useServices, useT } from '../../lib/services'

/** The coupon: apply a code (the API's message when it is refused) or remove the applied one. */
export function CouponForm({ applied, interactive }: { applied: string | null; interactive: boolean }) {
  const t = useT()
  const id = useId()
  const { cart } = useServices()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function send(next: string | null) {
    setPending(true)
    const violations = await cart.getState().applyCoupon(next)
    setPending(false)
    setError(violations?.[0]?.message ?? null)
    if (!violations) setCode('')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) return setError(t('cart.coupon.required'))
    void send(trimmed)
  }

  if (applied) {
    return (
      <div className="coupon coupon--applied">
        <p>{t('cart.coupon.applied', { code: applied })}</p>
        <button
          type="button"
          className="button button--ghost"
          disabled={!interactive || pending}
          onClick={() => void send(null)}
        >
          {t('cart.coupon.remove')}
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <form className="coupon" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-code`}>{t('cart.coupon.label')}</label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--ghost" disabled={!interactive || pending} aria-busy={pending}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
