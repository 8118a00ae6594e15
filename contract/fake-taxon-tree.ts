/**
 * A node of the shop API's taxon tree (`/search/taxons/{code}`) as it answers, for tests on either side of the
 * contract that fake the menu: the fields a real answer carries, at their plain values.
 */
export function fakeTaxonNode(code: string, slug: string, children: unknown[] = [], name = code) {
  return {
    code,
    name,
    slug,
    parentCode: null,
    level: 1,
    parentLevel: 0,
    mainImage: null,
    enabled: true,
    position: 0,
    children,
  }
}
