import { describe, expect, it } from 'vitest'
import type { BankLine } from './line'
import { type Candidate, pairLines } from './pairing'

let position = 0
function line(fields: Partial<BankLine>): BankLine {
  position++
  return {
    position,
    transactionId: String(1000 + position),
    account: '2001234567',
    counterAccount: '123456789/0800',
    counterName: 'Jana Nováková',
    amount: 72_900,
    currency: 'CZK',
    variableSymbol: '42',
    constantSymbol: null,
    specificSymbol: null,
    valueDate: '2026-11-20',
    message: null,
    reversal: false,
    ...fields,
  }
}

const awaiting = (number: string, amount = 72_900, id = Number(number)): Candidate => ({
  orderNumber: number.padStart(9, '0'),
  orderState: 'new',
  payments: [{ id, methodCode: 'bank_transfer', state: 'new', amount }],
})

describe('pairing movements with bank-transfer payments', () => {
  it('pairs a movement whose variable symbol is the order number and whose amount is the payment’s', () => {
    const paying = line({ variableSymbol: '42' })
    const { pairs, unpaired } = pairLines([paying], [awaiting('42')], new Set())
    expect(pairs).toEqual([{ line: paying, paymentId: 42, orderNumber: '000000042' }])
    expect(unpaired).toEqual([])
  })

  it('lists every other movement with its reason and never guesses', () => {
    const cancelledThenNew: Candidate = {
      orderNumber: '000000050',
      orderState: 'new',
      payments: [
        { id: 501, methodCode: 'bank_transfer', state: 'cancelled', amount: 72_900 },
        { id: 502, methodCode: 'bank_transfer', state: 'new', amount: 72_900 },
      ],
    }
    const candidates: Candidate[] = [
      awaiting('42'),
      awaiting('43', 50_000),
      {
        orderNumber: '000000044',
        orderState: 'new',
        payments: [{ id: 44, methodCode: 'comgate', state: 'new', amount: 72_900 }],
      },
      {
        orderNumber: '000000045',
        orderState: 'new',
        payments: [{ id: 45, methodCode: 'bank_transfer', state: 'completed', amount: 72_900 }],
      },
      {
        orderNumber: '000000046',
        orderState: 'cancelled',
        payments: [{ id: 46, methodCode: 'bank_transfer', state: 'cancelled', amount: 72_900 }],
      },
      cancelledThenNew,
    ]
    const lines = [
      line({ amount: -72_900 }),
      line({ reversal: true, amount: 72_900 }),
      line({ currency: 'EUR' }),
      line({ variableSymbol: null }),
      line({ variableSymbol: '999' }),
      line({ variableSymbol: '43' }),
      line({ variableSymbol: '44' }),
      line({ variableSymbol: '45' }),
      line({ variableSymbol: '46' }),
      line({ variableSymbol: '42', transactionId: 'seen' }),
      line({ variableSymbol: '42' }),
      line({ variableSymbol: '42' }),
      line({ variableSymbol: '50' }),
      line({ variableSymbol: '42', amount: 72_901 }),
    ]
    const { pairs, unpaired } = pairLines(lines, candidates, new Set(['2001234567:seen']))
    expect(pairs.map((p) => [p.line.position, p.paymentId])).toEqual([
      [lines[10]!.position, 42],
      [lines[12]!.position, 502],
    ])
    expect(unpaired.map((u) => [u.reason, u.orderNumber, u.expectedAmount])).toEqual([
      ['debit', '000000042', null],
      ['reversal', '000000042', null],
      ['currency', '000000042', null],
      ['noVariableSymbol', null, null],
      ['unknownVariableSymbol', null, null],
      ['amountMismatch', '000000043', 50_000],
      ['notBankTransfer', '000000044', null],
      ['alreadyPaid', '000000045', null],
      ['orderCancelled', '000000046', null],
      ['alreadyImported', '000000042', null],
      ['duplicate', '000000042', 72_900],
      ['duplicate', '000000042', 72_900],
    ])
  })
})
