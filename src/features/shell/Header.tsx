import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useT, useUi } from '../../lib/services'
import { AccountMenu } from '../auth/AccountMenu'
import { MiniCart } from '../cart/MiniCart'
import { CategoryMenu } from '../catalogue/CategoryMenu'
import { PredictiveSearch } from '../search/PredictiveSearch'
import type { Navigation } from './navigation.api'
import { MenuLink } from './MenuLink'
import { useBodyScrollLock } from './ViewportEffects'
import { categoryTreeOf } from '../catalogue/category-tree'

/** Logo, the category menu from the tree (a drawer below 1024 px) and the site menu; compact in the cart layout. */
export function Header({ navigation, compact }: { navigation: Navigation; compact: boolean }) {
  const t = useT()
  const isMobile = useUi((s) => s.isMobile)
  const [open, setOpen] = useState(false)
  const drawerOpen = isMobile && open
  useBodyScrollLock(drawerOpen)
  const topItems = navigation.header?.items.filter((item) => item.parent === null) ?? []
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__logo" aria-label={t('nav.home')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('site.name')}</span>
        </Link>
        {compact ? null : <PredictiveSearch />}
        {compact ? null : (
          // A link to the drawer, so a tap before the scripts have loaded still opens it (CSS :target).
          <a
            href="#category-menu"
            role="button"
            className="header__menu-toggle"
            aria-expanded={drawerOpen}
            aria-controls="category-menu"
            onClick={(event) => {
              event.preventDefault()
              setOpen((value) => !value)
            }}
          >
            {drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          </a>
        )}
        {compact ? null : (
          <nav className="header__site-menu" aria-label={navigation.header?.name}>
            <ul>
              {topItems.map((item) => (
                <li key={item.id}>
                  <MenuLink href={item.url}>{item.label}</MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <AccountMenu />
        <MiniCart isCartLayout={compact} />
      </div>
      {compact ? null : (
        <nav
          id="category-menu"
          className={`category-menu${drawerOpen ? ' category-menu--open' : ''}`}
          aria-label={t('nav.categories')}
        >
          <CategoryMenu tree={categoryTreeOf(navigation.categories)} onNavigate={() => setOpen(false)} />
          {/* Below 1024 px the site menu lives in the drawer as well. */}
          <ul className="category-menu__site">
            {topItems.map((item) => (
              <li key={item.id}>
                <MenuLink href={item.url} onNavigate={() => setOpen(false)}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  )
}
