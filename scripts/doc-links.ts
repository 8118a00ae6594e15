/**
 * The rules of `scripts/check-doc-links.ts`: what the repository's files cite must be in the repository
 * (docs/development.md#documents). Pure functions over file texts, so the test can feed them examples.
 */
import { dirname, join, normalize } from 'node:path'

export type TextFile = { path: string; source: string }

/** Looks a repository path up: `file`, `dir` or undefined. */
export type Lookup = (path: string) => 'file' | 'dir' | undefined

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]|\[|\]\([^)]*\)/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown text's headings, outside code blocks; a repeated heading gets `-1`, `-2`, … */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = slugOf(heading[1]!)
    let unique = slug
    for (let n = 1; anchors.has(unique); n++) unique = `${slug}-${n}`
    anchors.add(unique)
  }
  return anchors
}

/** Documents that lived outside the repository once; the repository's own documents replaced them. */
const OUTSIDE_NAMES =
  /\b(?:SHOP-API|CZECH-COMMERCE|ARCHITECTURE|STYLE|TOOLCHAIN|ROADMAP)\.md\b|\.\.\/shared\/|\b[Ss]pec (?:sections?|§)/
/**
 * A numbered issue of a tracker (the word, a space, maybe `#`, digits; also the plural): a clone has no tracker,
 * so code and documents cite the decision record or document that says what was decided instead.
 */
const ISSUE_NUMBER = /\bissues?\s+#?\d+/i
/** A path under docs/ as code and documents cite it, from the repository root. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?(?![\w/-])/g
/** A Markdown link's target, relative to the document. */
const MD_LINK = /\]\(([^)\s]+)\)/g
/** A path a document names in backticks, under one of the repository's folders (no patterns or placeholders). */
const NAMED_PATH = /`((?:\.ci|api|content|contract|docs|e2e|public|scripts|src|worker)\/[^`\s]*?)`/g
/** A TypeScript file run by a bare `node`: Node 20, which the README says is enough, cannot run it. */
const BARE_NODE = /(?<!npx |\/)\bnode (?:--[\w-]+ )*(?:\.\/)?[\w./-]+\.[mc]?ts\b/g

type Target = { file: string; anchor: string | undefined; shown: string }

function problemsOfTarget(target: Target, lookup: Lookup, anchorsIn: (file: string) => Set<string>): string | null {
  const kind = lookup(target.file)
  if (kind === undefined) return `${target.shown}: no such file`
  if (target.anchor === undefined) return null
  if (kind !== 'file' || !target.file.endsWith('.md')) return null
  return anchorsIn(target.file).has(target.anchor) ? null : `${target.shown}: no heading #${target.anchor}`
}

function split(target: string): { file: string; anchor: string | undefined } {
  const hash = target.indexOf('#')
  return hash === -1
    ? { file: target, anchor: undefined }
    : { file: target.slice(0, hash), anchor: target.slice(hash + 1) }
}

/** Whether a backticked token names a path we can check (not a glob, a placeholder, a URL or a route). */
function checkablePath(token: string): boolean {
  // .dev.vars files are the reader's own, never tracked
  return !/[<>{}*…|$\\]|\.\.\.|:\/\//.test(token) && !token.endsWith('.') && !token.endsWith('.dev.vars')
}

/**
 * What one file cites that is not in the repository: `docs/….md` paths and their `#anchors` (any file),
 * Markdown links (documents), paths named in backticks (documents), the outside documents' names and numbered
 * issues of a tracker (any file) and TypeScript files run by a bare `node` (documents).
 */
export function citationProblems(file: TextFile, lookup: Lookup, anchorsIn: (file: string) => Set<string>): string[] {
  const problems: string[] = []
  const lines = file.source.split('\n')
  const isDocument = file.path.endsWith('.md')
  lines.forEach((line, index) => {
    const at = `${file.path}:${index + 1}`
    if (OUTSIDE_NAMES.test(line)) problems.push(`${at}: cites a document outside the repository`)
    if (ISSUE_NUMBER.test(line))
      problems.push(`${at}: cites an issue of a tracker outside the repository; cite docs/ or docs/decisions/ instead`)
    for (const [shown] of line.matchAll(DOCS_PATH)) {
      const problem = problemsOfTarget({ ...split(shown), shown }, lookup, anchorsIn)
      if (problem) problems.push(`${at}: ${problem}`)
    }
    if (!isDocument) return
    for (const [, raw] of line.matchAll(MD_LINK)) {
      const shown = raw!
      // a URL, or a path of the shop's own site (content pages link pages, not files)
      if (/^[a-z]+:/i.test(shown) || shown.startsWith('/')) continue
      const { file: relative, anchor } = split(shown)
      const target = relative === '' ? file.path : normalize(join(dirname(file.path), relative)).replace(/\/$/, '')
      const problem = problemsOfTarget({ file: target, anchor, shown }, lookup, anchorsIn)
      if (problem) problems.push(`${at}: ${problem}`)
    }
    for (const [, token] of line.matchAll(NAMED_PATH)) {
      // docs/ paths were checked above with their anchors; a line number or anchor is not part of the path
      if (token!.startsWith('docs/') && token!.includes('.md')) continue
      const path = token!.replace(/[#:].*$/, '').replace(/\/$/, '')
      if (!checkablePath(path) || lookup(path) !== undefined) continue
      problems.push(`${at}: ${token}: no such file`)
    }
    for (const [command] of line.matchAll(BARE_NODE)) {
      problems.push(`${at}: \`${command}\` needs Node 22+; show \`npx node …\` or an npm script`)
    }
  })
  return [...new Set(problems)]
}

/** Decision records (`docs/decisions/NNN-….md`) the index (`docs/decisions/README.md`) does not link. */
export function unindexedDecisions(records: readonly string[], index: string): string[] {
  return records
    .filter((path) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(path))
    .filter((path) => !index.includes(`](${path.slice('docs/decisions/'.length)})`))
    .map((path) => `docs/decisions/README.md: ${path} is not in the index`)
}
