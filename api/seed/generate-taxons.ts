import { MENU_TAXON_CODE } from '../../contract/channel.ts'
import { CATEGORIES, ROOT_TAXON } from './data/categories.ts'
import { profileFor } from './lines.ts'
import { taxonSvg } from './svg.ts'
import type { MediaObject, TaxonRow, TaxonTranslationRow } from './types.ts'

export type TaxonTree = {
  taxons: TaxonRow[]
  translations: TaxonTranslationRow[]
  media: MediaObject[]
  /** Taxon id by code. */
  ids: Map<string, number>
}

/** The root taxon, the top-level categories (each with a picture) and their leaves, in both locales. */
export function buildTaxons(): TaxonTree {
  const taxons: TaxonRow[] = []
  const translations: TaxonTranslationRow[] = []
  const media: MediaObject[] = []
  const ids = new Map<string, number>()

  function add(code: string, parentId: number | null, position: number, imagePath: string | null): number {
    const id = taxons.length + 1
    taxons.push({ id, code, parent_id: parentId, position, enabled: 1, image_path: imagePath })
    ids.set(code, id)
    return id
  }

  const rootId = add(MENU_TAXON_CODE, null, 0, null)
  translations.push(
    { taxon_id: rootId, locale: 'cs_CZ', name: ROOT_TAXON.cs, slug: ROOT_TAXON.slug, description: null },
    { taxon_id: rootId, locale: 'en_US', name: ROOT_TAXON.en, slug: ROOT_TAXON.slugEn, description: null },
  )
  CATEGORIES.forEach((category, position) => {
    const firstLeaf = category.leaves[0]
    if (!firstLeaf) throw new Error(`category ${category.code} has no leaves`)
    const profile = profileFor(category, firstLeaf)
    const imagePath = `taxons/${category.code}.svg`
    media.push({
      key: imagePath,
      body: taxonSvg(category.cs, profile.shape, profile.glass, category.code),
      contentType: 'image/svg+xml',
    })
    const id = add(category.code, rootId, position, imagePath)
    translations.push(
      { taxon_id: id, locale: 'cs_CZ', name: category.cs, slug: category.slug, description: category.description },
      { taxon_id: id, locale: 'en_US', name: category.en, slug: category.slugEn, description: null },
    )
    category.leaves.forEach((leaf, leafPosition) => {
      const leafId = add(leaf.code, id, leafPosition, null)
      translations.push(
        {
          taxon_id: leafId,
          locale: 'cs_CZ',
          name: leaf.cs,
          slug: leaf.slug,
          description: `${leaf.cs} z nabídky Drinkárny, obchodu a baru v Praze.`,
        },
        { taxon_id: leafId, locale: 'en_US', name: leaf.en, slug: leaf.slugEn, description: null },
      )
    })
  })
  return { taxons, translations, media, ids }
}
