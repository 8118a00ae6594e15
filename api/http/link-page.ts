import type { Context } from 'hono'
import type { ApiEnv } from '../env'
import { escapeHtml } from '../mail/html'
import { storefrontOrigin } from './storefront-origin'

/**
 * The tiny Czech pages a browser gets from a link in a mail that works without login (stop a watchdog alert,
 * leave the Drinksletter), and whether the caller asked for JSON instead (an API client).
 */
export function wantsJson(c: Context<ApiEnv>): boolean {
  return /json/i.test(c.req.header('accept') ?? '')
}

function originOf(c: Context<ApiEnv>): string {
  try {
    return storefrontOrigin(c)
  } catch {
    return ''
  }
}

/** `form`: a button that POSTs to `action` (a state change never rides on a GET a mail scanner may follow). */
export function linkPage(
  c: Context<ApiEnv>,
  status: 200 | 404,
  title: string,
  text: string,
  form?: { action: string; label: string },
): Response {
  const origin = originOf(c)
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#7a2e1d;color:#fff;cursor:pointer">${escapeHtml(form.label)}</button></form>`
    : ''
  const body = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)} – Drinkárna</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:600px;margin:40px auto;padding:0 16px;color:#1f1f1f">
<h1 style="font-size:22px;color:#7a2e1d">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${button}
<p><a href="${escapeHtml(`${origin}/`)}" style="color:#7a2e1d">Pokračovat do obchodu Drinkárna</a></p>
</body></html>`
  return c.body(body, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
}
