/** The one sales channel of the shop: Czech storefront, prices in CZK incl. 21 % VAT. */
export const API_BASE = '/api/v2/shop'
export const CHANNEL_CODE = 'WEB_CZ'
export const CURRENCY = 'CZK'
export const LOCALES = ['cs_CZ', 'en_US'] as const
export type LocaleCode = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: LocaleCode = 'cs_CZ'
/** Root of the category menu (docs/product.md#constants). */
export const MENU_TAXON_CODE = 'menu_category'
/** Page sizes of hydra collections: the default and the cap (Sylius sets none; we do). */
export const DEFAULT_ITEMS_PER_PAGE = 30
export const MAX_ITEMS_PER_PAGE = 100
