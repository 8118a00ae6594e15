import * as z from 'zod/mini'
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
 * Fio banka's statement as its API gives it (`/v1/rest/periods/…/transactions.json`, `…/by-id/…`):
 * `accountStatement.transactionList.transaction[]`, each movement a set of columns `columnN: {value, name, id}`
 * or null. Used here: 22 ID pohybu, 0 Datum (`2026-11-20+0100`), 1 Objem (CZK with decimals, negative out),
 * 14 Měna, 2 Protiúčet, 3 Kód banky, 10 Název protiúčtu, 4 KS, 5 VS, 6 SS, 16 Zpráva pro příjemce,
 * 7 Uživatelská identifikace. A movement that lacks what pairing needs is reported by its order in the list.
 */

const column = z.nullable(z.optional(z.object({ value: z.nullable(z.union([z.string(), z.number()])) })))
const statement = z.object({
  accountStatement: z.object({
    info: z.object({ accountId: z.union([z.string(), z.number()]), currency: z.optional(z.nullable(z.string())) }),
    transactionList: z.object({ transaction: z.nullable(z.optional(z.array(z.unknown()))) }),
  }),
})

function value(movement: Record<string, unknown>, id: number): string | number | null {
  const parsed = column.safeParse(movement[`column${id}`])
  return parsed.success ? (parsed.data?.value ?? null) : null
}

const textOf = (v: string | number | null) => (v === null ? null : String(v).trim() || null)

/** Fio's JSON as movements; `StatementError` naming each movement that cannot be read. */
export function parseFio(text: string): Statement {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new StatementError([{ position: 0, message: 'Soubor není platný JSON výpisu Fio banky.' }])
  }
  const parsed = statement.safeParse(json)
  if (!parsed.success) {
    throw new StatementError([
      {
        position: 0,
        message: 'Soubor nemá tvar výpisu Fio banky (accountStatement.info a transactionList.transaction).',
      },
    ])
  }
  const { info, transactionList } = parsed.data.accountStatement
  const account = accountOf(String(info.accountId).replace(/\D/g, ''))
  const problems: StatementProblem[] = []
  const lines: BankLine[] = []
  for (const [index, item] of (transactionList.transaction ?? []).entries()) {
    if (problems.length >= MAX_PROBLEMS) break
    const position = index + 1
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ position, message: `Pohyb ${position}: není objekt se sloupci column0 až column27.` })
      continue
    }
    const movement = item as Record<string, unknown>
    const id = textOf(value(movement, 22))
    const amount = value(movement, 1)
    const date = String(value(movement, 0) ?? '')
    const missing = [
      id === null ? 'ID pohybu (column22)' : null,
      typeof amount !== 'number' || !Number.isFinite(amount) ? 'částka (column1)' : null,
      /^\d{4}-\d{2}-\d{2}/.test(date) ? null : 'datum (column0)',
    ].filter((m) => m !== null)
    if (missing.length > 0) {
      problems.push({
        position,
        message: `Pohyb ${position}${id ? ` (ID ${id})` : ''}: chybí nebo je chybné ${missing.join(', ')}.`,
      })
      continue
    }
    const counter = textOf(value(movement, 2))
    const bank = textOf(value(movement, 3))
    lines.push({
      position,
      transactionId: id!,
      account,
      counterAccount: counter ? `${counter}${bank ? `/${bank}` : ''}` : null,
      counterName: textOf(value(movement, 10)),
      amount: Math.round((amount as number) * 100),
      currency: textOf(value(movement, 14)) ?? info.currency ?? 'CZK',
      variableSymbol: symbolOf(textOf(value(movement, 5))),
      constantSymbol: symbolOf(textOf(value(movement, 4))),
      specificSymbol: symbolOf(textOf(value(movement, 6))),
      valueDate: date.slice(0, 10),
      message: textOf(value(movement, 16)) ?? textOf(value(movement, 7)),
      reversal: false,
    })
  }
  if (problems.length > 0) throw new StatementError(problems)
  return { format: 'fio', account, lines }
}
