// Imports the shop's content (content/{sections,pages,faq,blocks}/*.md, decision 017) into D1 and its pictures
// (content/media/*) into the MEDIA bucket under content/: idempotent, so it runs on every `npm start` and whenever
// ops want the files live.
//
//   node scripts/content-import.ts [--dir content] [--state DIR]        local D1 (wrangler's local bindings)
//   node scripts/content-import.ts --remote [--env production] [--out FILE]
//
// --remote writes the statements into an SQL file (default .wrangler/content-import.sql) and runs
// `wrangler d1 execute shop --remote --file` with it (--env is passed on to wrangler), after uploading every
// picture with `wrangler r2 object put` (pictures first: a page never goes live before its picture; a picture
// removed from the folder stays in the remote bucket until ops delete it, as wrangler cannot list a bucket). A missing or empty folder imports nothing and says so:
// it never empties the tables by accident. Malformed files stop the import with every problem listed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { getPlatformProxy, unstable_readConfig } from 'wrangler'
import { importStatements, importSummary } from '../api/content/import.ts'
import { ContentErrors, loadContent, type SourceFile } from '../api/content/load.ts'
import { contentMediaKey, type MediaFile, mediaType } from '../api/content/media.ts'
import { syncContentMedia } from '../api/content/media-sync.ts'
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
    for (const name of readdirSync(folder)
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      files.push({ path: `${kind}/${name}`, text: readFileSync(join(folder, name), 'utf8') })
    }
  }
  return files
}

/** The pictures of content/media/ (a missing folder: none). */
function readMedia(dir: string): (MediaFile & { path: string })[] {
  const folder = join(dir, 'media')
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => ({
      name: entry.name,
      path: join(folder, entry.name),
      bytes: statSync(join(folder, entry.name)).size,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
}

type Media = ReturnType<typeof readMedia>

/**
 * The local proxy's connection to workerd can close under a long batch on a loaded machine (seen: a 290 kB batch
 * taking over 10 s while other test runs shared two cores, `fetch failed` with `other side closed`). The batch is one
 * transaction and the import is idempotent, so sending it again is safe: it either had not happened or happens
 * again with the same result.
 */
async function withSocketRetry<T>(call: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== 'UND_ERR_SOCKET' || attempt >= attempts) throw error
      console.log(
        `› content: the local database closed the connection, sending the import again (${attempt + 1}/${attempts})`,
      )
    }
  }
}

async function importLocal(statements: ReturnType<typeof importStatements>, media: Media): Promise<string> {
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
    configPath: join(root, 'api/wrangler.toml'),
    persist: { path: join(resolve(root, opts.state), 'v3') },
  })
  try {
    const pictures = await syncContentMedia(
      proxy.env.MEDIA,
      media.map((file) => ({ name: file.name, data: new Uint8Array(readFileSync(file.path)) })),
    )
    // one batch is one transaction: the shop never shows half an import
    await withSocketRetry(() =>
      proxy.env.DB.batch(statements.map((s) => proxy.env.DB.prepare(s.text).bind(...s.params))),
    )
    return `${pictures.written} pictures written, ${pictures.unchanged} unchanged, ${pictures.removed} removed`
  } finally {
    await proxy.dispose()
  }
}

const wrangler = (args: string[]) =>
  spawnSync(
    join(root, 'node_modules/.bin/wrangler'),
    [...args, '-c', 'api/wrangler.toml', ...(opts.env ? ['--env', opts.env] : [])],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ).status ?? 1

/** The MEDIA bucket of the chosen environment, as api/wrangler.toml names it (each environment has its own). */
function mediaBucket(): string {
  const config = unstable_readConfig({ config: join(root, 'api/wrangler.toml'), env: opts.env }, { hideWarnings: true })
  const bucket = config.r2_buckets.find((bucket: { binding: string }) => bucket.binding === 'MEDIA')?.bucket_name
  if (!bucket) throw new Error(`api/wrangler.toml has no MEDIA bucket${opts.env ? ` in env.${opts.env}` : ''}`)
  return bucket
}

function importRemote(statements: ReturnType<typeof importStatements>, media: Media): number {
  for (const file of media) {
    const status = wrangler([
      'r2',
      'object',
      'put',
      `${mediaBucket()}/${contentMediaKey(file.name)}`,
      '--file',
      file.path,
      '--content-type',
      mediaType(file.name)!,
      '--remote',
    ])
    if (status !== 0) return status
  }
  const out = resolve(root, opts.out)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, `${sqlScript(statements)}\n`)
  console.log(`› content: wrote ${statements.length} statements to ${out}`)
  // the binding, not the database's name: each environment names its own database (api/wrangler.toml)
  return wrangler(['d1', 'execute', 'DB', '--remote', '--file', out])
}

async function run(): Promise<number> {
  const dir = resolve(root, opts.dir)
  const files = readContent(dir)
  if (files.length === 0) {
    console.log(`› content: no content files in ${opts.dir}/ (sections, pages, faq, blocks), nothing imported`)
    return 0
  }
  const media = readMedia(dir)
  let content
  try {
    content = loadContent(files, media)
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error
    console.error(`✗ content: nothing imported, ${error.problems.length} problem(s) to fix:`)
    for (const problem of error.problems) console.error(`  ${problem}`)
    return 1
  }
  const statements = importStatements(content, new Date().toISOString())
  if (opts.remote) return importRemote(statements, media)
  const pictures = await importLocal(statements, media)
  console.log(`› content: imported ${importSummary(content)} into the local D1 and ${pictures} (${opts.state})`)
  return 0
}

process.exitCode = await run()
