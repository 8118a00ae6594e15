// `npm run --silent admin:token`: prints the local staff token of the admin API (decision 044), to send as
// `Authorization: Bearer <token>` to http://admin.localhost:PORT/api/v2/admin while `npm start` runs. The token
// lives in api/.dev.vars (ignored by git) as ADMIN_API_TOKEN=staff:<token>; it is made on first use, and
// `npm start` makes it before the build so the local API worker has it. Never used outside this machine:
// staging and production set ADMIN_API_TOKEN with `wrangler secret put` (docs/operations.md).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const LINE = /^ADMIN_API_TOKEN=["']?([^"'\n]*)["']?$/m

/** The local staff token from api/.dev.vars, made (and the file written, other lines kept) when missing. */
export function localAdminToken(root) {
  const file = join(root, 'api', '.dev.vars')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const value = LINE.exec(text)?.[1] ?? ''
  // `name:token` pairs; the first pair with a token of 32+ characters is the staff's
  const pair = value.split(/[\s,]+/).find((entry) => entry.slice(entry.indexOf(':') + 1).length >= 32)
  if (pair) return pair.slice(pair.indexOf(':') + 1)
  const token = randomBytes(32).toString('hex')
  const line = `ADMIN_API_TOKEN=staff:${token}`
  const kept = text.replace(LINE, '').replace(/\n+$/, '')
  writeFileSync(
    file,
    `${kept ? `${kept}\n` : ''}# the local admin API's staff token (npm run --silent admin:token); never committed\n${line}\n`,
  )
  return token
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..')
  process.stdout.write(`${localAdminToken(root)}\n`)
}
