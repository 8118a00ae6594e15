import type { TaxonTreeNode } from '../../../contract/discovery'
import { idFromIri } from '../../../contract/iri'

/** A category of the menu tree (spec section 3), with its ancestors below the menu root as breadcrumbs. */
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

/** The category tree below a menu root (GET /search/taxons/{code}); disabled taxons and their subtrees are left out. */
export function buildCategoryTree(tree: TaxonTreeNode): CategoryTree {
  const byCode: Record<string, CategoryNode> = {}
  function build(node: TaxonTreeNode, parent: CategoryNode | null): CategoryNode {
    const crumb = { name: node.name, slug: node.slug }
    const category: CategoryNode = {
      code: node.code,
      name: node.name,
      slug: node.slug,
      level: parent ? parent.level + 1 : 1,
      parentCode: parent?.code ?? null,
      image: node.mainImage,
      children: [],
      breadcrumbs: parent ? [...parent.breadcrumbs, crumb] : [crumb],
    }
    byCode[node.code.toLowerCase()] = category
    category.children = enabledChildren(node).map((child) => build(child, category))
    return category
  }
  const roots = enabledChildren(tree).map((child) => build(child, null))
  return { roots, byCode }
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
