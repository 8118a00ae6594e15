import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ListingSearch } from './listing-search'

/**
 * Which listing a link or navigation stays on: a category page, the search results for a query, or a landing
 * page, whose listing comes below other content: its links (pages, clearing the filters) then jump to `anchor`.
 */
export type ListingTarget =
  | { kind: 'category'; slug: string }
  | { kind: 'search'; q: string }
  | { kind: 'landing'; slug: string; anchor?: string }

type LinkProps = {
  target: ListingTarget
  search: ListingSearch
  children: ReactNode
  className?: string
  rel?: string
  'aria-current'?: 'page'
  'aria-label'?: string
}

/** Active only for exactly this search: `page: undefined` must mean page 1, not any page. */
const ACTIVE = { explicitUndefined: true } as const

/** A typed link to the same listing with another search (filters, sort, page). */
export function ListingLink({ target, search, children, ...rest }: LinkProps) {
  if (target.kind === 'category') {
    return (
      <Link to="/kategorie/$slug" params={{ slug: target.slug }} search={search} activeOptions={ACTIVE} {...rest}>
        {children}
      </Link>
    )
  }
  if (target.kind === 'landing') {
    return (
      <Link
        to="/stranka/$slug"
        params={{ slug: target.slug }}
        search={search}
        hash={target.anchor}
        activeOptions={ACTIVE}
        {...rest}
      >
        {children}
      </Link>
    )
  }
  return (
    <Link to="/search" search={{ q: target.q, ...search }} activeOptions={ACTIVE} {...rest}>
      {children}
    </Link>
  )
}

/** Navigates the listing to another search at once, keeping the scroll position (filtering, sorting). */
export function useListingNavigate(target: ListingTarget): (search: ListingSearch) => void {
  const navigate = useNavigate()
  return (search) => {
    if (target.kind === 'category') {
      void navigate({ to: '/kategorie/$slug', params: { slug: target.slug }, search, resetScroll: false })
    } else if (target.kind === 'landing') {
      void navigate({ to: '/stranka/$slug', params: { slug: target.slug }, search, resetScroll: false })
    } else {
      void navigate({ to: '/search', search: { q: target.q, ...search }, resetScroll: false })
    }
  }
}
