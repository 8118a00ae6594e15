import * as z from 'zod/mini'
import { searchText } from '../../lib/search-params'

/** The price screen's search: a variant's code (`?code=`, the opened one) and a part of a name (`?search=`). */
export const catalogueSearch = z.object({ code: searchText(255), search: searchText(100) })

export type CatalogueSearch = z.output<typeof catalogueSearch>
