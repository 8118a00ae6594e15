/**
 * One movement of a bank statement, whatever the format it came in (GPC/ABO, Fio's JSON): what pairing needs
 * (docs/decisions/045-invoices-and-bank-statements.md). Amounts in haléře: positive is money in, negative out.
 */
export type BankLine = {
  /** Where it stands in the file, for messages: the line of a GPC file, the movement's order in Fio's list. */
  position: number
  /** The bank's id of the movement (GPC: transaction id field; Fio: column22 "ID pohybu"). */
  transactionId: string
  /** The shop's account, `prefix-number` without the bank code. */
  account: string
  counterAccount: string | null
  counterName: string | null
  amount: number
  currency: string
  /** Digits without leading zeros; null when the payer gave none. */
  variableSymbol: string | null
  constantSymbol: string | null
  specificSymbol: string | null
  /** Value date, YYYY-MM-DD. */
  valueDate: string
  message: string | null
  /** A reversal of an earlier movement (GPC codes 4 and 5): never paired. */
  reversal: boolean
}

export type Statement = { format: 'gpc' | 'fio'; account: string; lines: BankLine[] }

export type StatementProblem = { position: number; message: string }

/** A statement that cannot be read: every problem found, each with its line (GPC) or movement (Fio). */
export class StatementError extends Error {
  readonly problems: StatementProblem[]
  constructor(problems: StatementProblem[]) {
    super(problems.map((p) => p.message).join('\n'))
    this.name = 'StatementError'
    this.problems = problems
  }
}

/** Enough problems to fix a file by; a file of garbage stops there. */
export const MAX_PROBLEMS = 20

/** `0000000042` → `42`; a symbol with anything but digits is kept as given (it then matches no order). */
export function symbolOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  if (text === '') return null
  if (!/^\d+$/.test(text)) return text
  return text.replace(/^0+/, '') || null
}

/** `0000190000123457` → `19-123457`: a Czech account's prefix (up to 6 digits) and number (up to 10). */
export function accountOf(digits: string): string {
  const padded = digits.padStart(16, '0')
  const prefix = padded.slice(0, 6).replace(/^0+/, '')
  const number = padded.slice(6).replace(/^0+/, '') || '0'
  return prefix ? `${prefix}-${number}` : number
}

/** What makes a movement the same movement in another import: the shop's account and the bank's id. */
export function transactionKey(line: Pick<BankLine, 'account' | 'transactionId'>): string {
  return `${line.account}:${line.transactionId}`
}
