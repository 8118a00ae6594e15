/**
 * Inline Markdown of the content renderer: `code`, **bold**, *italic*, [links](url), backslash escapes.
 * Every character of the source reaches the output escaped; only the tags written here are ever emitted.
 * Closers are found with indexOf and a miss is remembered, so hostile input stays linear (no regex backtracking).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

// Allow-list, matched on the raw string: no entity or percent decoding can turn it into another scheme, since
// the href is written escaped and the browser reads exactly these characters. `//host` and `/\host` would leave
// the shop, so a relative link is one slash followed by something else.
const SAFE_URL = /^(?:https?:\/\/[^/\\]|mailto:|tel:|\/(?![/\\])|#)/i
// browsers drop tabs and newlines inside URLs and some read a backslash as a slash: refuse them all
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/

export function safeUrl(url: string): string | null {
  return SAFE_URL.test(url) && !UNSAFE_CHARS.test(url) ? url : null
}

/** Longer link targets are not searched for nested parentheses, so the search stays bounded. */
const MAX_URL = 2048
const PUNCTUATION = '\\`*_[]()#+-.!|>~{}"\''
/** Nested emphasis deeper than this is shown as text; it bounds the recursion. */
const MAX_DEPTH = 8

type Options = { links: boolean; depth: number }

/**
 * Searches for closers without scanning the same stretch twice: the first match at or after `from` is also the
 * first one for any later start up to it, and a miss from `from` is a miss from any later start.
 * (Each needle is always searched with the same `accept`, which looks only at the position.)
 */
class Scanner {
  private readonly last = new Map<string, { from: number; at: number }>()
  private readonly text: string
  constructor(text: string) {
    this.text = text
  }

  find(needle: string, from: number, accept: (at: number) => boolean = () => true): number {
    const last = this.last.get(needle)
    if (last && from >= last.from && (last.at === -1 || from <= last.at)) return last.at
    let at = this.text.indexOf(needle, from)
    while (at !== -1 && !accept(at)) at = this.text.indexOf(needle, at + 1)
    this.last.set(needle, { from, at })
    return at
  }
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch)

export function renderInline(text: string, options: Options = { links: true, depth: 0 }): string {
  const scan = new Scanner(text)
  let out = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    const next = text[i + 1]
    if (ch === '\\' && next !== undefined && PUNCTUATION.includes(next)) {
      out += escapeHtml(next)
      i += 2
      continue
    }
    if (ch === '`') {
      const close = scan.find('`', i + 1)
      if (close > i + 1) {
        out += `<code>${escapeHtml(text.slice(i + 1, close))}</code>`
        i = close + 1
        continue
      }
    }
    if (options.depth < MAX_DEPTH && ch === '*' && next === '*' && !isSpace(text[i + 2])) {
      const close = scan.find('**', i + 3, (at) => !isSpace(text[at - 1]))
      if (close !== -1) {
        out += `<strong>${renderInline(text.slice(i + 2, close), { ...options, depth: options.depth + 1 })}</strong>`
        i = close + 2
        continue
      }
    }
    if (options.depth < MAX_DEPTH && ch === '*' && next !== '*' && !isSpace(next)) {
      // a single star closes; one that is half of ** belongs to bold inside the italic
      const close = scan.find(
        '*',
        i + 2,
        (at) => !isSpace(text[at - 1]) && text[at + 1] !== '*' && text[at - 1] !== '*',
      )
      if (close !== -1) {
        out += `<em>${renderInline(text.slice(i + 1, close), { ...options, depth: options.depth + 1 })}</em>`
        i = close + 1
        continue
      }
    }
    if (ch === '[' && options.depth < MAX_DEPTH) {
      const link = parseLink(text, i, scan)
      if (link) {
        const label = renderInline(link.label, { links: false, depth: options.depth + 1 })
        const href = options.links ? safeUrl(link.url) : null
        out += href === null ? label : `<a href="${escapeHtml(href)}">${label}</a>`
        i = link.end
        continue
      }
    }
    out += ESCAPES[ch] ?? ch
    i += 1
  }
  return out
}

/** `[label](url "title")` at `start`: its label, url (title dropped) and the index after it; or null. */
function parseLink(text: string, start: number, scan: Scanner) {
  const closeLabel = scan.find(']', start + 1)
  if (closeLabel === -1 || text[closeLabel + 1] !== '(') return null
  let closeUrl = scan.find(')', closeLabel + 2)
  if (closeUrl === -1) return null
  // balanced parentheses belong to the URL (https://cs.wikipedia.org/wiki/Rum_(nápoj)), up to a few pairs
  const opens = (from: number, to: number) => (to - from > MAX_URL ? 0 : text.slice(from, to).split('(').length - 1)
  let open = opens(closeLabel + 2, closeUrl)
  for (let closed = 0; open > closed && closed < 3; closed += 1) {
    const further = scan.find(')', closeUrl + 1)
    if (further === -1) break
    open += opens(closeUrl + 1, further)
    closeUrl = further
  }
  const target = text.slice(closeLabel + 2, closeUrl).trim()
  // an optional title ([a](/b "title")) is dropped; searched by hand, a regex here could backtrack
  const quote = target.endsWith('"') ? target.lastIndexOf('"', target.length - 2) : -1
  const url = quote > 0 && /\s/.test(target[quote - 1]!) ? target.slice(0, quote).trim() : target
  return { label: text.slice(start + 1, closeLabel), url, end: closeUrl + 1 }
}

/** The text a reader sees of inline Markdown (for heading anchors): markup characters removed. */
export function plainInline(text: string): string {
  // an anchor needs no more; the cap also keeps the regular expressions below linear on hostile headings
  return text
    .slice(0, 200)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*\\]/g, '')
}
