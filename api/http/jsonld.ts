/** A top-level JSON-LD item: `@context`, `@id`, `@type`, then its fields. */
export function item<T extends Record<string, unknown>>(type: string, id: string, fields: T) {
  return { '@context': `/api/v2/contexts/${type}`, '@id': id, '@type': type, ...fields }
}

/** An embedded JSON-LD object: `@id` and `@type` without `@context`. */
export function embedded<T extends Record<string, unknown>>(type: string, id: string, fields: T) {
  return { '@id': id, '@type': type, ...fields }
}

type CollectionInput<T> = {
  type: string
  /** The request URL: its path and query become the collection's `@id` and the view links. */
  url: URL
  members: T[]
  totalItems: number
  /** Absent for unpaginated collections. */
  page?: { page: number; itemsPerPage: number }
}

/** A hydra collection, with `hydra:view` when the query has parameters or there is more than one page. */
export function collection<T>({ type, url, members, totalItems, page }: CollectionInput<T>) {
  const body: Record<string, unknown> = {
    '@context': `/api/v2/contexts/${type}`,
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  }
  if (!page) return body
  const lastPage = Math.max(1, Math.ceil(totalItems / page.itemsPerPage))
  if (!url.search && lastPage === 1) return body
  const link = (n: number) => {
    const query = new URLSearchParams(url.search)
    query.set('page', String(n))
    return `${url.pathname}?${query}`
  }
  const view: Record<string, string> = {
    '@id': url.search || lastPage > 1 ? link(page.page) : url.pathname,
    '@type': 'hydra:PartialCollectionView',
  }
  if (lastPage > 1) {
    view['hydra:first'] = link(1)
    view['hydra:last'] = link(lastPage)
    if (page.page > 1) view['hydra:previous'] = link(Math.min(page.page - 1, lastPage))
    if (page.page < lastPage) view['hydra:next'] = link(page.page + 1)
  }
  body['hydra:view'] = view
  return body
}
