import { Link, useHydrated } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { formatDate } from '../../../contract/prague-time'
import { TextField } from '../../components/ui/FormField'
import { Price } from '../../components/ui/Price'
import { useServices, useT } from '../../lib/services'
import { checkGiftCardCode } from './gift-card-code'
import { type BalanceAnswer, lookUpBalance } from './gift-cards.api'
import './texts'
import './balance-texts'

/**
 * `/darkovy-poukaz/zustatek`: the holder types the code and reads what is left, the original value, the expiry
 * and the state. The code goes to the API by a request of the page's script, never into the page's address
 * (gift-cards.api.ts); without scripts the button stays disabled.
 */
export function BalancePage() {
  const t = useT()
  const { api } = useServices()
  const hydrated = useHydrated()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<BalanceAnswer | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkGiftCardCode(code)
    setAnswer(null)
    if (!checked.ok) return setError(t(`giftCards.redeem.errors.${checked.error}`))
    setError(null)
    setPending(true)
    const result = await lookUpBalance(api, checked.code)
    setPending(false)
    if (result.kind === 'found') setAnswer(result)
    else setError(t(`giftCards.balance.${result.kind}`))
  }

  return (
    <section className="gift-card-balance" aria-labelledby="gift-card-balance-title">
      <h1 id="gift-card-balance-title">{t('giftCards.balance.title')}</h1>
      <p>{t('giftCards.balance.intro')}</p>
      <form className="gift-card-balance__form" method="post" onSubmit={onSubmit} noValidate>
        <TextField
          id="gift-card-balance-code"
          name="code"
          label={t('giftCards.balance.label')}
          hint={t('giftCards.redeem.hint')}
          value={code}
          error={error}
          required
          autoComplete="off"
          maxLength={32}
          onValue={setCode}
        />
        <button type="submit" className="button button--primary" disabled={!hydrated || pending} aria-busy={pending}>
          {pending ? t('giftCards.balance.checking') : t('giftCards.balance.submit')}
        </button>
      </form>
      <div aria-live="polite">{answer?.kind === 'found' ? <Balance answer={answer} /> : null}</div>
    </section>
  )
}

function Balance({ answer: { giftCard } }: { answer: Extract<BalanceAnswer, { kind: 'found' }> }) {
  const t = useT()
  return (
    <section className="gift-card-balance__result" aria-labelledby="gift-card-balance-result">
      <h2 id="gift-card-balance-result">{t('giftCards.balance.result', { code: giftCard.code })}</h2>
      <dl>
        <div>
          <dt>{t('giftCards.balance.remaining')}</dt>
          <dd>
            <Price amount={giftCard.amount} superscript />
          </dd>
        </div>
        <div>
          <dt>{t('giftCards.balance.initial')}</dt>
          <dd>
            <Price amount={giftCard.initialAmount} />
          </dd>
        </div>
        <div>
          <dt>{t('giftCards.balance.expires')}</dt>
          <dd>{formatDate(giftCard.expiresAt) ?? ''}</dd>
        </div>
        <div>
          <dt>{t('giftCards.balance.state')}</dt>
          <dd className={`gift-card-balance__state gift-card-balance__state--${giftCard.state}`}>
            {t(`giftCards.balance.states.${giftCard.state}`)}
          </dd>
        </div>
      </dl>
      {giftCard.state === 'active' ? (
        <Link to="/cart" className="button button--ghost">
          {t('giftCards.balance.toCart')}
        </Link>
      ) : null}
    </section>
  )
}
