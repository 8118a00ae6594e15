// Redirects for ops (decision 029), through the admin API so every rule, the audit log and the storefront's
// reload are the same as for any other client:
//
//   npm run redirects -- list                         every redirect (id, from, to, disabled ones marked)
//   npm run redirects -- add FROM TO [--force]        --force: FROM may be a live product or category URL
//   npm run redirects -- remove FROM|ID
//   npm run redirects -- import FILE.csv [--force]    all rows or none; problems named by line
//   npm run redirects -- export [--out FILE.csv]      the table as CSV that import reads back
//
// Local (default): the shop's local D1 (--state DIR, default .wrangler/state); a running `npm start` sees the
// change within seconds. --remote: the deployed API worker at ADMIN_API_URL with ADMIN_API_TOKEN.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type AdminClient, lazyClient, localClient, remoteClient } from './client.ts'
import { type CsvRow, readRedirectsCsv, writeRedirectsCsv } from '../../contract/redirect-csv.ts'
import { redirectKey } from '../../contract/redirect-matching.ts'

const root = resolve(fileURLToPath(import.meta.url), '../../..')
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    state: { type: 'string', default: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

const USAGE = `npm run redirects -- <příkaz>      přesměrování starých adres (rozhodnutí 029), přes admin API

  list                        všechna přesměrování (id, odkud → kam, vypnutá označena)
  add FROM TO [--force]       přidá; --force: FROM smí být živá adresa produktu nebo kategorie
  remove FROM|ID              odebere
  import FILE.csv [--force]   všechny řádky, nebo žádný; chyby pojmenuje číslem řádku
  export [--out FILE.csv]     tabulka jako CSV, které import přečte zpět

  --state DIR   místní D1 obchodu (výchozí .wrangler/state); běžící npm start změnu uvidí do několika sekund
  --remote      nasazené API na ADMIN_API_URL s tokenem ADMIN_API_TOKEN`
process.env.WRANGLER_SEND_METRICS ??= 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

type Redirect = { id: number; originUrl: string; destinationUrl: string; enabled: boolean }
type Violations = {
  violations?: { propertyPath: string; message: string }[]
  'hydra:description'?: string
  message?: string
}

class Failure extends Error {}

async function expectOk(response: Response, lineOf?: (index: number) => number): Promise<unknown> {
  if (response.ok) return response.status === 204 ? null : response.json()
  const body = (await response.json().catch(() => ({}))) as Violations
  if (response.status === 422 && body.violations) {
    const lines = body.violations.map((v) => {
      const row = /^redirects\[(\d+)\]\.(.*)$/.exec(v.propertyPath)
      return row && lineOf
        ? `řádek ${lineOf(Number(row[1]))}: ${row[2]}: ${v.message}`
        : `${v.propertyPath || '(celek)'}: ${v.message}`
    })
    throw new Failure(lines.join('\n'))
  }
  throw new Failure(`${response.status}: ${body['hydra:description'] ?? body.message ?? 'chyba'}`)
}

async function allRedirects(client: AdminClient): Promise<Redirect[]> {
  const rows: Redirect[] = []
  for (let page = 1; ; page++) {
    const body = (await expectOk(await client.request('GET', `/redirects?itemsPerPage=1000&page=${page}`))) as {
      'hydra:member': Redirect[]
      'hydra:totalItems': number
    }
    rows.push(...body['hydra:member'])
    if (rows.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) return rows
  }
}

const force = opts.force ? '?force=1' : ''

const commands: Record<string, (client: AdminClient, args: string[]) => Promise<string>> = {
  async list(client) {
    const rows = await allRedirects(client)
    return (
      rows.map((r) => `${r.id}\t${r.originUrl} → ${r.destinationUrl}${r.enabled ? '' : '\t(vypnuto)'}`).join('\n') ||
      'Žádná přesměrování.'
    )
  },
  async add(client, [origin, destination]) {
    if (!origin || !destination) throw new Failure('použití: add FROM TO [--force]')
    const row = (await expectOk(
      await client.request('POST', `/redirects${force}`, { originUrl: origin, destinationUrl: destination }),
    )) as Redirect
    return `Přidáno ${row.id}: ${row.originUrl} → ${row.destinationUrl}`
  },
  async remove(client, [which]) {
    if (!which) throw new Failure('použití: remove FROM|ID')
    const rows = await allRedirects(client)
    const row = /^\d+$/.test(which)
      ? rows.find((r) => r.id === Number(which))
      : rows.find((r) => redirectKey(r.originUrl) === redirectKey(which))
    if (!row) throw new Failure(`Přesměrování ${which} neexistuje.`)
    await expectOk(await client.request('DELETE', `/redirects/${row.id}`))
    return `Odebráno ${row.id}: ${row.originUrl} → ${row.destinationUrl}`
  },
  async import(client, [file]) {
    if (!file) throw new Failure('použití: import FILE.csv [--force]')
    const { rows, problems } = readRedirectsCsv(readFileSync(file, 'utf8'))
    if (problems.length > 0) throw new Failure(problems.map((p) => `řádek ${p.line}: ${p.message}`).join('\n'))
    const redirects = rows.map(({ line: _, ...row }: CsvRow) => row)
    const result = (await expectOk(
      await client.request('POST', `/redirects/import${force}`, { redirects }),
      (i) => rows[i]!.line,
    )) as Record<string, number>
    return `Importováno: ${result.created} nových, ${result.updated} změněných, ${result.unchanged} beze změny.`
  },
  async export(client) {
    const csv = writeRedirectsCsv(await allRedirects(client))
    if (!opts.out) return csv.trimEnd()
    writeFileSync(opts.out, csv)
    return `Zapsáno do ${opts.out}.`
  },
}

const [name, ...args] = positionals
const command = name ? commands[name] : undefined
if (opts.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!command) {
  console.error(USAGE)
  process.exit(2)
}
const client = opts.remote ? remoteClient() : lazyClient(() => localClient(root, resolve(root, opts.state)))
try {
  console.log(await command(client, args))
} catch (error) {
  console.error(error instanceof Failure ? error.message : error)
  process.exitCode = 1
} finally {
  await client.close()
}
