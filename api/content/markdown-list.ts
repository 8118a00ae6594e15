import { renderInline } from './inline.ts'

/**
 * Lists of the content renderer: `-`, `*`, `+` or `1.`/`1)` items, lines indented under an item continue it,
 * and items indented two or more spaces deeper form one nested list. Deeper indentation stays in that nested
 * list: one level is what the content needs, and it keeps the output shape fixed.
 */

export type ListItem = { indent: number; ordered: boolean; start: number; text: string }

const ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/

export function parseListItem(line: string): ListItem | null {
  if (RULE.test(line)) return null
  const match = ITEM.exec(line)
  if (!match) return null
  const marker = match[2]!
  const ordered = /\d/.test(marker[0]!)
  return {
    indent: match[1]!.replace(/\t/g, '    ').length,
    ordered,
    start: ordered ? Number.parseInt(marker, 10) : 1,
    text: match[3] ?? '',
  }
}

type Item = { lines: string[]; nested: { ordered: boolean; start: number; items: string[][] } | null }

function listHtml(ordered: boolean, start: number, items: string[]): string {
  const open = ordered ? (start === 1 ? '<ol>' : `<ol start="${start}">`) : '<ul>'
  return `${open}\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n${ordered ? '</ol>' : '</ul>'}`
}

const inline = (lines: string[]) => renderInline(lines.map((line) => line.trim()).join('\n'))

/** The list starting at `lines[start]` as HTML and the index of the first line after it; null when none starts there. */
export function renderList(lines: string[], start: number): { html: string; next: number } | null {
  const first = parseListItem(lines[start]!)
  if (!first) return null
  const items: Item[] = []
  let i = start
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === '') {
      // a blank line inside a list: the list goes on only if an item follows
      const after = lines[i + 1]
      if (after !== undefined && parseListItem(after)) {
        i += 1
        continue
      }
      break
    }
    const item = parseListItem(line)
    const last = items[items.length - 1]
    if (item && last && item.indent >= first.indent + 2) {
      last.nested ??= { ordered: item.ordered, start: item.start, items: [] }
      last.nested.items.push([item.text])
    } else if (item && item.ordered === first.ordered) {
      items.push({ lines: [item.text], nested: null })
    } else if (item || !last || /^ {0,3}(?:#|>|```)/.test(line)) {
      // another kind of list or another block starts
      break
    } else {
      // a continuation line: of the last nested item when there is one, else of the item
      const nestedItems = last.nested?.items
      const target = nestedItems?.[nestedItems.length - 1] ?? last.lines
      target.push(line)
    }
    i += 1
  }
  const rendered = items.map((item) => {
    const nested = item.nested
      ? `\n${listHtml(item.nested.ordered, item.nested.start, item.nested.items.map(inline))}`
      : ''
    return `${inline(item.lines)}${nested}`
  })
  return { html: listHtml(first.ordered, first.start, rendered), next: i }
}
