import './texts'
import { useRouterState } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { CONSENT_CHANGED_EVENT, consentValue, parseConsent } from '../../../contract/consent'
import { COOKIE, parseCookies, serializeCookie, YEAR_SECONDS } from '../../../contract/cookies'
import { useT } from '../../lib/services'
import { APPLY_CONSENT } from './consent-script'

type Choice = { analytics: boolean; marketing: boolean }
/** `policyHref`: the cookie policy page (passed in, so this chunk shares no module with every page's bundle). */
type Props = { settingsOpen: boolean; takeFocus: boolean; policyHref: string; onDone: () => void }

function currentChoice(): Choice {
  const stored = typeof document === 'undefined' ? null : parseConsent(parseCookies(document.cookie)[COOKIE.consent])
  return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false }
}

/**
 * The cookie banner (docs/czech-commerce.md#cookies): not modal, at the foot of the screen, so the page stays usable.
 * "Přijmout vše" and "Odmítnout vše" are the same kind of button; "Nastavení" opens the categories. Without
 * JavaScript the buttons post to the storefront worker (`/_consent`), which sets the same cookie.
 */
export function ConsentBanner({ settingsOpen, takeFocus, policyHref, onDone }: Props) {
  const t = useT()
  const titleId = useId()
  const root = useRef<HTMLElement>(null)
  const returnTo = useRouterState({ select: (s) => s.location.href })
  const [choice, setChoice] = useState(currentChoice)
  useEffect(() => {
    if (takeFocus) root.current?.focus()
  }, [takeFocus])

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const kind = submitter?.value
    if (kind !== 'all' && kind !== 'none' && kind !== 'custom') return
    event.preventDefault()
    const chosen = kind === 'custom' ? choice : { analytics: kind === 'all', marketing: kind === 'all' }
    document.cookie = serializeCookie(COOKIE.consent, consentValue(chosen), {
      maxAge: YEAR_SECONDS,
      secure: location.protocol === 'https:',
    })
    const apply = (window as unknown as Record<string, ((c: Choice) => void) | undefined>)[APPLY_CONSENT]
    apply?.(chosen)
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT))
    onDone()
  }

  const category = (name: keyof Choice) => (
    <label className="consent__category">
      <input
        type="checkbox"
        name={name}
        checked={choice[name]}
        onChange={(e) => setChoice({ ...choice, [name]: e.target.checked })}
      />
      <span>
        <strong>{t(`consent.${name}`)}</strong> {t(`consent.${name}Text`)}
      </span>
    </label>
  )

  return (
    <section ref={root} className="consent" aria-labelledby={titleId} tabIndex={-1} data-testid="consent-banner">
      <form method="post" action="/_consent" onSubmit={submit}>
        <input type="hidden" name="return" value={returnTo} />
        <h2 id={titleId} className="consent__title">
          {t('consent.title')}
        </h2>
        <p className="consent__text">
          {t('consent.text')} <a href={policyHref}>{t('consent.policy')}</a>
        </p>
        <details className="consent__settings" open={settingsOpen}>
          <summary>{t('consent.settings')}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('consent.settings')}</legend>
            <label className="consent__category">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('consent.necessary')}</strong> ({t('consent.alwaysOn')}) {t('consent.necessaryText')}
              </span>
            </label>
            {category('analytics')}
            {category('marketing')}
            <button type="submit" name="choice" value="custom" className="button button--ghost">
              {t('consent.save')}
            </button>
          </fieldset>
        </details>
        <div className="consent__actions">
          <button type="submit" name="choice" value="all" className="button button--primary consent__choice">
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="choice" value="none" className="button button--primary consent__choice">
            {t('consent.rejectAll')}
          </button>
        </div>
      </form>
    </section>
  )
}
