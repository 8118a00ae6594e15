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

/** The shop's pages a visitor may look for in a footer: how to reach the shop and the terms they bought under. */
const FOOTER_LINKS: readonly (readonly [string, string])[] = [
  ['/kontakt', 'Kontakt'],
  ['/reklamace-a-vraceni-zbozi', 'Reklamace a vrácení zboží'],
  ['/obchodni-podminky', 'Obchodní podmínky'],
  ['/ochrana-osobnich-udaju', 'Ochrana osobních údajů'],
]

/**
 * The page wears the shop's colours, header and footer (src/styles/app.css), drawn here: it is served by the API,
 * outside the storefront's app shell, and must not need the app's scripts or its hashed stylesheet.
 */
const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fbf8f3;color:#2a1d14;
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
a{color:#7a2e12}
:focus-visible{outline:3px solid #b5651d;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.header{background:#fff;border-bottom:1px solid #e8ded2}
.header__bar,.main,.footer__inner{max-width:1200px;margin:0 auto;padding:0 1rem}
.header__bar{min-height:59px;display:flex;align-items:center}
.header__logo{display:flex;align-items:center;gap:.5rem;font:700 1.4rem Georgia,'Times New Roman',serif;
color:#7a2e12;text-decoration:none}
.main{flex:1;width:100%;max-width:640px;padding-block:2rem}
h1{font:700 1.75rem/1.2 Georgia,'Times New Roman',serif;margin:0 0 1rem}
.button{min-height:44px;padding:.6rem 1.2rem;border-radius:999px;border:2px solid #7a2e12;background:#7a2e12;
color:#fff;font:600 1rem system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;cursor:pointer}
.button:hover{background:#5e220c}
.footer{background:#2a1d14;color:#f3e9dc;margin-top:3rem}
.footer a{color:#f3e9dc}
.footer__inner{padding-block:1.5rem 1rem}
.footer ul{list-style:none;margin:0 0 1rem;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.footer__legal{margin:0;font-size:.85rem;opacity:.85}`

/** `form`: a button that POSTs to `action` (a state change never rides on a GET a mail scanner may follow). */
export function linkPage(
  c: Context<ApiEnv>,
  status: 200 | 404,
  title: string,
  text: string,
  form?: { action: string; label: string },
): Response {
  const origin = originOf(c)
  const href = (path: string) => escapeHtml(`${origin}${path}`)
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" class="button">${escapeHtml(form.label)}</button></form>`
    : ''
  const links = FOOTER_LINKS.map(([path, label]) => `<li><a href="${href(path)}">${escapeHtml(label)}</a></li>`).join(
    '',
  )
  const body = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} – Drinkárna</title><style>${STYLE}</style></head>
<body>
<header class="header"><div class="header__bar"><a class="header__logo" href="${href('/')}"><img src="${href('/favicon.svg')}" alt="" width="32" height="32"><span>Drinkárna</span><span class="visually-hidden"> – Úvodní stránka</span></a></div></header>
<main class="main">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${button}
<p><a href="${href('/')}">Pokračovat do obchodu Drinkárna</a></p>
</main>
<footer class="footer"><div class="footer__inner">
<nav aria-label="Informace"><ul>${links}</ul></nav>
<p class="footer__legal">Alkoholické nápoje prodáváme pouze osobám starším 18 let. © ${new Date().getFullYear()} Drinkárna</p>
</div></footer>
</body></html>`
  return c.body(body, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
}
