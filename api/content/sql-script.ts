import type { Sql } from '../db/sql.ts'

/**
 * The import statements as one SQL script for `wrangler d1 execute --file` (the `--remote` import): each `?`
 * replaced by its value as an SQL literal. The statement texts are ours and contain no other `?`.
 * No BEGIN/COMMIT: D1 runs a file as one unit and refuses explicit transactions.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`
  throw new Error(`sql-script: cannot write ${typeof value} as an SQL literal`)
}

export function sqlScript(statements: Sql[]): string {
  return statements
    .map((statement) => {
      let index = 0
      const text = statement.text.replace(/\?/g, () => literal(statement.params[index++]))
      if (index !== statement.params.length)
        throw new Error(`sql-script: ${statement.params.length} values for ${index} placeholders`)
      return `${text};`
    })
    .join('\n')
}
