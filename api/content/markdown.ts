import { escapeHtml, plainInline, renderInline } from './inline.ts'
import { parseListItem, renderList } from './markdown-list.ts'
import { renderTable } from './markdown-table.ts'

/**
 * The content renderer (decision 017): the Markdown editors write in content/*.md to HTML made only of the tags
 * below. Raw HTML in the source is text, links are allow-listed (inline.ts), nothing the source says becomes
 * a tag or an attribute name. Block level: headings ## to #### with anchors, paragraphs with hard breaks, lists,
 * blockquotes, rules, fenced code and pipe tables. Line by line, so the time is linear in the input.
 */

/** Quotes nested deeper are rendered as paragraphs; it bounds the recursion on `>>>>>>…`. */
const MAX_QUOTE_DEPTH = 3

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const QUOTE = /^ {0,3}> ?/
const FENCE = /^ {0,3}```/

/** Folds a heading to an anchor id: Czech diacritics removed, lower case, dashes ("Vrácení zboží" → "vraceni-zbozi"). */
export function anchorId(text: string): string {
  const folded = plainInline(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return folded || 'sekce'
}

/** A heading's text without its optional closing #s ("## Dotazy ##"); "C#" keeps its #. Loops, not a regex: linear. */
function headingText(raw: string): string {
  const text = raw.trimEnd()
  let end = text.length
  while (end > 0 && text[end - 1] === '#') end -= 1
  if (end === text.length || (end > 0 && text[end - 1] !== ' ' && text[end - 1] !== '\t')) return text
  return text.slice(0, end).trimEnd()
}

type State = { ids: Map<string, number> }

function uniqueId(state: State, text: string): string {
  const base = anchorId(text)
  const seen = state.ids.get(base) ?? 0
  state.ids.set(base, seen + 1)
  return seen === 0 ? base : `${base}-${seen + 1}`
}

function paragraph(lines: string[]): string {
  // two trailing spaces or a backslash end a line with a hard break; other line ends are spaces
  const parts = lines.map((line, index) => {
    const last = index === lines.length - 1
    const hard = !last && (line.endsWith('  ') || line.endsWith('\\'))
    const text = renderInline(hard ? line.replace(/\\$/, '').trim() : line.trim())
    return hard ? `${text}<br>` : text
  })
  return `<p>${parts.join('\n')}</p>`
}

/**
 * Whether a line ends the paragraph above it. As in CommonMark, only an ordered list starting at 1 does: a
 * wrapped Czech sentence often has a date at a line start ("15. března"), which is no list.
 */
function interruptsParagraph(line: string): boolean {
  const item = parseListItem(line)
  const list = item !== null && item.text.trim() !== '' && (!item.ordered || item.start === 1)
  return list || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || FENCE.test(line)
}

function renderBlocks(lines: string[], state: State, depth: number): string {
  const out: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === '') {
      i += 1
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      // the page's name is its h1: Markdown headings start at h2 and stop at h4
      const level = Math.min(4, Math.max(2, heading[1]!.length))
      const text = headingText(heading[2] ?? '')
      out.push(`<h${level} id="${escapeHtml(uniqueId(state, text))}">${renderInline(text)}</h${level}>`)
      i += 1
      continue
    }
    if (RULE.test(line)) {
      out.push('<hr>')
      i += 1
      continue
    }
    if (FENCE.test(line)) {
      let stop = i + 1
      while (stop < lines.length && !FENCE.test(lines[stop]!)) stop += 1
      out.push(`<pre><code>${escapeHtml(lines.slice(i + 1, stop).join('\n'))}</code></pre>`)
      i = stop + 1
      continue
    }
    if (QUOTE.test(line)) {
      const inner: string[] = []
      while (i < lines.length && QUOTE.test(lines[i]!)) inner.push(lines[i++]!.replace(QUOTE, ''))
      out.push(
        depth < MAX_QUOTE_DEPTH
          ? `<blockquote>\n${renderBlocks(inner, state, depth + 1)}\n</blockquote>`
          : paragraph(inner),
      )
      continue
    }
    const list = renderList(lines, i)
    if (list) {
      out.push(list.html)
      i = list.next
      continue
    }
    const table = renderTable(lines, i)
    if (table) {
      out.push(table.html)
      i = table.next
      continue
    }
    const para: string[] = []
    while (i < lines.length && lines[i]!.trim() !== '' && (para.length === 0 || !interruptsParagraph(lines[i]!)))
      para.push(lines[i++]!)
    out.push(paragraph(para))
  }
  return out.join('\n')
}

/** Safe HTML of a Markdown document. */
export function renderMarkdown(markdown: string, ids: Map<string, number> = new Map()): string {
  const lines = markdown
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
  return renderBlocks(lines, { ids }, 0)
}
