import { createFileRoute } from '@tanstack/react-router'
import { BalancePage } from '../features/gift-cards/BalancePage'
import { pageHead } from '../lib/page-head'
import giftCardsCss from '../features/gift-cards/gift-cards.css?url'

/**
 * The balance of a gift voucher (docs/decisions/056-gift-vouchers.md): the code is typed into the page and sent by
 * its script, never carried in this page's address. noindex: nothing in it is for search engines.
 */
export const Route = createFileRoute('/darkovy-poukaz/zustatek')({
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    const head = pageHead({
      title: t('giftCards.balance.metaTitle'),
      description: t('giftCards.balance.metaDescription'),
      robots: 'noindex',
    })
    return { ...head, links: [...head.links, { rel: 'stylesheet', href: giftCardsCss }] }
  },
  component: BalancePage,
})
