import { pageHead } from '../../lib/page-head'
import type { AppServices } from '../../lib/services'
import { authCssUrl as authCss } from '../auth'
import accountCss from './account.css?url'

/** The head of an account screen: its title, private (noindex, nofollow), with the account styles. */
export function accountHead(
  services: AppServices,
  section: 'overview' | 'settings' | 'shopping' | 'watchdog' | 'complaint',
) {
  const t = services.i18n.t
  const title =
    section === 'overview'
      ? t('account.overviewMetaTitle')
      : t('account.metaTitle', { section: t(`account.${section}.title`) })
  const head = pageHead({ title, description: t('account.metaDescription'), robots: 'noindex, nofollow' })
  return {
    ...head,
    links: [...head.links, { rel: 'stylesheet', href: authCss }, { rel: 'stylesheet', href: accountCss }],
  }
}
