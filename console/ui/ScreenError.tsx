import type { ErrorComponentProps } from '@tanstack/react-router'
import { AdminApiError } from '../lib/admin-api'
import { t } from '../lib/texts'

/** A screen whose data did not come: the API's own words (or a general message) and a way to try again. */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const message =
    error instanceof AdminApiError
      ? error.status === 404
        ? t('screen.notFound')
        : error.status === 401
          ? t('shell.signedOut')
          : error.message
      : t('screen.failed')
  return (
    <section>
      <h1>{t('screen.errorTitle')}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={reset}>
        {t('screen.retry')}
      </button>
    </section>
  )
}
