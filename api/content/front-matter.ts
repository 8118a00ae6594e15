/**
 * Front matter of the content files (decision 017): a first line `---`, `key: value` lines, a closing `---`,
 * then the Markdown body. A value is text, optionally in double quotes (`\"` and `\\` inside), or a list
 * `[a, "b, c", d]`. Nothing more of YAML: a smaller format is one a failing file can be explained in.
 */

export type FrontMatterValue = string | string[]

export type ParsedFile = {
  fileName: string
  data: Record<string, FrontMatterValue>
  /** The line of each key, for errors about its value. */
  lines: Record<string, number>
  body: string
  /** The line of the body's first line (after the blank lines that follow the front matter). */
  bodyLine: number
}

/** A malformed content file: the message names the file and the line. */
export class ContentError extends Error {
  constructor(fileName: string, line: number | null, message: string) {
    super(line === null ? `${fileName}: ${message}` : `${fileName}:${line}: ${message}`)
    this.name = 'ContentError'
  }
}

export const KEY_LINE = /^([A-Za-z][A-Za-z0-9_]*)[ \t]*:(.*)$/

function unquote(raw: string, fail: (message: string) => never): string {
  const text = raw.trim()
  if (!text.startsWith('"')) return text
  if (text.length < 2 || !text.endsWith('"') || (text.endsWith('\\"') && !text.endsWith('\\\\"')))
    fail('a quoted value must end with "')
  return text.slice(1, -1).replace(/\\(["\\])/g, '$1')
}

/** Splits `a, "b, c", d` at the commas outside quotes. */
function listItems(inner: string, fail: (message: string) => never): string[] {
  const items: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i]!
    if (quoted && ch === '\\' && i + 1 < inner.length) {
      current += ch + inner[++i]
      continue
    }
    if (ch === '"') quoted = !quoted
    if (ch === ',' && !quoted) {
      items.push(current)
      current = ''
    } else current += ch
  }
  if (quoted) fail('a quoted list item must end with "')
  items.push(current)
  if (items.length === 1 && items[0]!.trim() === '') return []
  return items.map((item) => {
    const value = unquote(item, fail)
    if (value === '') fail('a list has an empty item')
    return value
  })
}

export function parseValue(raw: string, fail: (message: string) => never): FrontMatterValue {
  const text = raw.trim()
  if (!text.startsWith('[')) return unquote(text, fail)
  if (!text.endsWith(']')) fail('a list must end with ]')
  return listItems(text.slice(1, -1), fail)
}

export function parseFrontMatter(fileName: string, source: string): ParsedFile {
  // NUL cannot live in an SQL text literal (the --remote import writes literals); nobody types one on purpose
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- the NUL character is what is replaced
    .replace(/\u0000/g, '\uFFFD')
    .split('\n')
  if (lines[0]?.trim() !== '---')
    throw new ContentError(fileName, 1, 'the file must start with a --- line (front matter)')
  // no prototype: a key such as __proto__ or constructor is data like any other
  const data: Record<string, FrontMatterValue> = Object.create(null)
  const keyLines: Record<string, number> = Object.create(null)
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!
    const lineNumber = i + 1
    const fail = (message: string): never => {
      throw new ContentError(fileName, lineNumber, message)
    }
    if (line.trim() === '---') {
      let first = i + 1
      while (first < lines.length && lines[first]!.trim() === '') first += 1
      return {
        fileName,
        data,
        lines: keyLines,
        body: lines
          .slice(i + 1)
          .join('\n')
          .trim(),
        bodyLine: first + 1,
      }
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const match = KEY_LINE.exec(line)
    if (!match) fail(`expected "key: value", got "${line.slice(0, 60)}"`)
    const key = match![1]!
    if (Object.hasOwn(data, key)) fail(`"${key}" is given twice`)
    data[key] = parseValue(match![2]!, fail)
    keyLines[key] = lineNumber
  }
  throw new ContentError(fileName, 1, 'the front matter that starts here has no closing --- line')
}
