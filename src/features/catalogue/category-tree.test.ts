import { describe, expect, it } from 'vitest'
import type { TaxonTreeNode } from '../../../contract/discovery'
import { buildCategoryTree, findCategoryBySlug, getCategoryByCode } from './category-tree'

function node(
  code: string,
  level: number,
  children: TaxonTreeNode[] = [],
  extra: Partial<TaxonTreeNode> = {},
): TaxonTreeNode {
  return {
    code,
    name: code.toUpperCase(),
    slug: code.replace(/_/g, '-'),
    parentCode: null,
    level,
    parentLevel: level > 0 ? level - 1 : null,
    mainImage: null,
    enabled: true,
    position: 0,
    children,
    ...extra,
  }
}

const menu = node('menu_category', 0, [
  node('whisky', 1, [node('whisky_skotska', 2, [], { mainImage: '/media/scotch.svg' })], { position: 2 }),
  node('Rum', 1, [node('rum_tmavy', 2, [], { position: 1 }), node('rum_bily', 2, [], { position: 0 })], {
    position: 1,
  }),
  node('hidden', 1, [node('hidden_child', 2)], { enabled: false, position: 0 }),
])

describe('buildCategoryTree', () => {
  it('lists the enabled top categories below the menu root, by position', () => {
    const tree = buildCategoryTree(menu)
    expect(tree.roots.map((category) => category.code)).toEqual(['Rum', 'whisky'])
    expect(tree.roots[0]?.children.map((category) => category.code)).toEqual(['rum_bily', 'rum_tmavy'])
  })

  it('leaves disabled categories and their whole subtree out', () => {
    const tree = buildCategoryTree(menu)
    expect(tree.byCode.hidden).toBeUndefined()
    expect(tree.byCode.hidden_child).toBeUndefined()
  })

  it('keys every category by its lower-cased code', () => {
    const tree = buildCategoryTree(menu)
    expect(Object.keys(tree.byCode).sort()).toEqual(['rum', 'rum_bily', 'rum_tmavy', 'whisky', 'whisky_skotska'])
    expect(tree.byCode.rum?.code).toBe('Rum')
  })

  it('gives each category its ancestors below the root and itself as breadcrumbs', () => {
    const tree = buildCategoryTree(menu)
    expect(tree.byCode.whisky_skotska?.breadcrumbs).toEqual([
      { name: 'WHISKY', slug: 'whisky' },
      { name: 'WHISKY_SKOTSKA', slug: 'whisky-skotska' },
    ])
    expect(tree.byCode.whisky?.breadcrumbs).toEqual([{ name: 'WHISKY', slug: 'whisky' }])
  })

  it('sets levels, parent codes (none for top categories) and images', () => {
    const tree = buildCategoryTree(menu)
    expect(tree.byCode.whisky).toMatchObject({ level: 1, parentCode: null, image: null })
    expect(tree.byCode.whisky_skotska).toMatchObject({ level: 2, parentCode: 'whisky', image: '/media/scotch.svg' })
  })

  it('builds a tree that survives serialisation as loader data', () => {
    const tree = buildCategoryTree(menu)
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree)
  })
})

describe('finding a category', () => {
  const tree = buildCategoryTree(menu)

  it('finds a category by its slug', () => {
    expect(findCategoryBySlug(tree, 'rum-tmavy')?.code).toBe('rum_tmavy')
    expect(findCategoryBySlug(tree, 'nope')).toBeNull()
  })

  it('finds a category by a taxon IRI in any case, as products name their main taxon', () => {
    expect(getCategoryByCode(tree, '/api/v2/shop/taxons/RUM_TMAVY')?.name).toBe('RUM_TMAVY')
    expect(getCategoryByCode(tree, 'whisky')?.slug).toBe('whisky')
  })

  it('answers null for unknown codes, also for names of object built-ins', () => {
    expect(getCategoryByCode(tree, 'constructor')).toBeNull()
    expect(getCategoryByCode(tree, null)).toBeNull()
  })
})
