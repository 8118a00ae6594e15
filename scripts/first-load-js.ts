import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a page: every script its HTML loads before the page is interactive (the entry
 * script and the modulepreloads the server names for the matched routes), gzip-compressed as production sends
 * them. One definition for the benchmark (scripts/bench.ts) and the budget test (e2e/first-load-js.spec.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g))
    urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]*\shref="([^"]+\.js)"[^>]*rel="modulepreload"/g)) urls.add(match[1]!)
  return [...urls]
}

/** Files and gzip kB of those scripts, read from the build (`dist/client`). */
export function firstLoadJs(html: string, distClient: string): { files: number; kb: number } {
  const urls = firstLoadScripts(html)
  let bytes = 0
  for (const url of urls) bytes += gzipSync(readFileSync(join(distClient, new URL(url, 'http://x').pathname))).length
  return { files: urls.length, kb: bytes / 1024 }
}

/** The budget file: per page, the most first-load JS (gzip kB) it may grow to; CI fails past it. */
export type FirstLoadBudget = { aimKb: number; pages: Record<'home' | 'category' | 'product' | 'cart', number> }

export function readBudget(root: string): FirstLoadBudget {
  return JSON.parse(readFileSync(join(root, 'first-load-js.budget.json'), 'utf8')) as FirstLoadBudget
}
