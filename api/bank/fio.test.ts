import { describe, expect, it } from 'vitest'
import sample from './samples/fio-2026-11-21.json'
import { parseFio } from './fio'
import { StatementError } from './line'

function problemsOf(text: string): string[] {
  try {
    parseFio(text)
  } catch (error) {
    if (error instanceof StatementError) return error.problems.map((p) => p.message)
    throw error
  }
  return []
}

const statement = (transactions: unknown[]) =>
  JSON.stringify({
    accountStatement: {
      info: { accountId: '2001234567', currency: 'CZK' },
      transactionList: { transaction: transactions },
    },
  })

describe('Fio banka JSON statements', () => {
  it('reads the sample statement: CZK with decimals to haléře, symbols without leading zeros, debits negative', () => {
    const parsed = parseFio(JSON.stringify(sample))
    expect(parsed).toMatchObject({ format: 'fio', account: '2001234567' })
    expect(parsed.lines.map((l) => [l.position, l.transactionId, l.amount, l.variableSymbol, l.counterName])).toEqual([
      [1, '27182818281', 72_900, '1003', 'Procházka Tomáš'],
      [2, '27182818282', 72_800, '1004', 'Horáková Věra'],
      [3, '27182818283', 129_000, '8888', 'Kučera Ondřej'],
      [4, '27182818284', -2_500, null, null],
      [5, '27182818285', 72_900, '1003', 'Procházka Tomáš'],
    ])
    expect(parsed.lines[0]).toEqual({
      position: 1,
      transactionId: '27182818281',
      account: '2001234567',
      counterAccount: '2700123456/2010',
      counterName: 'Procházka Tomáš',
      amount: 72_900,
      currency: 'CZK',
      variableSymbol: '1003',
      constantSymbol: '308',
      specificSymbol: null,
      valueDate: '2026-11-21',
      message: 'Drinkárna objednávka 1003',
      reversal: false,
    })
    expect(parsed.lines[3]!.message).toBe('Poplatek za vedení účtu')
  })

  it('rounds amounts to the haléř and reads an empty list', () => {
    const move = (amount: number) => ({
      column22: { value: 1, name: 'ID pohybu', id: 22 },
      column0: { value: '2026-11-21+0100' },
      column1: { value: amount },
    })
    expect(parseFio(statement([move(0.1 + 0.2), move(1290.1), move(-0.29)])).lines.map((l) => l.amount)).toEqual([
      30, 129_010, -29,
    ])
    expect(parseFio(statement([])).lines).toEqual([])
    expect(
      parseFio(
        JSON.stringify({
          accountStatement: { info: { accountId: 2001234567 }, transactionList: { transaction: null } },
        }),
      ).lines,
    ).toEqual([])
  })

  it('names each movement that lacks what pairing needs, and refuses what is not Fio’s statement', () => {
    expect(
      problemsOf(
        statement([
          { column22: { value: 7 }, column0: { value: '2026-11-21+0100' }, column1: { value: 10 } },
          { column22: { value: 8 }, column0: { value: '2026-11-21+0100' }, column1: { value: '10' } },
          { column0: { value: 'včera' }, column1: null },
          'not an object',
        ]),
      ),
    ).toEqual([
      'Pohyb 2 (ID 8): chybí nebo je chybné částka (column1).',
      'Pohyb 3: chybí nebo je chybné ID pohybu (column22), částka (column1), datum (column0).',
      'Pohyb 4: není objekt se sloupci column0 až column27.',
    ])
    expect(problemsOf('{"accountStatement": ')).toEqual(['Soubor není platný JSON výpisu Fio banky.'])
    expect(problemsOf('{"transactions": []}')).toEqual([
      'Soubor nemá tvar výpisu Fio banky (accountStatement.info a transactionList.transaction).',
    ])
  })
})
