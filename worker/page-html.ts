/**
 * What is done to a rendered page's HTML once, before the edge cache stores it (worker/page-cache.ts): the
 * render's CSP nonce taken out, and the hashes of its inline scripts taken, which the CSP of every answer from
 * the stored copy names instead (docs/decisions/059-cached-page-csp-hashes.md).
 */
const utf8 = new TextEncoder()

/**
 * `html` cut wherever `nonce` occurs (the nonce itself left out), as views of the same bytes; as `split` cuts a
 * string. Used once per render, to take the render's nonce out of the page before it is stored. Boyer–Moore–Horspool: the 24-byte nonce lets the scan skip most of the page's bytes (a search
 * anchored on the nonce's first byte stopped at every such letter of the page).
 */
export function cutAt(html: Uint8Array, nonce: Uint8Array): Uint8Array[] {
  const length = nonce.length
  if (length === 0) return [html]
  const shift = new Int32Array(256).fill(length)
  for (let i = 0; i < length - 1; i++) shift[nonce[i]!] = length - 1 - i
  const last = nonce[length - 1]!
  const parts: Uint8Array[] = []
  let start = 0
  let at = 0
  while (at <= html.length - length) {
    const byte = html[at + length - 1]!
    if (byte === last) {
      let i = length - 2
      while (i >= 0 && html[at + i] === nonce[i]) i--
      if (i < 0) {
        parts.push(html.subarray(start, at))
        start = at + length
        at = start
        continue
      }
    }
    at += shift[byte]!
  }
  parts.push(html.subarray(start))
  return parts
}

/** The parts joined with `nonce` (or nothing) between them: one copy of the page's bytes. */
export function joinWith(parts: readonly Uint8Array[], nonce: string): Uint8Array {
  const glue = utf8.encode(nonce)
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0) + glue.length * (parts.length - 1))
  let offset = 0
  for (const [i, part] of parts.entries()) {
    if (i > 0) {
      out.set(glue, offset)
      offset += glue.length
    }
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * The render's HTML without its nonce, or null when the nonce is found anywhere else (then the page is not
 * stored: a nonce must never reach a second visitor). Start writes it in the `csp-nonce` meta (the router
 * reads it when it hydrates; without the meta it adds no nonce) and in `nonce="…"` attributes (HeadTags.tsx).
 */
export function withoutNonce(html: Uint8Array, nonce: string): Uint8Array | null {
  let out = html
  for (const cut of [`<meta property="csp-nonce" content="${nonce}"/>`, ` nonce="${nonce}"`])
    out = joinWith(cutAt(out, utf8.encode(cut)), '')
  return cutAt(out, utf8.encode(nonce)).length > 1 ? null : out
}

/** Script types a browser does not run (data blocks): the CSP does not apply to them. */
const DATA_BLOCK = /^(?:application\/(?:ld\+)?json|text\/plain)$/i

/**
 * `'sha256-…'` of each inline script of the page that a browser would run, in order, without repeats: the
 * script's text as the HTML parser hands it over (line breaks as LF), UTF-8, as CSP hashes it. A `<script>`
 * with `src` is not inline. React escapes `>` in attributes and `</` in scripts, so the tags are found by a
 * plain scan.
 */
export async function inlineScriptHashes(html: Uint8Array): Promise<string[]> {
  const text = new TextDecoder().decode(html)
  const hashes = new Set<string>()
  for (const [, attrs = '', script = ''] of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim() ?? ''
    if (DATA_BLOCK.test(type)) continue
    const digest = await crypto.subtle.digest('SHA-256', utf8.encode(script.replace(/\r\n?/g, '\n')))
    hashes.add(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`)
  }
  return [...hashes]
}
