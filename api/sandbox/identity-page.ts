import { html } from 'hono/html'
import { sandboxPage } from './page-layout'
import { IDENTITY_SANDBOX_PATH, SANDBOX_BANK_PEOPLE, SANDBOX_PEOPLE, TENANTS, type Tenant } from './identity-clients'

/**
 * The pages of the sandbox identity provider: the consent page (pick a test person or refuse), the page
 * that posts the answer back (Apple's `form_post`), and the error page. They stand for the providers' own
 * pages, so their Czech texts live here rather than in the shop's locales. No scripts (the storefront's CSP
 * gives them no nonce); the answer of `form_post` is sent with a button. `html` escapes every value.
 */

/** The authorization request, carried through the consent form in hidden fields. */
export type AuthorizationParams = {
  client_id: string
  redirect_uri: string
  response_type: string
  response_mode: 'query' | 'form_post'
  scope: string
  state?: string
  nonce?: string
  code_challenge?: string
  code_challenge_method?: string
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  .note { margin: 0 0 1rem; padding: .5rem .75rem; background: #fef3c7; border-radius: .25rem; font-size: .9rem; }
  form { display: flex; flex-direction: column; gap: .75rem; }
  button { font: inherit; padding: .75rem 1rem; border-radius: .375rem; border: 2px solid #1d4ed8; cursor: pointer;
           background: #fff; color: #1d4ed8; text-align: left; }
  button small { display: block; color: #4b5563; }
  .deny { color: #b91c1c; border-color: #b91c1c; text-align: center; }
  .continue { background: #1d4ed8; color: #fff; text-align: center; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`

function layout(title: string, tenant: Tenant | null, body: ReturnType<typeof html>) {
  const provider = tenant ? TENANTS[tenant].name : 'Identity'
  return sandboxPage({
    title: `${title} – ${provider} sandbox`,
    style: STYLE,
    note: `Testovací přihlašování přes ${provider} (sandbox). Žádný skutečný účet se nepoužije.`,
    body,
  })
}

function hiddenFields(params: AuthorizationParams) {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">\n`)
}

/** Bank iD: choose an adult or a minor identity (both outcomes of the age check), or refuse. */
function bankConsentPage(params: AuthorizationParams) {
  const people = SANDBOX_BANK_PEOPLE.map(
    (person) =>
      html`<button type="submit" name="person" value="${person.key}">${person.adult ? 'Dospělá osoba (18+)' : 'Nezletilá osoba (pod 18 let)'}<small>${person.givenName} ${person.familyName}</small></button>\n`,
  )
  return layout(
    'Ověření identity',
    'bankid',
    html`<h1>Ověření přes Bank iD</h1>
<p>Obchod <strong>${params.client_id}</strong> chce od vaší banky vědět jen to, zda je vám alespoň 18 let. Vyberte testovací identitu:</p>
<form method="post" action="${IDENTITY_SANDBOX_PATH}/bankid/authorize">
${hiddenFields(params)}${people}<button type="submit" name="deny" value="1" class="deny">Zamítnout</button>
</form>`,
  )
}

/** Choose who signs in, or refuse. */
export function consentPage(tenant: Tenant, params: AuthorizationParams) {
  if (tenant === 'bankid') return bankConsentPage(params)
  const people = SANDBOX_PEOPLE.map(
    (person) =>
      html`<button type="submit" name="person" value="${person.key}">${person.givenName} ${person.familyName}<small>${person.email}${person.emailVerified ? '' : ' (neověřený e-mail)'}</small></button>\n`,
  )
  return layout(
    'Přihlášení',
    tenant,
    html`<h1>Přihlásit se přes ${TENANTS[tenant].name}</h1>
<p>Aplikace <strong>${params.client_id}</strong> chce znát vaše jméno a e-mailovou adresu. Vyberte účet:</p>
<form method="post" action="${IDENTITY_SANDBOX_PATH}/${tenant}/authorize">
${hiddenFields(params)}${people}<button type="submit" name="deny" value="1" class="deny">Zamítnout</button>
</form>`,
  )
}

/** The answer posted back to the shop (response_mode=form_post), sent by the person's click. */
export function formPostPage(tenant: Tenant, redirectUri: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">\n`,
  )
  return layout(
    'Návrat do obchodu',
    tenant,
    html`<h1>Hotovo</h1>
<p>Pokračujte zpět do obchodu.</p>
<form method="post" action="${redirectUri}">
${inputs}<button type="submit" class="continue">Pokračovat do obchodu</button>
</form>`,
  )
}

export function errorPage(tenant: Tenant | null, message: string) {
  return layout('Chyba přihlášení', tenant, html`<h1>Přihlášení nelze provést</h1><p>${message}</p>`)
}
