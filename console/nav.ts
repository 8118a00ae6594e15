import type { Role } from './lib/session'

/**
 * The console's navigation, one list (decision 049): a screen adds its entry here and its route in router.ts.
 * `roles` hides an entry from the others (the API refuses them anyway); none: everyone signed in.
 */
export type NavItem = { to: string; label: string; roles?: readonly Role[] }

export const NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.queue' },
  { to: '/objednavky', label: 'nav.orders' },
  { to: '/vypisy', label: 'nav.bank' },
  { to: '/reklamace', label: 'nav.claims' },
  { to: '/recenze', label: 'nav.reviews' },
  { to: '/darkove-poukazy', label: 'nav.giftCards' },
  { to: '/ceny', label: 'nav.catalogue', roles: ['admin'] },
  { to: '/presmerovani', label: 'nav.redirects', roles: ['admin'] },
  { to: '/obsah', label: 'nav.content', roles: ['admin'] },
  { to: '/ucetnictvi', label: 'nav.accounting', roles: ['admin'] },
  { to: '/zaznam-zmen', label: 'nav.audit' },
]
