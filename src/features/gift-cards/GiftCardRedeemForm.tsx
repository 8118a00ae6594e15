import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { OrderGiftCard } from '../../../contract/gift-cards'
import { Price } from '../../components/ui/Price'
import { useServices, useT } from '../../lib/services'
import { checkGiftCardCode } from './gift-card-code'
import { changeGiftCard } from './gift-cards.api'
import './texts'

type Props = {
  applied: readonly OrderGiftCard[]
  interactive: boolean
  /** Opened by the shopper's click: the code field takes the focus. */
  focus: boolean
}

/**
 * The cart summary's gift voucher field (loaded by GiftCardRedeem.tsx when needed): a code to apply, and the
 * vouchers applied with what each pays of this order and a button to take it off. Several vouchers may be applied;
 * a refusal shows the API's Czech message beside the field.
 */
export default function GiftCardRedeemForm({ applied, interactive, focus }: Props) {
  const t = useT()
  const id = useId()
  const { cart, api } = useServices()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focus) input.current?.focus()
  }, [focus])

  async function run(action: () => Promise<{ message: string }[] | null>, clear: boolean) {
    setPending(true)
    const violations = await action()
    setPending(false)
    setError(violations?.[0]?.message ?? null)
    if (!violations && clear) setCode('')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkGiftCardCode(code)
    if (!checked.ok) return setError(t(`giftCards.redeem.errors.${checked.error}`))
    void run(
      () => cart.getState().changeCart((token) => changeGiftCard(api, 'add-to-order', checked.code, token)),
      true,
    )
  }

  return (
    <div className="gift-card-redeem">
      {applied.length > 0 ? (
        <section aria-labelledby={`${id}-applied`}>
          <h3 id={`${id}-applied`} className="gift-card-redeem__title">
            {t('giftCards.redeem.applied')}
          </h3>
          <ul className="gift-card-redeem__list">
            {applied.map((card) => (
              <li key={card.code}>
                <span>
                  {t('giftCards.redeem.used')} <span className="gift-card-code">{card.code}</span>:{' '}
                  <Price amount={-card.amount} />
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('giftCards.redeem.removeLabel', { code: card.code })}
                  disabled={!interactive || pending}
                  onClick={() =>
                    void run(
                      () =>
                        cart
                          .getState()
                          .changeCart((token) => changeGiftCard(api, 'remove-from-order', card.code, token)),
                      false,
                    )
                  }
                >
                  {t('giftCards.redeem.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form className="coupon" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-code`}>{t('giftCards.redeem.label')}</label>
        <div className="coupon__row">
          <input
            ref={input}
            id={`${id}-code`}
            name="giftCardCode"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <button type="submit" className="button button--ghost" disabled={!interactive || pending} aria-busy={pending}>
            {t('giftCards.redeem.apply')}
          </button>
        </div>
        <p id={`${id}-hint`} className="gift-card-redeem__hint">
          {t('giftCards.redeem.hint')}
        </p>
        <p className="gift-card-redeem__hint">
          <Link to="/darkovy-poukaz/zustatek">{t('giftCards.redeem.balanceLink')}</Link>
        </p>
        {error ? (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}
