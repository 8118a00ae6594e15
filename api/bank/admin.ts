import { Hono } from 'hono'
import * as z from 'zod/mini'
import { bankStatementImport } from '../../contract/admin/bank'
import { bankCandidates, importedTransactions, type PairRecord, pairRecorded, recordPair } from '../db/bank'
import { insertAudit } from '../db/admin-audit'
import type { AdminEnv } from '../admin/env'
import { fulfilment } from '../admin/orders'
import { adminJson } from '../admin/respond'
import { completePayment } from '../fulfilment'
import { ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import { formatCzk } from '../mail/layout'
import { parseFio } from './fio'
import { parseGpc } from './gpc'
import { type BankLine, type Statement, StatementError, transactionKey } from './line'
import { type Pair, pairLines, type Reason, type Unpaired } from './pairing'

/**
 * `POST /api/v2/admin/bank-statements` (decision 045): a GPC file or Fio's JSON, as the raw body or as the
 * multipart field `statement`. Answers which movements pay which awaiting bank-transfer payments and why every
 * other movement was left alone. Each pair is recorded (once per movement and per payment) and its payment
 * completed by the order lifecycle in the same batch, so the order is paid, invoiced and its customer mailed
 * exactly when the pair is recorded; the import is audited.
 */

const RESOURCE = '/api/v2/admin/bank-statements'
const formatQuery = z.object({ format: z.optional(z.enum(['gpc', 'fio'])) })

const REASONS: Record<Reason, (u: Unpaired) => string> = {
  debit: () => 'Odchozí platba – nepárujeme.',
  reversal: () => 'Storno dřívějšího pohybu – nepárujeme.',
  currency: (u) => `Platba v měně ${u.line.currency}, objednávky se platí v CZK.`,
  noVariableSymbol: () => 'Platba nemá variabilní symbol.',
  alreadyImported: () => 'Pohyb už byl spárován dřívějším nahráním výpisu.',
  unknownVariableSymbol: (u) => `Variabilní symbol ${u.line.variableSymbol} nepatří žádné objednávce.`,
  notBankTransfer: (u) => `Objednávka ${u.orderNumber} se neplatí bankovním převodem.`,
  orderCancelled: (u) => `Objednávka ${u.orderNumber} je zrušená.`,
  alreadyPaid: (u) => `Objednávka ${u.orderNumber} je už zaplacená.`,
  amountMismatch: (u) =>
    `Částka ${formatCzk(u.line.amount)} neodpovídá platbě objednávky ${u.orderNumber} (${formatCzk(u.expectedAmount ?? 0)}).`,
  duplicate: (u) => `Objednávku ${u.orderNumber} platí už jiný pohyb tohoto výpisu.`,
}

async function statementBytes(request: Request): Promise<Uint8Array> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    const file = form?.get('statement')
    if (file instanceof File) return new Uint8Array(await file.arrayBuffer())
    throw new ValidationError([
      { propertyPath: 'statement', message: 'Pošlete výpis v poli „statement“.', code: 'statementMissing' },
    ])
  }
  return new Uint8Array(await request.arrayBuffer())
}

function read(bytes: Uint8Array, format: 'gpc' | 'fio' | undefined): Statement {
  const start = new TextDecoder('windows-1250').decode(bytes.slice(0, 64)).trimStart()
  const detected = format ?? (start.startsWith('{') ? 'fio' : start.startsWith('074') ? 'gpc' : null)
  if (start === '')
    throw new ValidationError([{ propertyPath: 'statement', message: 'Výpis je prázdný.', code: 'statementEmpty' }])
  if (detected === null) {
    throw new ValidationError([
      {
        propertyPath: 'statement',
        message: 'Neznámý formát výpisu: čekáme GPC (ABO) nebo JSON Fio banky.',
        code: 'statementFormat',
      },
    ])
  }
  try {
    return detected === 'gpc' ? parseGpc(bytes) : parseFio(new TextDecoder().decode(bytes))
  } catch (error) {
    if (!(error instanceof StatementError)) throw error
    throw new ValidationError(
      error.problems.map((p) => ({ propertyPath: 'statement', message: p.message, code: 'statementLine' })),
    )
  }
}

function movement(line: BankLine) {
  return {
    position: line.position,
    transactionId: line.transactionId,
    valueDate: line.valueDate,
    amount: line.amount,
    currency: line.currency,
    variableSymbol: line.variableSymbol,
    counterAccount: line.counterAccount,
    counterName: line.counterName,
    message: line.message,
  }
}

const payment = (pair: Pair) => `/api/v2/admin/payments/${pair.paymentId}`

export const adminBankStatements = new Hono<AdminEnv>().post(
  '/bank-statements',
  valid('query', formatQuery),
  async function importStatement(c) {
    const statement = read(await statementBytes(c.req.raw), c.req.valid('query').format)
    const db = c.env.DB
    const symbols = statement.lines.flatMap((l) => (l.variableSymbol ? [l.variableSymbol] : []))
    const [candidates, imported] = await Promise.all([
      bankCandidates(db, symbols),
      importedTransactions(db, statement.lines.map(transactionKey)),
    ])
    const { pairs, unpaired } = pairLines(statement.lines, candidates, imported)
    const context = fulfilment(c)
    const recorded: Pair[] = []
    const records: PairRecord[] = []
    // one pair, one batch: the record and the payment's completion (paid, invoiced, mailed) happen together or not
    for (const pair of pairs) {
      const record = {
        transactionKey: transactionKey(pair.line),
        paymentId: pair.paymentId,
        amount: pair.line.amount,
        variableSymbol: pair.line.variableSymbol!,
        valueDate: pair.line.valueDate,
      }
      try {
        await completePayment(context, pair.paymentId, {
          amount: pair.line.amount,
          lead: recordPair(db, record),
          onlyIf: pairRecorded(record),
        })
        recorded.push(pair)
        records.push(record)
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        // another import of the same movement a moment earlier, or staff recording the transfer by hand
        const again = await importedTransactions(db, [record.transactionKey])
        unpaired.push({
          line: pair.line,
          reason: again.has(record.transactionKey) ? 'alreadyImported' : 'alreadyPaid',
          orderNumber: pair.orderNumber,
          expectedAmount: null,
        })
      }
    }
    if (records.length > 0) {
      await insertAudit(db, {
        actor: c.var.actor,
        action: 'create',
        resource: RESOURCE,
        before: null,
        after: { format: statement.format, account: statement.account, pairs: records },
      }).run()
    }
    unpaired.sort((a, b) => a.line.position - b.line.position)
    return adminJson(c, bankStatementImport, {
      '@context': '/api/v2/contexts/BankStatementImport',
      '@type': 'BankStatementImport',
      format: statement.format,
      account: statement.account,
      movements: statement.lines.length,
      pairs: recorded.map((pair) => ({
        ...movement(pair.line),
        orderNumber: pair.orderNumber,
        payment: payment(pair),
      })),
      unpaired: unpaired.map((u) => ({
        ...movement(u.line),
        reason: u.reason,
        message: REASONS[u.reason](u),
        orderNumber: u.orderNumber,
        expectedAmount: u.expectedAmount,
      })),
    })
  },
)
