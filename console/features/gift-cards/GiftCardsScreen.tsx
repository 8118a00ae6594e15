import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { t } from '../../lib/texts'
import { DataTable } from '../../ui/DataTable'
import { type FilterField, FilterForm, filledIn, Paging } from '../../ui/ListControls'
import { GIFT_CARD_COLUMNS } from './gift-card-columns'
import { IssueGiftCard } from './IssueGiftCard'
import { GIFT_CARD_STATES, type GiftCardListSearch } from './list-search'
import './gift-cards.css'

const route = getRouteApi('/darkove-poukazy')
const root = getRouteApi('__root__')
export const GIFT_CARDS_PAGE_SIZE = 30

const FILTERS: FilterField[] = [
  { name: 'code', type: 'search', label: t('giftCards.code'), hint: t('giftCards.codeHint') },
  {
    name: 'state',
    label: t('giftCards.state'),
    options: GIFT_CARD_STATES.map((value) => ({ value, label: t(`giftCards.states.${value}`) })),
  },
]

function Filters({ search }: { search: GiftCardListSearch }) {
  const navigate = useNavigate({ from: '/darkove-poukazy' })
  return (
    <FilterForm
      label={t('giftCards.filters')}
      list="/darkove-poukazy"
      fields={FILTERS}
      search={search}
      onApply={(values) => void navigate({ search: filledIn(values) })}
    />
  )
}

/**
 * The gift vouchers (docs/decisions/056-gift-vouchers.md): every voucher sold or issued, filtered by state and code;
 * admins issue one by hand here, staff read.
 */
export function GiftCardsScreen() {
  const search = route.useSearch()
  const list = route.useLoaderData()
  const { me } = root.useLoaderData()
  const admin = me.role === 'admin'
  return (
    <section>
      <h1>{t('giftCards.title')}</h1>
      {/* before any typing: whoever is not an admin learns it here, not from a refusal */}
      {!admin && <p className="notice">{t('giftCards.readOnly')}</p>}
      <p>{t('giftCards.intro')}</p>
      {admin && <IssueGiftCard />}
      <Filters key={JSON.stringify(search)} search={search} />
      <p role="status" className="result-count">
        {t('giftCards.count', { n: list['hydra:totalItems'] })}
      </p>
      <DataTable
        caption={t('giftCards.caption')}
        columns={GIFT_CARD_COLUMNS}
        rows={list['hydra:member']}
        rowKey={(row) => row.id}
        empty={t('giftCards.empty')}
        stacked
      />
      <Paging
        list="/darkove-poukazy"
        search={search}
        total={list['hydra:totalItems']}
        pageSize={GIFT_CARDS_PAGE_SIZE}
      />
    </section>
  )
}
