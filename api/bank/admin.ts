import { Hono } from 'hono'
import * as z from 'zod/mini'
import { bankCandidates, importedTransactions, recordPair } from '../db/bank'
import { insertAudit } from '../db/admin-audit'
import type { AdminEnv } from '../admin/env'
import { adminJson } from '../admin/respond'
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
 * other movement was left alone, and records the pairs (once per movement and per payment) with an audit row.
 * Completing the paired payments is the order lifecycle's step, called for each pair in the same batch.
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
    let recorded = pairs
    if (pairs.length > 0) {
      const records = pairs.map((pair) => ({
        transactionKey: transactionKey(pair.line),
        paymentId: pair.paymentId,
        amount: pair.line.amount,
        variableSymbol: pair.line.variableSymbol!,
        valueDate: pair.line.valueDate,
      }))
      const results = await db.batch([
        ...records.map((record) => recordPair(db, record)),
        insertAudit(db, {
          actor: c.var.actor,
          action: 'create',
          resource: RESOURCE,
          before: null,
          after: { format: statement.format, account: statement.account, pairs: records },
        }),
      ])
      // another import of the same movements a moment earlier recorded them: they are not this import's pairs
      recorded = pairs.filter((_, index) => results[index]?.meta.changes === 1)
      for (const pair of pairs)
        if (!recorded.includes(pair))
          unpaired.push({
            line: pair.line,
            reason: 'alreadyImported',
            orderNumber: pair.orderNumber,
            expectedAmount: null,
          })
    }
    unpaired.sort((a, b) => a.line.position - b.line.position)
    return adminJson(c, {
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
