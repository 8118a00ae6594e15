import { Hono } from 'hono'
import { html } from 'hono/html'
import { accessConfig } from '../admin/access'
import type { ApiEnv } from '../env'
import { getSandboxKey, signSandboxJwt } from './identity-keys'
import { sandboxPage } from './page-layout'
import { formFields } from '../http/form'

/**
 * The local stand-in of Cloudflare Access for the staff console (decision 049), on the admin host
 * (http://admin.localhost:PORT/sandbox/access/…): a sign-in page with two test people, a staff member and an
 * admin, that sets the `CF_Authorization` cookie Access sets, holding an Access-like JWT (RS256 by the sandbox's
 * key, the configured AUD tag and team as issuer, 8 hours); the team's certs, which the local API trusts because
 * ACCESS_TEAM_DOMAIN names this sandbox; and signing out. The storefront's local admin host turns the cookie into
 * `Cf-Access-Jwt-Assertion`, as Access does (worker/local-admin.ts). Mounted only with SANDBOXES "on", and
 * `npm run check:production` refuses a sandbox team domain.
 */

export const ACCESS_COOKIE = 'CF_Authorization'
const SESSION_SECONDS = 8 * 60 * 60

export const SANDBOX_STAFF = [
  { email: 'sklad@drinkarna.cz', name: 'Petra Skladová' },
  { email: 'vedouci@drinkarna.cz', name: 'Adam Vedoucí' },
] as const

const ROLE_NAMES = { staff: 'obsluha: objednávky a reklamace', admin: 'správce: vše' } as const

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  .note { margin: 0 0 1rem; padding: .5rem .75rem; background: #fef3c7; border-radius: .25rem; font-size: .9rem; }
  form { display: flex; flex-direction: column; gap: .75rem; }
  button, a.button { font: inherit; padding: .75rem 1rem; border-radius: .375rem; border: 2px solid #1d4ed8;
           cursor: pointer; background: #fff; color: #1d4ed8; text-align: left; text-decoration: none; }
  button small { display: block; color: #4b5563; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
`

const NOTE = 'Testovací přihlášení do administrace (sandbox místo Cloudflare Access). Jen na tomto počítači.'

/** Only a path of this host: never `//elsewhere` or a backslash trick. */
function returnPath(value: string | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : '/'
}

export const accessSandbox = new Hono<ApiEnv>()
  .get('/sign-in', function signInPage(c) {
    const config = accessConfig(c.env)
    const redirect = returnPath(c.req.query('redirect'))
    const people = SANDBOX_STAFF.map((person) => {
      const role = config?.roles.get(person.email)
      return html`<button type="submit" name="email" value="${person.email}">${person.name}<small>${person.email} – ${role ? ROLE_NAMES[role] : 'bez přístupu'}</small></button>\n`
    })
    const body = html`<h1>Přihlášení do administrace</h1>
<form method="post" action="/sandbox/access/sign-in">
<input type="hidden" name="redirect" value="${redirect}">
${people}
</form>`
    return c.html(sandboxPage({ title: 'Přihlášení – administrace (sandbox)', style: STYLE, note: NOTE, body }), 200, {
      'cache-control': 'no-store',
    })
  })
  .post('/sign-in', async function signIn(c) {
    const config = accessConfig(c.env)
    const form = await formFields(c)
    const person = SANDBOX_STAFF.find((p) => p.email === form.email)
    if (!config || !person) return c.text('Neznámá osoba nebo Access není nastavený.', 400)
    const now = Math.floor(Date.now() / 1000)
    const token = await signSandboxJwt(await getSandboxKey(c.env.DB), {
      aud: [config.audience],
      iss: config.teamDomain,
      sub: crypto.randomUUID(),
      email: person.email,
      type: 'app',
      iat: now,
      nbf: now,
      exp: now + SESSION_SECONDS,
    })
    c.header('set-cookie', `${ACCESS_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}`)
    c.header('cache-control', 'no-store')
    return c.redirect(returnPath(typeof form.redirect === 'string' ? form.redirect : undefined), 303)
  })
  .get('/sign-out', function signOut(c) {
    c.header('set-cookie', `${ACCESS_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
    const body = html`<h1>Odhlášeno</h1>
<p><a class="button" href="/sandbox/access/sign-in">Přihlásit se znovu</a></p>`
    return c.html(sandboxPage({ title: 'Odhlášeno – administrace (sandbox)', style: STYLE, note: NOTE, body }), 200, {
      'cache-control': 'no-store',
    })
  })
  .get('/cdn-cgi/access/certs', async function certs(c) {
    const key = await getSandboxKey(c.env.DB)
    return c.json({ keys: [key.publicJwk] }, 200, { 'cache-control': 'no-store' })
  })
