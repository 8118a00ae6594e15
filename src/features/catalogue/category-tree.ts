import type { TaxonTreeNode } from '../../../contract/discovery'
import { idFromIri } from '../../../contract/iri'

/** A category of the menu tree (docs/product.md#data), with its ancestors below the menu root as breadcrumbs. */
export type CategoryNode = {
  code: string
  name: string
  slug: string
  /** Depth below the menu root: top categories are level 1. */
  level: number
  /** The parent's code; null for top categories (the menu root itself is not a category). */
  parentCode: string | null
  image: string | null
  children: CategoryNode[]
  /** Ancestors below the root, then the node itself. */
  breadcrumbs: { name: string; slug: string }[]
}

/** Plain objects only: the tree is root loader data and must serialise for hydration. */
export type CategoryTree = { roots: CategoryNode[]; byCode: Record<string, CategoryNode> }

export const EMPTY_CATEGORY_TREE: CategoryTree = { roots: [], byCode: {} }

/**
 * What travels in the page: each category's code, name, slug, image and children, nothing derived. Levels,
 * parents, breadcrumbs and the lookup by code are rebuilt where they are used (`categoryTreeOf`), which keeps the
 * tree, sent with every page, at about a third of its built size.
 */
export type CategoryData = { code: string; name: string; slug: string; image: string | null; children: CategoryData[] }

/** The categories below a menu root (GET /search/taxons/{code}), enabled ones only, by position. */
export function toCategoryData(tree: TaxonTreeNode): CategoryData[] {
  return enabledChildren(tree).map((node) => ({
    code: node.code,
    name: node.name,
    slug: node.slug,
    image: node.mainImage,
    children: toCategoryData(node),
  }))
}

const built = new WeakMap<readonly CategoryData[], CategoryTree>()

/** The full tree of the page's category data, built once per data (a request on the server, a page in the browser). */
export function categoryTreeOf(data: readonly CategoryData[]): CategoryTree {
  let tree = built.get(data)
  if (!tree) {
    tree = fromCategoryData(data)
    built.set(data, tree)
  }
  return tree
}

function fromCategoryData(data: readonly CategoryData[]): CategoryTree {
  const byCode: Record<string, CategoryNode> = {}
  function build(item: CategoryData, parent: CategoryNode | null): CategoryNode {
    const crumb = { name: item.name, slug: item.slug }
    const category: CategoryNode = {
      code: item.code,
      name: item.name,
      slug: item.slug,
      level: parent ? parent.level + 1 : 1,
      parentCode: parent?.code ?? null,
      image: item.image,
      children: [],
      breadcrumbs: parent ? [...parent.breadcrumbs, crumb] : [crumb],
    }
    byCode[item.code.toLowerCase()] = category
    category.children = item.children.map((child) => build(child, category))
    return category
  }
  return { roots: data.map((item) => build(item, null)), byCode }
}

/** The category tree below a menu root (GET /search/taxons/{code}); disabled taxons and their subtrees are left out. */
export function buildCategoryTree(tree: TaxonTreeNode): CategoryTree {
  return categoryTreeOf(toCategoryData(tree))
}

function enabledChildren(node: TaxonTreeNode): TaxonTreeNode[] {
  return node.children.filter((child) => child.enabled).sort((a, b) => a.position - b.position)
}

/** A category by its code or taxon IRI, in any case, or null. */
export function getCategoryByCode(tree: CategoryTree, codeOrIri: string | null | undefined): CategoryNode | null {
  if (!codeOrIri) return null
  const key = idFromIri(codeOrIri).toLowerCase()
  return Object.hasOwn(tree.byCode, key) ? (tree.byCode[key] ?? null) : null
}

export function findCategoryBySlug(tree: CategoryTree, slug: string): CategoryNode | null {
  for (const node of Object.values(tree.byCode)) if (node.slug === slug) return node
  return null
}
