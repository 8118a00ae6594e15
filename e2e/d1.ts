import { execFileSync } from 'node:child_process'

/**
 * SQL against the e2e server's local D1 (its data folder: playwright.config.ts, `E2E_STATE`), for journeys that
 * change the catalogue behind the shop's back (a price, stock) or read what the API stored.
 */
const STATE = process.env.E2E_STATE || '.wrangler/e2e'

export function sql<T = Record<string, unknown>>(command: string): T[] {
  const output = execFileSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'shop',
      '--local',
      '-c',
      'api/wrangler.toml',
      '--persist-to',
      STATE,
      '--json',
      '--command',
      command,
    ],
    { stdio: 'pipe' },
  )
  return (JSON.parse(output.toString()) as { results?: T[] }[])[0]?.results ?? []
}

/** A string as an SQL literal. */
export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`
