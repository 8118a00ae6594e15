import { useRouterState } from '@tanstack/react-router'
import { RichText } from '../../components/ui/RichText'
import { useT } from '../../lib/services'
import { formatWeekHours, SHOP_INFO } from '../../features/content/shop-info'
import { ConsentSettingsLink } from '../../features/consent'
import { HeurekaBadge } from '../../features/heureka'
import { NewsletterForm } from '../../features/newsletter'
import { MenuLink } from '../../components/ui/MenuLink'
import type { Navigation } from './navigation.api'

/**
 * Footer menu groups (top-level items with their children); the shop's own column: its text (the CMS block
 * `footer-about`, when the shop has one) and the hours of the shop and of customer service (SHOP_INFO); the
 * Drinksletter's form.
 */
export function Footer({
  menu,
  about,
  compact,
  heurekaKey = '',
}: {
  menu: Navigation['footer']
  about: Navigation['footerAbout']
  compact: boolean
  /** Heureka's certificate key: the badge after marketing consent (empty: none). */
  heurekaKey?: string
}) {
  const t = useT()
  const groups = menu?.items.filter((item) => item.parent === null) ?? []
  // the home page has its own, larger subscription form
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' })
  return (
    <footer className="footer">
      {compact ? null : (
        <div className="footer__menus">
          {groups.map((group) => (
            <nav key={group.id} className="footer__group" aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul>
                {menu?.items
                  .filter((item) => item.parent === group['@id'])
                  .map((item) => (
                    <li key={item.id}>
                      <MenuLink href={item.url}>{item.label}</MenuLink>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
          <section className="footer__group">
            <h2>{t('site.name')}</h2>
            {about ? <RichText html={about.content} className="footer__about" /> : null}
            <p>{t('footer.shopHours', { hours: formatWeekHours(SHOP_INFO.shopHours, t) })}</p>
            <p>{t('footer.service', { hours: formatWeekHours(SHOP_INFO.serviceHours, t) })}</p>
          </section>
          {onHome ? null : <NewsletterForm source="footer" />}
        </div>
      )}
      <p className="footer__legal">
        {t('footer.ageNotice')} {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
        <ConsentSettingsLink className="footer__cookies">{t('footer.cookieSettings')}</ConsentSettingsLink>
      </p>
      <HeurekaBadge certificateKey={heurekaKey} />
    </footer>
  )
}
