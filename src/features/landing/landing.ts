import type { CmsPage, ContentElement, FaqItem } from '../../../contract/cms'
import { isKnownContentElement } from '../../../contract/content-elements'
import type { ListedProduct } from '../../../contract/listed-product'
import type { ApiClient } from '../../lib/api/client'
import { getProductsByCode, type ListingState, listProducts, type ProductPage, toApiQuery } from '../catalogue'
import { getPageBySlug, listFaq } from '../content'
import './texts'

const MAX_SLUG_LENGTH = 255
/** How many products a carousel of a taxon shows (bestsellers first). */
export const CAROUSEL_SIZE = 12

/** What one element of a landing page shows, with the data it needed loaded. */
export type LandingBlock =
  | { kind: 'text'; key: string; html: string }
  | { kind: 'heading'; key: string; level: 2 | 3 | 4; text: string }
  | {
      kind: 'hero'
      key: string
      title: string | null
      text: string | null
      image: string | null
      link: string | null
      linkLabel: string | null
    }
  | {
      kind: 'banner'
      key: string
      title: string
      text: string | null
      link: string
      image: string | null
      background: string | null
      color: string | null
    }
  | { kind: 'carousel'; key: string; title: string | null; products: ListedProduct[] }
  | { kind: 'faq'; key: string; title: string | null; items: FaqItem[] }
  | { kind: 'listing'; key: string; title: string | null; page: ProductPage; state: ListingState; offer: boolean }
  /** A carousel or FAQ excerpt whose data failed to load: the page still shows, with a notice in its place. */
  | { kind: 'failed'; key: string }

export type LandingData = {
  page: CmsPage
  blocks: LandingBlock[]
  /** The listing's state when the page has one (its filtered, sorted or paged variants are not indexed). */
  listingState: ListingState | null
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
const colour = (value: string | null | undefined) => (value && HEX_COLOUR.test(value) ? value : null)
const headingLevel = (type: string): 2 | 3 | 4 =>
  type === 'h3' ? 3 : type === 'h4' || type === 'h5' || type === 'h6' ? 4 : 2

/**
 * The data of one element. Carousels and the FAQ excerpt that end up empty (products gone, questions removed)
 * are left out rather than shown as an empty box.
 */
async function loadBlock(
  api: ApiClient,
  element: ContentElement,
  key: string,
  state: ListingState,
  faq: () => Promise<FaqItem[]>,
): Promise<LandingBlock | null> {
  switch (element.type) {
    case 'textarea':
      return { kind: 'text', key, html: element.configuration.textarea }
    case 'heading':
      return {
        kind: 'heading',
        key,
        level: headingLevel(element.configuration.heading_type),
        text: element.configuration.heading,
      }
    case 'hero': {
      const hero = element.configuration.hero
      return {
        kind: 'hero',
        key,
        title: hero.title ?? null,
        text: hero.text ?? null,
        image: hero.image ?? null,
        link: hero.link ?? null,
        linkLabel: hero.linkLabel ?? null,
      }
    }
    case 'banner': {
      const banner = element.configuration.banner
      return {
        kind: 'banner',
        key,
        title: banner.title,
        text: banner.text ?? null,
        link: banner.link,
        image: banner.image ?? null,
        background: colour(banner.background),
        color: colour(banner.color),
      }
    }
    case 'products_carousel': {
      const products = await getProductsByCode(api, element.configuration.products_carousel.products)
      return products.length > 0
        ? { kind: 'carousel', key, title: element.configuration.title ?? null, products }
        : null
    }
    case 'products_carousel_by_taxon': {
      const taxon = element.configuration.products_carousel_by_taxon
      const page = await listProducts(api, { taxon, 'order[bestseller]': 'desc', itemsPerPage: CAROUSEL_SIZE })
      return page.products.length > 0
        ? { kind: 'carousel', key, title: element.configuration.title ?? null, products: page.products }
        : null
    }
    case 'faq': {
      const all = await faq()
      const items = element.configuration.faq.items
        .map((code) => all.find((item) => item.code === code))
        .filter((item) => item !== undefined)
      return items.length > 0 ? { kind: 'faq', key, title: element.configuration.title ?? null, items } : null
    }
    case 'products_listing': {
      const fixed = element.configuration.products_listing
      const offer = fixed.offer === true
      // the page's own filter is not the visitor's: it is neither in the URL nor shown among the filters
      const shown = offer ? { ...state, offer: false } : state
      const query = {
        ...toApiQuery(shown, { defaultSort: 'bestseller' }),
        ...(offer ? { offer: 1 } : {}),
        ...(fixed.taxon ? { taxon: fixed.taxon } : {}),
      }
      return {
        kind: 'listing',
        key,
        title: element.configuration.title ?? null,
        page: await listProducts(api, query),
        state: shown,
        offer,
      }
    }
  }
}

/** Kinds that are extras around the page's own content: a failure to load one costs that section, not the page. */
const SECTIONS = new Set<ContentElement['type']>(['products_carousel', 'products_carousel_by_taxon', 'faq'])

async function loadSection(...args: Parameters<typeof loadBlock>): Promise<LandingBlock | null> {
  const [, element, key] = args
  if (!SECTIONS.has(element.type)) return loadBlock(...args)
  try {
    return await loadBlock(...args)
  } catch (error) {
    console.warn(`landing page section ${key} failed to load`, error)
    return { kind: 'failed', key }
  }
}

/**
 * A landing page (`/stranka/{slug}`): the page, then at once what its elements need (carousels' products, the
 * FAQ once for every excerpt, the listing under the URL's state). Null (the 404 page) when there is no such page
 * or it is not a landing page: plain pages live at `/{slug}`, articles under /magazin/.
 */
export async function loadLandingPage(api: ApiClient, slug: string, state: ListingState): Promise<LandingData | null> {
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null
  const page = await getPageBySlug(api, slug)
  if (!page || page.enabled === false || page.type !== 'landing') return null
  const elements = (page.contentElements ?? []).filter(isKnownContentElement)
  let faqItems: Promise<FaqItem[]> | null = null
  const faq = () => (faqItems ??= listFaq(api))
  const blocks = await Promise.all(
    elements.map((element, index) => loadSection(api, element, `${element.type}-${index}`, state, faq)),
  )
  const shown = blocks.filter((block) => block !== null)
  const listing = shown.find((block) => block.kind === 'listing')
  return { page, blocks: shown, listingState: listing?.state ?? null }
}
