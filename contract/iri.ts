import { API_BASE } from './channel'

/** IRIs of the shop API. No schemas here: the browser imports these helpers. */
/** `/api/v2/shop/products/RUM_1` from ('products', 'RUM_1'). */
export function iri(collection: string, id: string | number): string {
  return `${API_BASE}/${collection}/${encodeURIComponent(String(id))}`
}

/** The last path segment of an IRI (the code or id); a bare code is returned as it is. */
export function idFromIri(value: string): string {
  const last = value.slice(value.lastIndexOf('/') + 1)
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}
