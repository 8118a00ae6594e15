import { variableSymbolOf } from '../../contract/variable-symbol'
import { type BankLine, transactionKey } from './line'

/**
 * Pairing bank movements with the payments awaiting a bank transfer (docs/decisions/045): the variable symbol is
 * the order number and the amount is the payment's, exactly. Anything else is listed with its reason and never
 * guessed: a wrong amount is not "close enough", an unknown symbol is not looked up by name or note. Pure: the
 * caller loads the candidates (api/db/bank.ts) and acts on the pairs.
 */

export const BANK_TRANSFER = 'bank_transfer'

export type CandidatePayment = { id: number; methodCode: string | null; state: string; amount: number }
/** An order whose number is one of the statement's variable symbols, with all its payments. */
export type Candidate = { orderNumber: string; orderState: string; payments: readonly CandidatePayment[] }

export type Pair = { line: BankLine; paymentId: number; orderNumber: string }

export type Reason =
  | 'debit'
  | 'reversal'
  | 'currency'
  | 'noVariableSymbol'
  | 'alreadyImported'
  | 'unknownVariableSymbol'
  | 'notBankTransfer'
  | 'orderCancelled'
  | 'alreadyPaid'
  | 'amountMismatch'
  | 'duplicate'

export type Unpaired = { line: BankLine; reason: Reason; orderNumber: string | null; expectedAmount: number | null }

const OPEN = new Set(['new', 'processing'])
const PAID = new Set(['completed', 'refunded'])

/**
 * Each line paired or listed. `imported` holds the transaction keys paired by earlier imports: the same
 * statement twice pairs nothing twice. Two lines for one payment in one statement: the first pairs.
 */
export function pairLines(
  lines: readonly BankLine[],
  candidates: readonly Candidate[],
  imported: ReadonlySet<string>,
): { pairs: Pair[]; unpaired: Unpaired[] } {
  const bySymbol = new Map(candidates.map((c) => [variableSymbolOf(c.orderNumber), c]))
  const taken = new Set<number>()
  const pairs: Pair[] = []
  const unpaired: Unpaired[] = []
  for (const line of lines) {
    const candidate = line.variableSymbol === null ? undefined : bySymbol.get(line.variableSymbol)
    const orderNumber = candidate?.orderNumber ?? null
    const list = (reason: Reason, expectedAmount: number | null = null) =>
      unpaired.push({ line, reason, orderNumber, expectedAmount })
    if (line.reversal) list('reversal')
    else if (line.amount <= 0) list('debit')
    else if (line.currency !== 'CZK') list('currency')
    else if (line.variableSymbol === null) list('noVariableSymbol')
    else if (imported.has(transactionKey(line))) list('alreadyImported')
    else if (!candidate) list('unknownVariableSymbol')
    else {
      const transfers = candidate.payments.filter((p) => p.methodCode === BANK_TRANSFER)
      const open = transfers.find((p) => OPEN.has(p.state))
      if (transfers.length === 0) list('notBankTransfer')
      else if (transfers.some((p) => PAID.has(p.state))) list('alreadyPaid')
      else if (candidate.orderState === 'cancelled' || !open) list('orderCancelled')
      else if (taken.has(open.id)) list('duplicate', open.amount)
      else if (open.amount !== line.amount) list('amountMismatch', open.amount)
      else {
        taken.add(open.id)
        pairs.push({ line, paymentId: open.id, orderNumber: candidate.orderNumber })
      }
    }
  }
  return { pairs, unpaired }
}
