import { html, type Markup } from './html'

/** The frame every mail of the shop shares, as HTML (inline styles: mail clients drop `<style>`) and as text. */

export const SHOP_NAME = 'Drinkárna'

const NBSP = '\u00a0'

/** `1 290 Kč`, `349,90 Kč` from haléře, with no-break spaces as the storefront prints prices (docs/product.md#prices). */
export function formatCzk(amount: number): string {
  const minor = Math.round(amount)
  const abs = Math.abs(minor)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const cents = abs % 100
  return `${minor < 0 ? '\u2212' : ''}${whole}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}${NBSP}Kč`
}

const FOOTER = `Tento e-mail Vám poslal obchod ${SHOP_NAME} automaticky, prosíme, neodpovídejte na něj.`

export function htmlDocument(subject: string, body: Markup): string {
  return html`<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ec;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#7a2e1d">${SHOP_NAME}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;font-size:16px;line-height:1.5">
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b6b6b">${FOOTER}</p>
</div>
</body>
</html>
`.value
}

export function textDocument(body: string): string {
  return `${SHOP_NAME}\n\n${body.trim()}\n\n-- \n${FOOTER}\n`
}

export function paragraph(content: Markup | string): Markup {
  return html`<p style="margin:0 0 16px">${content}</p>`
}

/** A call to action, and the address spelled out below it for clients that do not show buttons. */
export function button(link: string, label: string): Markup {
  return html`<p style="margin:24px 0">
<a href="${link}" style="display:inline-block;padding:12px 20px;background:#7a2e1d;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${label}</a>
</p>
<p style="margin:0 0 16px;font-size:14px;color:#4b4b4b">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz:<br>
<a href="${link}" style="color:#7a2e1d;word-break:break-all">${link}</a></p>`
}
