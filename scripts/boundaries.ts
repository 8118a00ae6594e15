import { posix } from 'node:path'

/**
 * The import boundaries of the code (docs/decisions/034-code-boundaries.md), checked on every `npm test`:
 * - the storefront app (src) and the shop API (api) never import each other, nor the storefront worker; they meet
 *   only over HTTP and through contract/, which imports neither;
 * - the storefront worker never imports the API (a real Sylius must fit behind it), and of the app only the
 *   request context and the crawler check (WORKER_USES_OF_APP);
 * - src/lib is the bottom layer: no features, components, routes or app wiring; components import no features;
 * - a feature uses another only through that feature's index.ts;
 * - the console is split as the storefront (decision 049): its routes and router wire its features, a feature
 *   imports no route, lib/ and ui/ import neither, and a feature uses another only through its index.ts;
 * - the carrier port stays the port (docs/decisions/060-carrier-port.md): a carrier's client and adapter (Packeta's,
 *   PPL's) are imported only inside its folder under api/shipping/ and by the sandbox that stands in for it; the registry alone imports the
 *   adapter's entry (its index.ts), and everything else talks to api/shipping/carrier.ts and registry.ts;
 * - D1 is reached from api/db/ only (docs/decisions/037-d1-access-in-db.md): elsewhere in the API no code builds
 *   SQL (a value import of api/db/sql) or prepares a statement (`.prepare(`); the sandbox's fake services, the
 *   seed, the mail outbox's store and test support keep their own tables.
 */

export type SourceFile = { path: string; source: string }

// `from '…'`, `import '…'`, `import('…')` and `export … from '…'`; type-only imports count too
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm

/** The relative specifiers a file imports, resolved to repository paths (packages are left out). */
export function importsOf(file: SourceFile): string[] {
  const paths: string[] = []
  for (const match of file.source.matchAll(SPECIFIER)) {
    const specifier = match[2]!
    if (specifier.startsWith('.')) paths.push(posix.normalize(posix.join(posix.dirname(file.path), specifier)))
  }
  return paths
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`)
/** A feature's folder, the storefront's or the console's (`src/features/cart`), or null outside any. */
const featureOf = (path: string) => /^(?:src|console)\/features\/[^/]+/.exec(path)?.[0] ?? null
/** Tests and their fakes wire stores of several features together, as the app layer does. */
const isTestSupport = (path: string) => /\.test\.tsx?$|\/fake-[^/]+$|\/test-fixtures\.[^/]+$/.test(path)
/** The wiring of the app above every feature: the router, the route tree, the routes and the services made for them. */
const APP_LAYER = ['src/routes', 'src/router', 'src/routeTree.gen', 'src/app']
/** The console's own wiring, as the storefront's: its router, its routes (search schema, loader, component) and entry. */
const CONSOLE_APP_LAYER = ['console/routes', 'console/router', 'console/main']

/**
 * What the storefront worker imports of the app (beside Start's server entry, a package): the request context it
 * builds for Start, and the crawler check the page cache's variant shares with the app's rendering.
 */
const WORKER_USES_OF_APP = ['src/lib/request-context', 'src/lib/crawler']

type Rule = { applies: (from: string) => boolean; refuses: (to: string, from: string) => boolean; why: string }

/** A carrier's folder: its adapter (index.ts) and client; only the registry takes the adapter from outside. */
const CARRIERS = [
  ['api/shipping/packeta', 'Packeta'],
  ['api/shipping/ppl', 'PPL'],
] as const

const RULES: Rule[] = [
  ...CARRIERS.map(([folder, name]): Rule => ({
    applies: (from) => !within(from, folder) && !within(from, 'api/sandbox'),
    refuses: (to, from) =>
      within(to, folder) &&
      !(from.replace(/\.tsx?$/, '') === 'api/shipping/registry' && [folder, `${folder}/index`].includes(to)),
    why: `${name} is reached through the carrier port (api/shipping/carrier.ts, registry.ts) only`,
  })),
  {
    applies: (from) => within(from, 'src'),
    refuses: (to) => within(to, 'api') || within(to, 'worker'),
    why: 'the app talks to the API over HTTP only',
  },
  {
    applies: (from) => within(from, 'api'),
    refuses: (to) => within(to, 'src') || within(to, 'worker'),
    why: 'the API knows nothing of the storefront',
  },
  {
    applies: (from) => within(from, 'contract'),
    refuses: (to) => !within(to, 'contract'),
    why: 'the contract is shared by both sides and imports neither',
  },
  {
    applies: (from) => within(from, 'worker'),
    refuses: (to) => within(to, 'api'),
    why: 'the storefront reaches the API over its binding only',
  },
  {
    applies: (from) => within(from, 'worker'),
    refuses: (to) => within(to, 'src') && !WORKER_USES_OF_APP.includes(to),
    why: 'the storefront worker uses of the app only the request context it builds and the crawler check it shares',
  },
  {
    applies: (from) => within(from, 'console'),
    refuses: (to) =>
      within(to, 'api') || within(to, 'worker') || ['src/features', ...APP_LAYER].some((folder) => within(to, folder)),
    why: 'the staff console talks to the admin API over HTTP and shares only src/lib, src/components and contract/',
  },
  {
    applies: (from) => !within(from, 'console'),
    refuses: (to) => within(to, 'console'),
    why: 'nothing of the staff console enters the storefront, the workers or the contract',
  },
  {
    applies: (from) => within(from, 'console/features'),
    refuses: (to) => CONSOLE_APP_LAYER.some((folder) => within(to, folder)),
    why: 'a console feature knows no route; its route imports it',
  },
  {
    applies: (from) => within(from, 'console/lib') || within(from, 'console/ui'),
    refuses: (to) => ['console/features', ...CONSOLE_APP_LAYER].some((folder) => within(to, folder)),
    why: 'the console’s lib and ui are its bottom layer',
  },
  {
    applies: (from) => within(from, 'src/lib'),
    refuses: (to) => ['src/features', 'src/components', ...APP_LAYER].some((folder) => within(to, folder)),
    why: 'src/lib is the bottom layer',
  },
  {
    applies: (from) => within(from, 'src/components'),
    refuses: (to) => ['src/features', ...APP_LAYER].some((folder) => within(to, folder)),
    why: 'shared components know no feature',
  },
  {
    applies: (from) => featureOf(from) !== null && !isTestSupport(from),
    refuses: (to, from) => {
      const target = featureOf(to)
      if (target === null || target === featureOf(from)) return false
      return to !== target && to !== `${target}/index`
    },
    why: 'a feature uses another through its index.ts',
  },
]

// an import (or re-export) statement's clause and specifier: `import type { A } from 'x'`, `import { a, type B } from 'x'`, `import * as x from 'x'`
// (a clause spans lines only inside its braces, so a match never swallows the statement before an import)
const IMPORT_CLAUSE = /^[ \t]*(?:import|export)\s+(type\s+)?((?:\{[^}]*\}|[^'"\n;{}])*?)\s+from\s+(['"])([^'"]+)\3/gm

/** Whether an import clause brings in a value (not only types): `import type …` and `{ type A, type B }` do not. */
function importsValue(typeOnly: boolean, clause: string): boolean {
  if (typeOnly) return false
  const braces = /^\{([^}]*)\}$/.exec(clause.trim())
  if (!braces) return true
  return braces[1]!.split(',').some((name) => name.trim() !== '' && !/^type\s/.test(name.trim()))
}

const D1_OWNERS = ['api/db', 'api/sandbox', 'api/seed', 'api/test', 'api/mail/outbox-db']
const mayReachD1 = (path: string) =>
  isTestSupport(path) || D1_OWNERS.some((folder) => within(path.replace(/\.tsx?$/, ''), folder))

/** SQL built or statements prepared in the API outside api/db/, as `file → what: why`. */
function d1Violations(file: SourceFile): string[] {
  if (!within(file.path, 'api') || mayReachD1(file.path)) return []
  const why = 'D1 is reached through api/db/ only'
  const found: string[] = []
  for (const match of file.source.matchAll(IMPORT_CLAUSE)) {
    const specifier = match[4]!
    if (!specifier.startsWith('.')) continue
    const target = posix.normalize(posix.join(posix.dirname(file.path), specifier)).replace(/\.(tsx?|jsx?|mjs)$/, '')
    if (target === 'api/db/sql' && importsValue(match[1] !== undefined, match[2]!))
      found.push(`${file.path} → ${target}: ${why}`)
  }
  if (/\.prepare\s*\(/.test(file.source)) found.push(`${file.path} → .prepare(: ${why}`)
  return found
}

/** Every import that breaks a rule, as `file → import: why`. */
export function boundaryViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = []
  for (const file of files) {
    found.push(...d1Violations(file))
    for (const to of importsOf(file)) {
      const target = to.replace(/\.(tsx?|jsx?|mjs)$/, '')
      for (const rule of RULES) {
        if (rule.applies(file.path) && rule.refuses(target, file.path)) found.push(`${file.path} → ${to}: ${rule.why}`)
      }
    }
  }
  return found
}

// `import './texts'`: a module imported for its effect alone (texts registering themselves, a stylesheet)
const BARE_IMPORT = /^\s*import\s+(['"])(\.[^'"]+)\1/gm

/** A package.json `sideEffects` glob as a regular expression over repository paths (`**\/`, `*`). */
function globPattern(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${glob.includes('/') ? '' : '(?:.*/)?'}${body}$`)
}

/**
 * Every module imported for its effect alone must be listed in package.json `sideEffects`: the bundler drops any
 * other module whose exports are unused, and its effect with it (decision 034; texts that never registered).
 */
export function unlistedSideEffects(
  files: readonly SourceFile[],
  sideEffects: readonly string[],
  exists: (path: string) => boolean,
): string[] {
  const patterns = sideEffects.map(globPattern)
  const found: string[] = []
  for (const file of files) {
    for (const match of file.source.matchAll(BARE_IMPORT)) {
      const base = posix.normalize(posix.join(posix.dirname(file.path), match[2]!))
      const target = [base, `${base}.ts`, `${base}.tsx`].find(exists) ?? base
      if (!patterns.some((pattern) => pattern.test(target)))
        found.push(`${file.path} → ${target}: imported for its effect, but not in package.json sideEffects`)
    }
  }
  return found
}
