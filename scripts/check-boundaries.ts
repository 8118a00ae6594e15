// `npm run lint`: the import boundaries of scripts/boundaries.ts over every source file; exits 1 on a violation.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { boundaryViolations, type SourceFile, unlistedSideEffects } from './boundaries.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const FOLDERS = ['src', 'api', 'worker', 'contract', 'console']

function sources(folder: string): SourceFile[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name)).split('\\').join('/')
      return { path, source: readFileSync(join(root, path), 'utf8') }
    })
}

const files = FOLDERS.flatMap(sources)
const { sideEffects } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { sideEffects: string[] }
const violations = [
  ...boundaryViolations(files),
  ...unlistedSideEffects(files, sideEffects, (path) => existsSync(join(root, path))),
]
if (violations.length > 0) {
  console.error(
    `✗ ${violations.length} import(s) across a boundary (docs/decisions/034-code-boundaries.md, 037-d1-access-in-db.md):`,
  )
  for (const violation of violations) console.error(`  ${violation}`)
  process.exit(1)
}
console.log(`✓ import boundaries hold in ${files.length} files`)
