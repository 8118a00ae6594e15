// `npm run lint`: every document path, heading and repository path the tracked files cite exists, and no file
// cites the documents that once lived outside the repository or a tracker's numbered issue (scripts/doc-links.ts);
// exits 1 otherwise.
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { anchorsOf, citationProblems, type Lookup, unindexedDecisions } from './doc-links.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const CHECKED = /\.(?:ts|tsx|mts|mjs|js|md|sql|toml|css|jsonc?|yml|yaml|sh)$|^\.ci\//
const SKIPPED = /^(?:package-lock\.json|src\/routeTree\.gen\.ts)$/

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && CHECKED.test(path) && !SKIPPED.test(path))

const lookup: Lookup = (path) => {
  try {
    return statSync(join(root, path)).isDirectory() ? 'dir' : 'file'
  } catch {
    return undefined
  }
}
const anchors = new Map<string, Set<string>>()
const anchorsIn = (path: string) => {
  let found = anchors.get(path)
  if (!found) anchors.set(path, (found = anchorsOf(readFileSync(join(root, path), 'utf8'))))
  return found
}

const problems = [
  ...tracked.flatMap((path) => {
    if (lookup(path) !== 'file') return [] // deleted in the work tree, not yet in the index
    return citationProblems({ path, source: readFileSync(join(root, path), 'utf8') }, lookup, anchorsIn)
  }),
  ...unindexedDecisions(tracked, readFileSync(join(root, 'docs/decisions/README.md'), 'utf8')),
]
if (problems.length > 0) {
  console.error(
    `✗ ${problems.length} citation(s) of something the repository does not have (docs/development.md#documents):`,
  )
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`✓ document links hold in ${tracked.length} files`)
