import {
  accountOf,
  type BankLine,
  MAX_PROBLEMS,
  type Statement,
  StatementError,
  type StatementProblem,
  symbolOf,
} from './line'

/**
 * The GPC (ABO) statement every Czech bank exports: fixed-width lines of 128 characters in windows-1250, a
 * `074` header per statement and a `075` line per movement (positions below are 1-based, inclusive, as the
 * banks' descriptions give them). `076`–`079` lines carry extra text: `078`/`079` (messages for the payee) are
 * added to the movement before them, the rest is skipped. Any line that does not fit is reported with its line
 * number; nothing of a file with a problem is used.
 *
 * 075: 4–19 own account, 20–35 counter-account, 36–48 transaction id, 49–60 amount in haléře, 61 code
 * (1 debit, 2 credit, 4 reversal of a debit, 5 reversal of a credit), 62–71 variable symbol, 72–81 counter
 * bank code (74–77) and constant symbol (78–81), 82–91 specific symbol, 92–97 value date DDMMYY,
 * 98–117 counter-account name, 119–122 currency (0203 = CZK), 123–128 due date.
 */

const LINE_LENGTH = 128
const field = (line: string, from: number, to: number) => line.slice(from - 1, to)
const CURRENCIES: Record<string, string> = { '203': 'CZK', '978': 'EUR', '840': 'USD' }

class LineProblem extends Error {}

/** `201126` → `2026-11-20`. */
function dayOf(value: string, what: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value)
  const [, dd, mm, yy] = match ?? []
  const day = `20${yy}-${mm}-${dd}`
  const date = new Date(`${day}T00:00:00Z`)
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new LineProblem(`${what} „${value}“ není datum DDMMRR`)
  return day
}

function digits(value: string, what: string): string {
  if (!/^\d+$/.test(value)) throw new LineProblem(`${what} „${value.trim()}“ není číslo`)
  return value
}

function movement(line: string, position: number): BankLine {
  const code = field(line, 61, 61)
  if (!['1', '2', '4', '5'].includes(code)) throw new LineProblem(`kód účtování „${code}“ není 1, 2, 4 ani 5`)
  const haler = Number(digits(field(line, 49, 60), 'částka'))
  // 1 debit and 5 reversal of a credit take money out
  const amount = code === '1' || code === '5' ? -haler : haler
  const counterNumber = field(line, 20, 35).trim()
  const bank = field(line, 74, 77).trim()
  const counter = /^0*$/.test(counterNumber)
    ? null
    : `${accountOf(digits(counterNumber, 'protiúčet'))}${bank ? `/${bank}` : ''}`
  const id = field(line, 36, 48).trim()
  const currency = field(line, 119, 122).trim()
  const valueDate = dayOf(field(line, 92, 97), 'datum valuty')
  const variableSymbol = symbolOf(field(line, 62, 71))
  const account = accountOf(digits(field(line, 4, 19).trim(), 'číslo účtu'))
  return {
    position,
    // a bank that leaves the id empty: the movement's own data, so a second import still finds it
    transactionId: /^0*$/.test(id)
      ? `${valueDate}:${amount}:${variableSymbol ?? ''}:${counter ?? ''}`
      : id.replace(/^0+/, ''),
    account,
    counterAccount: counter,
    counterName: field(line, 98, 117).trim() || null,
    amount,
    currency: currency === '' ? 'CZK' : (CURRENCIES[String(Number(digits(currency, 'kód měny')))] ?? currency),
    variableSymbol,
    constantSymbol: symbolOf(field(line, 78, 81)),
    specificSymbol: symbolOf(field(line, 82, 91)),
    valueDate,
    message: null,
    reversal: code === '4' || code === '5',
  }
}

/** A GPC file's bytes (windows-1250) as movements; `StatementError` with every bad line's number otherwise. */
export function parseGpc(bytes: Uint8Array): Statement {
  const text = new TextDecoder('windows-1250').decode(bytes)
  const problems: StatementProblem[] = []
  const lines: BankLine[] = []
  let account: string | null = null
  const rows = text.split(/\r?\n/)
  rows.forEach((raw, index) => {
    if (problems.length >= MAX_PROBLEMS) return
    const position = index + 1
    const line = raw.replace(/\s+$/, '')
    if (line === '') return
    const problem = (message: string) => problems.push({ position, message: `Řádek ${position}: ${message}.` })
    if (line.length > LINE_LENGTH) return problem(`má ${line.length} znaků, věta GPC jich má nejvýš ${LINE_LENGTH}`)
    const padded = line.padEnd(LINE_LENGTH, ' ')
    const type = line.slice(0, 3)
    try {
      if (type === '074') {
        const own = accountOf(digits(field(padded, 4, 19).trim(), 'číslo účtu'))
        // a file may hold several statements; the first one's account names the file
        account ??= own
        dayOf(field(padded, 109, 114), 'datum výpisu')
      } else if (type === '075') {
        if (account === null) return problem('pohyb (075) před hlavičkou výpisu (074)')
        // through the value date at least: shorter is a cut line, not a shorter format
        if (line.length < 97) return problem(`pohyb má jen ${line.length} znaků z ${LINE_LENGTH}`)
        lines.push(movement(padded, position))
      } else if (type === '078' || type === '079') {
        const last = lines.at(-1)
        const message = field(padded, 4, LINE_LENGTH).trim()
        if (last && message) last.message = last.message ? `${last.message} ${message}` : message
      } else if (type !== '076' && type !== '077') {
        problem(`neznámý typ věty „${type}“ (čekáme 074 nebo 075)`)
      }
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error
      problem(error.message)
    }
  })
  if (problems.length === 0 && account === null)
    problems.push({ position: 1, message: 'Soubor neobsahuje hlavičku výpisu GPC (větu 074).' })
  if (problems.length > 0) throw new StatementError(problems)
  return { format: 'gpc', account: account!, lines }
}
