import { useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../../../contract/cookies'
import { useT } from '../../lib/services'
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock'

type Props = { host: string; leaveUrl: string; onConfirm: () => void }

/**
 * The age gate (docs/product.md#age-gate), rendered on the server so it is there before hydration. Confirming works
 * without JavaScript too: the form posts to the storefront worker, which sets the same cookie.
 */
export function AgeGate({ host, leaveUrl, onConfirm }: Props) {
  const t = useT()
  const titleId = useId()
  const textId = useId()
  const returnTo = useRouterState({ select: (s) => s.location.href })
  useBodyScrollLock(true)
  return (
    <div className="age-gate">
      <div
        className="age-gate__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <img className="age-gate__logo" src="/favicon.svg" alt="" width={56} height={56} />
        <h2 id={titleId}>{t('ageGate.title')}</h2>
        <p id={textId} className="age-gate__text">
          {t('ageGate.text', { host })}
        </p>
        <form
          method="post"
          action="/_age-gate"
          className="age-gate__actions"
          onSubmit={(event) => {
            event.preventDefault()
            document.cookie = serializeCookie(COOKIE.ageVerified, '1', {
              maxAge: YEAR_SECONDS,
              secure: location.protocol === 'https:',
            })
            onConfirm()
          }}
        >
          <input type="hidden" name="return" value={returnTo} />
          {/* The dialog takes focus so keyboard users start inside it (a modal's first control, as WAI-ARIA's dialog pattern says). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="submit" className="button button--primary" autoFocus>
            {t('ageGate.confirm')}
          </button>
          <a className="button button--ghost" href={leaveUrl} rel="noopener">
            {t('ageGate.leave')}
          </a>
        </form>
        <p className="age-gate__note">{t('ageGate.note')}</p>
      </div>
    </div>
  )
}
