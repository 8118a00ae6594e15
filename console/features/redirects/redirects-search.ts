import * as z from 'zod/mini'
import { searchPage } from '../../lib/search-params'

/** The redirects list's search: its page alone, the first page with none. */
export const redirectsSearch = z.object({ page: searchPage })

export type RedirectsSearch = z.output<typeof redirectsSearch>
