import {
  type BlockContent,
  blockContent,
  type FaqContent,
  faqContent,
  type PageContent,
  pageContent,
  type SectionContent,
  sectionContent,
} from './files.ts'
import { faqCodesOf } from './elements.ts'
import { ContentError, parseFrontMatter } from './front-matter.ts'
import { type MediaFile, mediaFileProblems, mediaReferenceProblems } from './media.ts'

/** Everything in content/, parsed and checked against itself: what the import writes. */
export type ContentSet = {
  sections: SectionContent[]
  pages: PageContent[]
  faq: FaqContent[]
  blocks: BlockContent[]
}

/** A file of content/, by its path below content/ (`pages/obchodni-podminky.md`). */
export type SourceFile = { path: string; text: string }

/** All the problems of a content folder at once, one per line, so an editor fixes them in one go. */
export class ContentErrors extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`content has ${problems.length} problem(s):\n${problems.join('\n')}`)
    this.name = 'ContentErrors'
    this.problems = problems
  }
}

const KINDS = ['sections', 'pages', 'faq', 'blocks'] as const

function parseOne(set: ContentSet, file: SourceFile): void {
  const [kind, name, ...rest] = file.path.split('/')
  const fileName = `content/${file.path}`
  if (!KINDS.includes(kind as (typeof KINDS)[number]) || !name?.endsWith('.md') || rest.length > 0) {
    throw new ContentError(fileName, null, `not a content file: expected content/{${KINDS.join(',')}}/NAME.md`)
  }
  const parsed = parseFrontMatter(fileName, file.text)
  if (kind === 'sections') set.sections.push(sectionContent(parsed))
  else if (kind === 'pages') set.pages.push(pageContent(parsed, name.slice(0, -3)))
  else if (kind === 'faq') set.faq.push(faqContent(parsed))
  else set.blocks.push(blockContent(parsed))
}

function duplicates(kind: string, items: { code: string; fileName?: string }[], problems: string[]): void {
  const seen = new Map<string, string>()
  for (const item of items) {
    const first = seen.get(item.code)
    if (first !== undefined) problems.push(`${item.fileName ?? kind}: code "${item.code}" is also used by ${first}`)
    else seen.set(item.code, item.fileName ?? kind)
  }
}

/** Section, page and FAQ codes that files name must exist among the files. */
function references(set: ContentSet, problems: string[]): void {
  const sections = new Set(set.sections.map((s) => s.code))
  const pages = new Set(set.pages.map((p) => p.code))
  for (const item of [...set.pages, ...set.blocks]) {
    for (const code of item.sections ?? [])
      if (!sections.has(code)) problems.push(`${item.fileName}: unknown section "${code}"`)
  }
  const faq = new Set(set.faq.map((f) => f.code))
  for (const page of set.pages) {
    for (const item of faqCodesOf(page.elements ?? [])) {
      if (!faq.has(item.code))
        problems.push(
          `${page.fileName}:${item.line}: unknown FAQ item "${item.code}" (no content/faq/ file has that code)`,
        )
    }
    for (const code of page.relatedPages ?? []) {
      if (!pages.has(code) || code === page.code)
        problems.push(`${page.fileName}: relatedPages names "${code}", which is not another page`)
    }
  }
}

/**
 * Parses and checks every file; throws ContentErrors listing all problems. Files are taken in path order.
 * `media` (the pictures of content/media/) is checked with the pages that name them; without it, as in tests
 * of the texts alone, picture names are not checked.
 */
export function loadContent(files: SourceFile[], media?: MediaFile[]): ContentSet {
  const set: ContentSet = { sections: [], pages: [], faq: [], blocks: [] }
  const problems: string[] = []
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    try {
      parseOne(set, file)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(error.message)
    }
  }
  duplicates('sections', set.sections, problems)
  duplicates('pages', set.pages, problems)
  duplicates('faq', set.faq, problems)
  duplicates('blocks', set.blocks, problems)
  references(set, problems)
  if (media) problems.push(...mediaFileProblems(media), ...mediaReferenceProblems(set, media))
  if (problems.length > 0) throw new ContentErrors(problems)
  return set
}
