import { describe, expect, it } from 'vitest'
import { parseCsv, readRedirectsCsv, writeRedirectsCsv } from './redirect-csv.ts'

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks, and the line each record starts on', () => {
    const { records } = parseCsv('a,b\r\n"x,1","he said ""hi"""\n"multi\nline",z\n\n', ',')
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x,1', 'he said "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
    ])
  })

  it('reports an unterminated quote', () => {
    expect(parseCsv('a,b\n"open,x\n', ',').problems).toEqual([{ line: 2, message: 'Neukončené uvozovky.' }])
  })
})

describe('readRedirectsCsv', () => {
  it('reads the rows of a semicolon file saved by a Czech spreadsheet, with a BOM and an enabled column', () => {
    const { rows, problems } = readRedirectsCsv(
      '\uFEFForiginUrl;destinationUrl;enabled\n/stary-rum;/kategorie/rum;ano\n/x;https://example.com/;0\n',
    )
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { line: 2, originUrl: '/stary-rum', destinationUrl: '/kategorie/rum', enabled: true },
      { line: 3, originUrl: '/x', destinationUrl: 'https://example.com/', enabled: false },
    ])
  })

  it('names the line of every bad row: format, a repeated origin, a loop, a chain inside the file', () => {
    const csv = [
      'originUrl,destinationUrl',
      '/ok,/kategorie/rum', // 2
      'bez-lomitka,/x', // 3
      '/cil-spatne,mailto:a@b.cz', // 4
      '/OK/,/jinam', // 5
      '/sama,/sama', // 6
      '/retez,/ok', // 7
      '/a,/b,/c', // 8
      '/d,/e', // 9
    ].join('\n')
    const { problems } = readRedirectsCsv(csv)
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8])
    expect(problems[0]!.message).toBe('originUrl: Zdrojová adresa musí začínat lomítkem, např. /stara-stranka.')
    expect(problems[2]!.message).toBe('originUrl: Adresa /OK/ je v dávce vícekrát (poprvé na řádku 2).')
    expect(problems[3]!.message).toBe('destinationUrl: Přesměrování by vedlo zpět na sebe.')
    expect(problems[4]!.message).toContain('se sám přesměrovává')
    expect(problems[5]!.message).toBe('Řádek má 3 sloupců, hlavička 2.')
  })

  it('wants a header with both columns and at least one row', () => {
    expect(readRedirectsCsv('from,to\n/a,/b\n').problems).toEqual([
      { line: 1, message: 'Hlavička musí mít sloupce originUrl a destinationUrl.' },
    ])
    expect(readRedirectsCsv('originUrl,destinationUrl\n').problems).toEqual([
      { line: 1, message: 'Soubor nemá žádný řádek s přesměrováním.' },
    ])
  })

  it('reads back what export writes', () => {
    const table = [
      { originUrl: '/a,b', destinationUrl: '/c"d', enabled: true },
      { originUrl: '/e', destinationUrl: 'https://example.com/?q=1;2', enabled: false },
    ]
    const { rows, problems } = readRedirectsCsv(writeRedirectsCsv(table))
    expect(problems).toEqual([])
    expect(rows.map(({ line: _, ...row }) => row)).toEqual(table)
  })
})
