import { describe, expect, it } from 'vitest'
import { anchorsOf, citationProblems, type Lookup, slugOf, unindexedDecisions } from './doc-links'

const files: Record<string, 'file' | 'dir'> = {
  'docs/product.md': 'file',
  'docs/decisions': 'dir',
  'docs/decisions/044-fulfilment.md': 'file',
  'api/wrangler.toml': 'file',
  'src/app/create-services.ts': 'file',
}
const lookup: Lookup = (path) => files[path]
const anchorsIn = (path: string) =>
  path === 'docs/product.md'
    ? anchorsOf('# The shop\n## Checkout\n### 404 page\n```\n## Not a heading\n```')
    : new Set<string>()
const check = (path: string, source: string) => citationProblems({ path, source }, lookup, anchorsIn)

// made-up paths and the outside documents' names are assembled, so that this file does not cite them itself
const D = 'docs'
const outside = ['SHOP-API', 'CZECH-COMMERCE', 'ARCHITECTURE', 'STYLE', 'TOOLCHAIN', 'ROADMAP'].map(
  (name) => `${name}.md`,
)

describe('slugOf and anchorsOf', () => {
  it('make the anchors GitHub makes, leaving code blocks out and numbering repeats', () => {
    expect(slugOf('Auth cookie, bearer upstream')).toBe('auth-cookie-bearer-upstream')
    expect(slugOf('ICO DIC ARES')).toBe('ico-dic-ares')
    expect(slugOf('The `watchdog` (API)')).toBe('the-watchdog-api')
    expect([...anchorsOf('## Errors\n```sh\n# comment\n```\n## Errors')]).toEqual(['errors', 'errors-1'])
  })
})

describe('citationProblems', () => {
  it('accepts docs paths, headings and repository paths that exist', () => {
    expect(check('api/x.ts', '// the rule of docs/product.md#checkout and docs/decisions/044-fulfilment.md')).toEqual(
      [],
    )
    expect(
      check(
        `${D}/decisions/010-x.md`,
        'See [product](../product.md#404-page), [044](044-fulfilment.md), `api/wrangler.toml`.',
      ),
    ).toEqual([])
  })

  it('names a cited docs file or heading that does not exist, with file and line', () => {
    expect(check('src/a.ts', `one\n// ${D}/product.md#payment and ${D}/nowhere.md`)).toEqual([
      `src/a.ts:2: ${D}/product.md#payment: no heading #payment`,
      `src/a.ts:2: ${D}/nowhere.md: no such file`,
    ])
    expect(check(`${D}/decisions/010-x.md`, '[gone](../shop.md) and [here](#missing)')).toEqual([
      `${D}/decisions/010-x.md:1: ../shop.md: no such file`,
      `${D}/decisions/010-x.md:1: #missing: no such file`,
    ])
  })

  it('refuses every citation of the documents that lived outside the repository', () => {
    for (const name of outside) expect(check('api/x.ts', `// see ${name} 3.1`)).toHaveLength(1)
    expect(check('api/x.ts', '// spec' + ' section 4')).toHaveLength(1)
    expect(check(`${D}/a.md`, 'the design notes in ..' + '/shared/design')).toHaveLength(1)
    // the repository's own documents of similar names are fine
    expect(check('api/x.ts', '// docs/product.md, shop-api.md, architecture.md')).toEqual([])
  })

  it('refuses a numbered issue of a tracker a clone does not have, in code and documents alike', () => {
    // assembled, so that this file does not cite one itself
    const issue = (rest: string) => `iss${rest}`
    expect(check('api/x.ts', `// the watch list (${issue('ue 12')}, decision 022)`)).toEqual([
      'api/x.ts:1: cites an issue of a tracker outside the repository; cite docs/ or docs/decisions/ instead',
    ])
    expect(check('api/db/migrations/0001_x.sql', `-- ${issue('UE 9')}: sessions`)).toHaveLength(1)
    expect(check(`${D}/decisions/001-x.md`, `${issue('ues 9 and 10')} added features`)).toHaveLength(1)
    expect(check(`${D}/a.md`, `see ${issue('ue #14')}`)).toHaveLength(1)
    // the word alone, or with a number that is not the issue's, is fine
    expect(check('api/x.ts', '// an issue of zod: 12 of them')).toEqual([])
    expect(check('api/x.ts', '// const issues = parsed.error.issues')).toEqual([])
  })

  it('names a stale repository path in a document, but not globs, placeholders, URLs or ignored files', () => {
    expect(check(`${D}/decisions/016-x.md`, '`api/wrangler.jsonc` and `src/lib/create-services.ts`')).toEqual([
      `${D}/decisions/016-x.md:1: api/wrangler.jsonc: no such file`,
      `${D}/decisions/016-x.md:1: src/lib/create-services.ts: no such file`,
    ])
    expect(
      check(
        `${D}/a.md`,
        '`src/features/<feature>/`, `content/{pages,faq}/*.md`, `api/.dev.vars`, `src/app/create-services.ts:12`',
      ),
    ).toEqual([])
  })

  it('refuses a TypeScript file run by a bare node in a document: Node 20 cannot run it', () => {
    expect(check('README.md', 'Run `node scripts/bench.ts --port 1`.')).toEqual([
      'README.md:1: `node scripts/bench.ts` needs Node 22+; show `npx node …` or an npm script',
    ])
    expect(check('README.md', '`npx node scripts/bench.ts`, `node scripts/start.mjs`, `npm run bench`')).toEqual([])
    // code may run scripts with node: npm puts the project's Node first on PATH
    expect(check('package.json', '"bench": "node scripts/bench.ts"')).toEqual([])
  })
})

describe('unindexedDecisions', () => {
  it('names a decision record the index does not link, and nothing else', () => {
    const records = [
      'docs/decisions/044-fulfilment.md',
      'docs/decisions/049-staff-console.md',
      'docs/decisions/README.md',
    ]
    const index = '| [044](044-fulfilment.md) | Fulfilment | accepted | … |'
    expect(unindexedDecisions(records, index)).toEqual([
      'docs/decisions/README.md: docs/decisions/049-staff-console.md is not in the index',
    ])
    expect(unindexedDecisions(records.slice(0, 1), index)).toEqual([])
  })
})
