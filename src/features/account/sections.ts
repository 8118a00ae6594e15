/** The account's screens (docs/product.md#account): overview is the default child; titles are `account.{key}.title`. */
export const ACCOUNT_SECTIONS = [
  { key: 'overview', to: '/account' },
  { key: 'shopping', to: '/account/shopping' },
  { key: 'settings', to: '/account/settings' },
  { key: 'watchdog', to: '/account/watchdog' },
  { key: 'complaint', to: '/account/complaint' },
] as const

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

/** The section of a path under /account; the overview for /account itself and anything unknown. */
export function sectionOf(pathname: string): AccountSection {
  const path = pathname.replace(/\/+$/, '') || '/'
  return ACCOUNT_SECTIONS.find((section) => section.to === path) ?? ACCOUNT_SECTIONS[0]
}
