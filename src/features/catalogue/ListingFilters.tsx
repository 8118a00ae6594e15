import type { FocusEvent, ReactNode } from 'react'
import type { FacetValue, ProductFacets } from '../../../contract/discovery'
import { useT } from '../../lib/services'
import {
  type FacetName,
  type ListingSearch,
  type ListingState,
  changeListing,
  toggleFacetValue,
} from './listing-search'
import './listing-texts'

export const LISTING_FORM_ID = 'listing-form'
const TOP_BRANDS = 10

type Props = {
  facets: ProductFacets
  state: ListingState
  onChange: (search: ListingSearch) => void
  /** The listing shows products on offer only anyway (a landing page): no offer filter. */
  offerFixed?: boolean
}

/**
 * The facet filters with their counts. They are controls of the listing's plain GET form (it works without
 * scripts through its apply button); with scripts every change navigates at once.
 */
export function ListingFilters({ facets, state, onChange, offerFixed = false }: Props) {
  const t = useT()
  const brands = visible(facets.brand)
  return (
    <div className="listing-filters">
      <FacetGroup
        legend={t('catalogue.filters.brand')}
        facet="brand"
        values={brands.slice(0, TOP_BRANDS)}
        state={state}
        onChange={onChange}
      >
        {brands.length > TOP_BRANDS ? (
          <details
            className="listing-filters__more"
            open={brands.slice(TOP_BRANDS).some((value) => value.selected) || undefined}
          >
            <summary>{t('catalogue.filters.brandMore', { count: brands.length - TOP_BRANDS })}</summary>
            <FacetOptions facet="brand" values={brands.slice(TOP_BRANDS)} state={state} onChange={onChange} />
          </details>
        ) : null}
      </FacetGroup>
      <FacetGroup
        legend={t('catalogue.filters.volume')}
        facet="volume"
        values={visible(facets.volume)}
        state={state}
        onChange={onChange}
      />
      <FacetGroup
        legend={t('catalogue.filters.country')}
        facet="country"
        values={visible(facets.country)}
        state={state}
        onChange={onChange}
      />
      {!offerFixed && (facets.offer.count > 0 || state.offer) ? (
        <fieldset className="listing-filters__group">
          <legend>{t('catalogue.filters.offer')}</legend>
          <label className="listing-filters__option">
            <input
              type="checkbox"
              name="offer"
              value="1"
              form={LISTING_FORM_ID}
              checked={state.offer}
              onChange={() => onChange(changeListing(state, { offer: !state.offer }))}
            />
            <span>{t('catalogue.filters.offerOnly')}</span>
            <span className="listing-filters__count">{facets.offer.count}</span>
          </label>
        </fieldset>
      ) : null}
      <PriceFilter facets={facets} state={state} />
    </div>
  )
}

/** Values with products, and any selected one even when it has none under the other filters. */
function visible(values: FacetValue[]): FacetValue[] {
  return values.filter((value) => value.count > 0 || value.selected)
}

type GroupProps = {
  legend: string
  facet: FacetName
  values: FacetValue[]
  state: ListingState
  onChange: (search: ListingSearch) => void
  children?: ReactNode
}

function FacetGroup({ legend, children, ...options }: GroupProps) {
  if (options.values.length === 0) return null
  return (
    <fieldset className="listing-filters__group">
      <legend>{legend}</legend>
      <FacetOptions {...options} />
      {children}
    </fieldset>
  )
}

function FacetOptions({ facet, values, state, onChange }: Omit<GroupProps, 'legend' | 'children'>) {
  return (
    <ul className="listing-filters__options">
      {values.map((value) => (
        <li key={value.value}>
          <label className="listing-filters__option">
            <input
              type="checkbox"
              name={facet}
              value={value.value}
              form={LISTING_FORM_ID}
              checked={state[facet].includes(value.value)}
              onChange={() => onChange(toggleFacetValue(state, facet, value.value))}
            />
            <span>{value.label}</span>
            <span className="listing-filters__count">{value.count}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

/**
 * Price in whole crowns. The inputs are left to the visitor while typing; the form's submit (Enter, the apply
 * button, leaving the field) reads them. Remounted when the URL's range changes, so they show it.
 */
function PriceFilter({ facets, state }: { facets: ProductFacets; state: ListingState }) {
  const t = useT()
  const { min, max } = facets.price
  const lowest = min === null ? undefined : Math.floor(min / 100)
  const highest = max === null ? undefined : Math.ceil(max / 100)
  if (lowest === undefined && state.price.min === null && state.price.max === null) return null
  return (
    <fieldset className="listing-filters__group listing-filters__price" key={`${state.price.min}-${state.price.max}`}>
      <legend>{t('catalogue.filters.price')}</legend>
      <label>
        <span>{t('catalogue.filters.priceMin')}</span>
        <input
          type="number"
          name="priceMin"
          form={LISTING_FORM_ID}
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={lowest === undefined ? undefined : String(lowest)}
          defaultValue={state.price.min ?? ''}
          onBlur={submitOnChange}
        />
      </label>
      <label>
        <span>{t('catalogue.filters.priceMax')}</span>
        <input
          type="number"
          name="priceMax"
          form={LISTING_FORM_ID}
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={highest === undefined ? undefined : String(highest)}
          defaultValue={state.price.max ?? ''}
          onBlur={submitOnChange}
        />
      </label>
    </fieldset>
  )
}

/** Leaving a changed price field applies it, as Enter does. */
function submitOnChange(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget
  if (input.value !== input.defaultValue) input.form?.requestSubmit()
}
