import { html, raw } from 'hono/html'

type Markup = ReturnType<typeof html>

/**
 * The HTML shell of every sandbox page (payment gateway, mailbox, identity provider): Czech, not indexed, no
 * favicon request, no scripts (the storefront's CSP gives these pages no nonce), a note saying it is a sandbox.
 * `html` escapes every interpolated value; `style` is the page's own trusted CSS.
 */
export function sandboxPage(input: { title: string; style: string; note: Markup | string; body: Markup }) {
  return html`<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${input.title}</title>
<style>${raw(input.style)}</style>
</head>
<body>
<main>
<p class="note">${input.note}</p>
${input.body}
</main>
</body>
</html>`
}
