import { env } from 'cloudflare:test'

/**
 * Every storefront test file starts with an empty cache: the Workers runtime is shared by the files one Vitest
 * worker runs (isolate: false in vitest.config.ts, decision 051), so what the previous file cached is wiped here.
 */
const cache = (env as unknown as { CACHE: KVNamespace }).CACHE
for (let cursor: string | undefined; ;) {
  const page = await cache.list(cursor ? { cursor } : {})
  await Promise.all(page.keys.map((key) => cache.delete(key.name)))
  if (page.list_complete) break
  cursor = page.cursor
}
