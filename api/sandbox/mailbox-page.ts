import { html } from 'hono/html'
import { sandboxPage } from './page-layout'
import type { SandboxMail } from './mailbox-db'

/**
 * The pages of the sandbox mailbox. It stands for the customer's mail client, so its Czech texts live here
 * rather than in the shop's locales. No scripts (the storefront's CSP gives it no nonce); `html` escapes every
 * interpolated value, and a mail's own HTML is shown only inside a sandboxed iframe (`srcdoc`, no scripts, no
 * same origin), its links listed outside as plain anchors.
 */

export const MAILBOX_PATH = '/sandbox/mailbox'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
    return ENTITIES[entity.toLowerCase()] ?? whole
  })
}

/** Only web links become anchors here: a `javascript:` href stays text, whatever the mail says. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'))
}

/** The links of a mail, in order and once each: its anchors' hrefs, or the URLs of its text when it has no HTML. */
export function linksOf(mail: Pick<SandboxMail, 'html' | 'text'>): string[] {
  const found: string[] = []
  if (mail.html) {
    for (const match of mail.html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      found.push(decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim()))
    }
  } else if (mail.text) {
    for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/gi)) found.push(match[0].replace(/[.,;:!?)]+$/, ''))
  }
  return [...new Set(found.filter(isWebLink))]
}

const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Prague',
})

function time(epochMs: number) {
  const date = new Date(epochMs)
  return html`<time datetime="${date.toISOString()}">${dateTime.format(date)}</time>`
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 60rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; overflow-wrap: anywhere; } h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
  .note { margin: 0 0 1rem; padding: .5rem .75rem; background: #fef3c7; border-radius: .25rem; font-size: .9rem; }
  table { width: 100%; border-collapse: collapse; } caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0; }
  dt { color: #4b5563; } dd { margin: 0; overflow-wrap: anywhere; }
  form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin: 0 0 1rem; }
  input, button { font: inherit; padding: .4rem .6rem; }
  a { color: #1d4ed8; overflow-wrap: anywhere; } a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d1d5db; border-radius: .25rem; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: .75rem; }
`

function layout(title: string, body: ReturnType<typeof html>) {
  return sandboxPage({
    title,
    style: STYLE,
    note: 'Testovací poštovní schránka (sandbox). E-maily z ní nikam neodcházejí.',
    body,
  })
}

export function mailboxPage(mails: SandboxMail[], recipient: string | null) {
  const rows = mails.map(
    (mail) => html`<tr>
<td>${time(mail.receivedAt)}</td>
<td>${mail.to}</td>
<td><a href="${MAILBOX_PATH}/${mail.id}">${mail.subject || '(bez předmětu)'}</a></td>
</tr>`,
  )
  const list =
    mails.length === 0
      ? html`<p>${recipient ? 'Pro tuto adresu tu žádné e-maily nejsou.' : 'Schránka je prázdná.'}</p>`
      : html`<table>
<caption>Odeslané e-maily, nejnovější nahoře</caption>
<thead><tr><th scope="col">Přijato</th><th scope="col">Komu</th><th scope="col">Předmět</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
  return layout(
    'Poštovní schránka – sandbox',
    html`<h1>Poštovní schránka</h1>
<form method="get" action="${MAILBOX_PATH}" role="search">
<label for="to">Příjemce</label>
<input id="to" name="to" type="email" value="${recipient ?? ''}" autocomplete="off">
<button type="submit">Filtrovat</button>
${recipient ? html`<a href="${MAILBOX_PATH}">Zobrazit všechny</a>` : ''}
</form>
${list}`,
  )
}

export function mailPage(mail: SandboxMail) {
  const links = linksOf(mail)
  return layout(
    `${mail.subject} – poštovní schránka`,
    html`<p><a href="${MAILBOX_PATH}">Zpět na všechny e-maily</a></p>
<h1>${mail.subject || '(bez předmětu)'}</h1>
<dl>
<dt>Od</dt><dd>${mail.from}</dd>
<dt>Komu</dt><dd>${mail.to}</dd>
<dt>Přijato</dt><dd>${time(mail.receivedAt)}</dd>
</dl>
${
  mail.attachments.length > 0
    ? html`<h2 id="attachments">Přílohy</h2>
<ul aria-labelledby="attachments">${mail.attachments.map((file) => html`<li>${file.name} (${file.contentType}, ${String(file.size)} B)</li>`)}</ul>`
    : ''
}
<h2 id="links">Odkazy v e-mailu</h2>
${links.length === 0 ? html`<p>E-mail neobsahuje žádné odkazy.</p>` : html`<ul aria-labelledby="links">${links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>`}
${
  mail.html
    ? html`<h2>Obsah</h2>
<iframe title="Obsah e-mailu" sandbox="" referrerpolicy="no-referrer" srcdoc="${mail.html}"></iframe>`
    : ''
}
${mail.text ? html`<details${mail.html ? '' : ' open'}><summary>Textová verze</summary><pre>${mail.text}</pre></details>` : ''}`,
  )
}

export function missingMailPage() {
  return layout(
    'E-mail nenalezen – poštovní schránka',
    html`<h1>E-mail nebyl nalezen</h1><p><a href="${MAILBOX_PATH}">Zpět na všechny e-maily</a></p>`,
  )
}
