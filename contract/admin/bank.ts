import * as z from 'zod/mini'
import { nullableText } from './jsonld'

/**
 * What `POST /bank-statements` answers (docs/decisions/045-invoices-and-bank-statements.md): which movements paid
 * which awaiting bank-transfer payments, and why every other movement was left alone (a Czech message).
 */
const movement = {
  position: z.number(),
  transactionId: z.string(),
  valueDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  variableSymbol: nullableText,
  counterAccount: nullableText,
  counterName: nullableText,
  message: nullableText,
}

export const UNPAIRED_REASONS = [
  'debit',
  'reversal',
  'currency',
  'noVariableSymbol',
  'alreadyImported',
  'unknownVariableSymbol',
  'notBankTransfer',
  'orderCancelled',
  'alreadyPaid',
  'amountMismatch',
  'duplicate',
] as const
export type UnpairedReason = (typeof UNPAIRED_REASONS)[number]

export const bankPair = z.object({ ...movement, orderNumber: z.string(), payment: z.string() })
export const bankUnpaired = z.object({
  ...movement,
  reason: z.enum(UNPAIRED_REASONS),
  /** Why, in Czech, for staff. */
  message: z.string(),
  orderNumber: nullableText,
  expectedAmount: z.nullable(z.number()),
})

export const bankStatementImport = z.object({
  '@context': z.string(),
  '@type': z.literal('BankStatementImport'),
  format: z.enum(['gpc', 'fio']),
  account: z.string(),
  movements: z.number(),
  pairs: z.array(bankPair),
  unpaired: z.array(bankUnpaired),
})
export type BankStatementImport = z.infer<typeof bankStatementImport>
