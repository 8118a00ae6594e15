/**
 * The one guard for a page to go back to that a request names (the `return` field of the age gate's and the
 * cookie banner's forms): a path on this site, or the home page. Checking the text's first characters is not
 * enough: a browser drops tabs and line breaks from a Location and reads `\` as `/`, so `/\t/evil.example`
 * became `//evil.example`, another site; and a line break made the answer itself fail (a 500).
 * So the text is refused when it holds any control character, whitespace or backslash, then resolved
 * against a placeholder origin, must stay on it, and only its path and query go out, in the URL's own
 * percent-encoded spelling (no fragment, no origin for a browser to read differently). That path is checked
 * once more: dot segments can resolve `/..//evil.example` to the path `//evil.example`, which a browser
 * reads as another host.
 */
const PLACEHOLDER_ORIGIN = 'https://return-path.invalid'
/** Control characters (C0, DEL, C1), any Unicode whitespace, backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\s\\]/
/** Longer than any address of the shop; a Location of kilobytes helps nobody. */
const MAX_LENGTH = 2048

export function safeReturnPath(value: string): string {
  if (!value.startsWith('/') || value.length > MAX_LENGTH || UNSAFE.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/'
  const path = url.pathname + url.search
  return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN ? path : '/'
}
