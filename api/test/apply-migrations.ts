import { applyD1Migrations } from 'cloudflare:test'
import { registerInProcessFetch } from '../http/in-process'
import app from '../index'
import { testEnv } from './env'
import { forgetFulfilmentCatalogue } from './fulfilment-fixtures'

/**
 * Every API test file starts from an empty shop: the schema of api/db/migrations and nothing else, no cached
 * answers, no stored files. The Workers runtime and the loaded modules are shared by the files one Vitest worker
 * runs (isolate: false in vitest.config.ts, decision 051), so what the previous file wrote is wiped here first.
 */
const identityKey = await sandboxIdentityKey()
await emptyDatabase()
await emptyStores()
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS)
await keepSandboxIdentityKey(identityKey)
forgetFulfilmentCatalogue()
// the worker's own in-process fetch (api/index.ts) again: a file that put a fake in its place for its sandboxes
// and did not put it back would otherwise send the next file's Packeta, Comgate and mail calls to that fake
registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))

/**
 * The sandbox identity provider's signing key outlives the wipe, as it outlives a restart of the local shop: the
 * OAuth client keeps the provider's published keys for the isolate's life (jose's key set, which looks again for
 * an unknown key only after a cool-down), so a new key in every file would fail the next file's sign-ins.
 */
async function sandboxIdentityKey(): Promise<Record<string, unknown> | null> {
  const exists = await testEnv.DB.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sandbox_identity_keys'",
  ).first()
  return exists ? testEnv.DB.prepare('SELECT * FROM sandbox_identity_keys WHERE id = 1').first() : null
}

async function keepSandboxIdentityKey(key: Record<string, unknown> | null) {
  if (!key) return
  const columns = Object.keys(key)
  await testEnv.DB.prepare(
    `INSERT INTO sandbox_identity_keys (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  )
    .bind(...columns.map((column) => key[column]))
    .run()
}

async function emptyDatabase() {
  // Newest first, so a table goes before the tables its foreign keys name (dropping a table deletes its rows, and
  // those deletes look up the parents); virtual tables before their shadow tables, which cannot be dropped alone.
  // A table a rebuilt migration made newer than its children waits for the next round.
  for (let round = 0; round < 10; round++) {
    const { results } = await testEnv.DB.prepare(
      `SELECT type, name FROM sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       ORDER BY CASE WHEN sql LIKE 'CREATE VIRTUAL%' THEN 0 WHEN type = 'view' THEN 1 ELSE 2 END, rowid DESC`,
    ).all<{ type: 'table' | 'view'; name: string }>()
    if (results.length === 0) return
    for (const { type, name } of results) {
      await testEnv.DB.prepare(`DROP ${type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${name}"`)
        .run()
        .catch(() => undefined)
    }
  }
  throw new Error('the test database could not be emptied')
}

async function emptyStores() {
  const cache = testEnv.CACHE!
  for (let cursor: string | undefined; ;) {
    const page = await cache.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => cache.delete(key.name)))
    if (page.list_complete) break
    cursor = page.cursor
  }
  for (const bucket of [testEnv.MEDIA, testEnv.CLAIMS]) {
    for (let cursor: string | undefined; ;) {
      const page = await bucket.list(cursor ? { cursor } : {})
      if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key))
      if (!page.truncated) break
      cursor = page.cursor
    }
  }
}
