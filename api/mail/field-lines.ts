import { html } from './html'
import { paragraph } from './layout'

/** A form's fields in a mail to the shop, label over value, empty ones left out (the contact and claim mails). */
export function lines(rows: readonly (readonly [string, string | null])[]): {
  html: ReturnType<typeof html>
  text: string
} {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== null && row[1] !== '')
  return {
    html: html`${shown.map(([label, value]) => paragraph(html`<strong>${label}:</strong><br>${multiline(value)}`))}`,
    text: shown.map(([label, value]) => `${label}:\n${value}`).join('\n\n'),
  }
}

export function multiline(value: string) {
  const parts = value.split(/\r?\n/)
  return html`${parts.map((part, i) => (i === 0 ? html`${part}` : html`<br>${part}`))}`
}
