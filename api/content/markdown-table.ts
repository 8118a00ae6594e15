import { renderInline } from './inline.ts'

/**
 * Pipe tables of the content renderer: a header row, a delimiter row (`| --- | :-: |`), body rows until a line
 * without a pipe. Alignment is not kept: the output has no style attributes at all.
 */

/** The cells of a row: outer pipes dropped, `\|` is a pipe inside a cell. Split by hand, no regex backtracking. */
function cells(line: string): string[] {
  let text = line.trim()
  if (text.startsWith('|')) text = text.slice(1)
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1)
  const out: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!
    if (ch === '\\' && text[i + 1] === '|') {
      current += '\\|'
      i += 1
    } else if (ch === '|') {
      out.push(current.trim())
      current = ''
    } else current += ch
  }
  out.push(current.trim())
  return out
}

const isDelimiterRow = (line: string) => line.includes('-') && cells(line).every((cell) => /^:?-+:?$/.test(cell))

/** The table starting at `lines[start]` as HTML and the index after it; null when none starts there. */
export function renderTable(lines: string[], start: number): { html: string; next: number } | null {
  const header = lines[start]!
  const delimiter = lines[start + 1]
  if (!header.includes('|') || delimiter === undefined || !isDelimiterRow(delimiter)) return null
  const heads = cells(header)
  const row = (values: string[], tag: 'th' | 'td') =>
    `<tr>${heads.map((_, k) => `<${tag}>${renderInline(values[k] ?? '')}</${tag}>`).join('')}</tr>`
  const body: string[] = []
  let i = start + 2
  while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== '')
    body.push(row(cells(lines[i++]!), 'td'))
  const tbody = body.length > 0 ? `\n<tbody>\n${body.join('\n')}\n</tbody>` : ''
  return { html: `<table>\n<thead>\n${row(heads, 'th')}\n</thead>${tbody}\n</table>`, next: i }
}
