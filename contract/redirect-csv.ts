// The CSV side of redirects (decision 029), shared by `npm run redirects` and the staff console's import: reading
// a file ops exported from a spreadsheet, with the line of every row, and writing the table back out. Pure, so the
// unit tests run it in Node.
import { checkRedirects, type RedirectInput } from './redirect-rules.ts'

export type CsvRow = RedirectInput & { line: number }
export type CsvProblem = { line: number; message: string }

/** Records of an RFC 4180 file (`,` or `;`, as Czech spreadsheets save), each with the line it starts on. */
export function parseCsv(
  text: string,
  separator: string,
): { records: { line: number; fields: string[] }[]; problems: CsvProblem[] } {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++
      fields.push(field)
      records.push({ line: start, fields })
      fields = []
      field = ''
      line++
      start = line
    } else field += char
  }
  if (quoted) return { records, problems: [{ line: start, message: 'Neukončené uvozovky.' }] }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: start, fields })
  }
  return { records: records.filter((r) => r.fields.some((f) => f.trim() !== '')), problems: [] }
}

const ORIGIN = ['originurl', 'origin', 'zdroj', 'z']
const DESTINATION = ['destinationurl', 'destination', 'cil', 'cíl', 'na']
const ENABLED = ['enabled', 'zapnuto']

/**
 * The rows of a redirects CSV: a header naming the columns (originUrl, destinationUrl, optional enabled), then
 * one redirect a line. Every problem is reported with its line, the file's own rules included (format, an
 * origin twice, a loop or chain inside the file); the table's rules are the admin API's to check.
 */
export function readRedirectsCsv(text: string): { rows: CsvRow[]; problems: CsvProblem[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  const { records, problems } = parseCsv(text, separator)
  if (problems.length > 0) return { rows: [], problems }
  const [header, ...data] = records
  if (!header) return { rows: [], problems: [{ line: 1, message: 'Soubor je prázdný.' }] }
  const names = header.fields.map((name) => name.trim().toLowerCase())
  const column = (aliases: string[]) => names.findIndex((name) => aliases.includes(name))
  const [origin, destination, enabled] = [column(ORIGIN), column(DESTINATION), column(ENABLED)]
  if (origin < 0 || destination < 0) {
    return {
      rows: [],
      problems: [{ line: header.line, message: 'Hlavička musí mít sloupce originUrl a destinationUrl.' }],
    }
  }
  const rows: CsvRow[] = []
  for (const record of data) {
    if (record.fields.length > names.length) {
      problems.push({
        line: record.line,
        message: `Řádek má ${record.fields.length} sloupců, hlavička ${names.length}.`,
      })
      continue
    }
    const flag = enabled < 0 ? '' : (record.fields[enabled] ?? '').trim().toLowerCase()
    if (!['', '1', '0', 'true', 'false', 'ano', 'ne'].includes(flag)) {
      problems.push({ line: record.line, message: `enabled: čekám 1/0, true/false nebo ano/ne, ne „${flag}“.` })
      continue
    }
    rows.push({
      line: record.line,
      originUrl: (record.fields[origin] ?? '').trim(),
      destinationUrl: (record.fields[destination] ?? '').trim(),
      ...(flag === '' ? {} : { enabled: ['1', 'true', 'ano'].includes(flag) }),
    })
  }
  const inFile = checkRedirects(
    rows,
    {
      others: new Map(),
      liveKeys: new Set(),
      ownHosts: [],
      force: true,
      originMayExist: true,
      rowNumber: (i) => rows[i]!.line,
    },
    (i) => `${i}.`,
  )
  for (const violation of inFile) {
    const [index, field] = violation.propertyPath.split('.')
    problems.push({ line: rows[Number(index)]!.line, message: `${field}: ${violation.message}` })
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: header.line, message: 'Soubor nemá žádný řádek s přesměrováním.' })
  return { rows, problems: problems.sort((a, b) => a.line - b.line) }
}

function quote(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** The table as CSV that `import` reads back unchanged. */
export function writeRedirectsCsv(rows: readonly (RedirectInput & { enabled: boolean })[]): string {
  const lines = [
    'originUrl,destinationUrl,enabled',
    ...rows.map((r) => [quote(r.originUrl), quote(r.destinationUrl), r.enabled ? '1' : '0'].join(',')),
  ]
  return `${lines.join('\n')}\n`
}
