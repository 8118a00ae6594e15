import { describe, expect, it } from 'vitest'
import sample from './samples/vypis-2026-11-20.gpc?inline'
import { parseGpc } from './gpc'
import { bytesOf, encode1250 } from '../test/bank-fixtures'
import { StatementError } from './line'

const HEADER =
  '0740000002001234567Drinkárna s.r.o.    19112600000001250000+00000001262900+00000000150000+00000000162900+047201126'.padEnd(
    128,
  )

/** A 075 line from its fields, at the positions of the format. */
function movement(
  fields: {
    amount?: string
    code?: string
    vs?: string
    date?: string
    name?: string
    id?: string
    counter?: string
  } = {},
): string {
  const line =
    '075' +
    '0000002001234567' +
    (fields.counter ?? '0000000123456789') +
    (fields.id ?? '2611200000009') +
    (fields.amount ?? '000000072900') +
    (fields.code ?? '2') +
    (fields.vs ?? '0000001001') +
    '0008000308' +
    '0000000000' +
    (fields.date ?? '201126') +
    (fields.name ?? 'Nováková Jana').padEnd(20) +
    '0' +
    '0203' +
    '201126'
  expect(line).toHaveLength(128)
  return line
}

function problemsOf(text: string): string[] {
  try {
    parseGpc(encode1250(text))
  } catch (error) {
    if (error instanceof StatementError) return error.problems.map((p) => p.message)
    throw error
  }
  return []
}

describe('GPC (ABO) statements', () => {
  it('reads the sample statement: windows-1250 names, amounts in haléře, symbols, debits and messages', () => {
    const statement = parseGpc(bytesOf(sample))
    expect(statement.format).toBe('gpc')
    expect(statement.account).toBe('2001234567')
    expect(statement.lines.map((l) => [l.position, l.counterName, l.amount, l.variableSymbol])).toEqual([
      [2, 'Nováková Jana', 72_900, '1001'],
      [4, 'Dvořák Petr', 50_000, '1002'],
      [5, 'Šťastný Jiří', 30_000, '9999'],
      [6, 'Žufánek s.r.o.', -150_000, '20261120'],
      [8, 'Černá Eva', 10_000, null],
    ])
    expect(statement.lines[0]).toEqual({
      position: 2,
      transactionId: '2611200000001',
      account: '2001234567',
      counterAccount: '123456789/0800',
      counterName: 'Nováková Jana',
      amount: 72_900,
      currency: 'CZK',
      variableSymbol: '1001',
      constantSymbol: '308',
      specificSymbol: null,
      valueDate: '2026-11-20',
      message: 'Objednávka č. 1001, děkuji',
      reversal: false,
    })
    expect(statement.lines[1]!.counterAccount).toBe('190000-987654321/0100')
    expect(statement.lines[3]!.message).toBe('Faktura za zboží – slivovice')
    expect(statement.lines[4]!.counterAccount).toBe('35-1234567/0300')
  })

  it('takes LF or CRLF, trailing spaces cut off, no newline at the end, and marks reversals', () => {
    const text = [
      HEADER.trimEnd(),
      movement({ code: '4', amount: '000000001000' }).trimEnd(),
      movement({ code: '5', id: '2611200000010' }),
    ].join('\n')
    const lines = parseGpc(encode1250(text)).lines
    expect(lines.map((l) => [l.amount, l.reversal])).toEqual([
      [1_000, true],
      [-72_900, true],
    ])
  })

  it('names every line that does not fit, with its number and what is wrong, and uses nothing of the file', () => {
    const text = [
      HEADER,
      movement({ amount: '0000000729a0' }),
      movement({ code: '3' }),
      movement({ date: '311126' }),
      '075000000200123456700000001234',
      'XYZ nějaký nesmysl',
      movement() + '123',
      movement({ vs: '0000001001' }),
    ].join('\r\n')
    expect(problemsOf(text)).toEqual([
      'Řádek 2: částka „0000000729a0“ není číslo.',
      'Řádek 3: kód účtování „3“ není 1, 2, 4 ani 5.',
      'Řádek 4: datum valuty „311126“ není datum DDMMRR.',
      'Řádek 5: pohyb má jen 30 znaků z 128.',
      'Řádek 6: neznámý typ věty „XYZ“ (čekáme 074 nebo 075).',
      'Řádek 7: má 131 znaků, věta GPC jich má nejvýš 128.',
    ])
    expect(problemsOf(movement())).toEqual(['Řádek 1: pohyb (075) před hlavičkou výpisu (074).'])
    expect(problemsOf('\r\n\r\n')).toEqual(['Soubor neobsahuje hlavičku výpisu GPC (větu 074).'])
  })

  it('stops listing after 20 problems', () => {
    const text = [HEADER, ...Array.from({ length: 50 }, () => movement({ code: 'x' }))].join('\r\n')
    expect(problemsOf(text)).toHaveLength(20)
  })
})
