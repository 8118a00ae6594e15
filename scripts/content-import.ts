// Imports the shop's content (content/{sections,pages,faq,blocks}/*.md, decision 017) into D1: idempotent, so it
// runs on every `npm start` and whenever ops want the files live.
//
//   node scripts/content-import.ts [--dir content] [--state DIR]        local D1 (wrangler's local bindings)
//   node scripts/content-import.ts --remote [--env production] [--out FILE]
//
// --remote writes the statements into an SQL file (default .wrangler/content-import.sql) and runs
// `wrangler d1 execute shop --remote --file` with it (--env is passed on to wrangler). A missing or empty folder imports nothing and says so:
// it never empties the tables by accident. Malformed files stop the import with every problem listed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getPlatformProxy } from 'wrangler'
import { importStatements, importSummary } from '../api/content/import.ts'
import { ContentErrors, loadContent, type SourceFile } from '../api/content/load.ts'
import { sqlScript } from '../api/content/sql-script.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string', default: 'content' },
    state: { type: 'string', default: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    out: { type: 'string', default: '.wrangler/content-import.sql' },
  },
})
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
process.env.WRANGLER_SEND_METRICS ??= 'false'

/** The Markdown files of the four kinds; anything else in content/ (a README, pictures) is not content. */
function readContent(dir: string): SourceFile[] {
  const files: SourceFile[] = []
  for (const kind of ['sections', 'pages', 'faq', 'blocks']) {
    const folder = join(dir, kind)
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.md')).sort()) {
      files.push({ path: `${kind}/${name}`, text: readFileSync(join(folder, name), 'utf8') })
    }
  }
  return files
}

async function importLocal(statements: ReturnType<typeof importStatements>): Promise<void> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(root, 'api/wrangler.jsonc'),
    persist: { path: join(resolve(root, opts.state), 'v3') },
  })
  try {
    // one batch is one transaction: the shop never shows half an import
    await proxy.env.DB.batch(statements.map((s) => proxy.env.DB.prepare(s.text).bind(...s.params)))
  } finally {
    await proxy.dispose()
  }
}

function importRemote(statements: ReturnType<typeof importStatements>): number {
  const out = resolve(root, opts.out)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, `${sqlScript(statements)}\n`)
  console.log(`› content: wrote ${statements.length} statements to ${out}`)
  const args = ['d1', 'execute', 'shop', '--remote', '--file', out, '-c', 'api/wrangler.jsonc', ...(opts.env ? ['--env', opts.env] : [])]
  const result = spawnSync(join(root, 'node_modules/.bin/wrangler'), args, { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}

async function run(): Promise<number> {
  const dir = resolve(root, opts.dir)
  const files = readContent(dir)
  if (files.length === 0) {
    console.log(`› content: no content files in ${opts.dir}/ (sections, pages, faq, blocks), nothing imported`)
    return 0
  }
  let content
  try {
    content = loadContent(files)
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error
    console.error(`✗ content: nothing imported, ${error.problems.length} problem(s) to fix:`)
    for (const problem of error.problems) console.error(`  ${problem}`)
    return 1
  }
  const statements = importStatements(content, new Date().toISOString())
  if (opts.remote) return importRemote(statements)
  await importLocal(statements)
  console.log(`› content: imported ${importSummary(content)} into the local D1 (${opts.state})`)
  return 0
}

process.exitCode = await run()
