/**
 * Markup for mail bodies, built synchronously: every interpolated value is escaped unless it is already
 * `Markup` (made by `html` itself), so a customer's name or an order item cannot inject tags or attributes.
 */
export class Markup {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

type Interpolation = Markup | string | number | null | undefined | false | readonly Interpolation[]

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Markup) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Markup {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new Markup(out)
}

/**
 * An absolute http(s) URL for a link in a mail. Anything else (a relative path, `javascript:`) is a bug in
 * the caller: mails are read outside the shop, and links are built from STOREFRONT_URL, never from the request.
 */
export function requireMailLink(link: string): string {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw new TypeError(`mail link is not an absolute URL: ${link}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`mail link is not http(s): ${link}`)
  return url.href
}
