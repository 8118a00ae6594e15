import { API_BASE } from '../../contract/channel'
import { randomToken } from '../auth/oauth/random'
import type { Bindings } from '../env'
import app from '../index'

/**
 * Test helpers of social login: the browser's part, played against the API and the sandbox identity provider
 * as the storefront would forward it (the binding travels in `x-oauth-binding`).
 */

export type Browser = { binding: string; env: Bindings }

export function newBrowser(env: Bindings): Browser {
  return { binding: randomToken(), env }
}

export function request(env: Bindings, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(app.request(path, init, env))
}

/** `/oauth/connect/{provider}`: the authorization URL the browser is sent to. */
export async function connect(browser: Browser, provider: string): Promise<string> {
  const response = await request(browser.env, `${API_BASE}/oauth/connect/${provider}`, {
    headers: { 'x-oauth-binding': browser.binding },
  })
  if (response.status !== 302) throw new Error(`connect answered ${response.status}: ${await response.text()}`)
  return response.headers.get('location') ?? ''
}

export type Form = {
  action: string
  fields: URLSearchParams
  buttons: Array<{ name: string; value: string; label: string }>
}

/** The first form of a page: its action, hidden fields and submit buttons. */
export function readForm(html: string): Form {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
  if (!action) throw new Error('the page has no form')
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]),
  )
  const buttons = [...html.matchAll(/<button type="submit" name="([^"]+)" value="([^"]+)"[^>]*>([^<]*)/g)].map((m) => ({
    name: m[1]!,
    value: m[2]!,
    label: m[3]!.trim(),
  }))
  return { action: unescape(action), fields, buttons }
}

/** On the consent page: sign in as a test person (`jana`, `petr`, `tomas`) or refuse (`deny`). */
export async function decide(env: Bindings, authorizationUrl: string, choice: string): Promise<Response> {
  const page = await request(env, authorizationUrl)
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`)
  const form = readForm(await page.text())
  const body = new URLSearchParams(form.fields)
  if (choice === 'deny') body.set('deny', '1')
  else body.set('person', choice)
  return request(env, form.action, { method: 'POST', body })
}

/** The provider's answer, as the browser brings it to the storefront's callback (redirect or Apple's form post). */
export type ProviderAnswer = { method: 'GET'; query: string } | { method: 'POST'; body: URLSearchParams }

export async function answerOf(response: Response): Promise<ProviderAnswer & { provider: string }> {
  if (response.status === 302) {
    const location = new URL(response.headers.get('location') ?? '')
    return { method: 'GET', query: location.search, provider: location.pathname.split('/').at(-1)! }
  }
  const form = readForm(await response.text())
  return { method: 'POST', body: form.fields, provider: new URL(form.action).pathname.split('/').at(-1)! }
}

/** The storefront forwarding the answer to the API's callback; returns where the browser goes next. */
export async function callback(browser: Browser, provider: string, answer: ProviderAnswer): Promise<URL> {
  const headers = { 'x-oauth-binding': browser.binding }
  const response =
    answer.method === 'GET'
      ? await request(browser.env, `${API_BASE}/oauth/callback/${provider}${answer.query}`, { headers })
      : await request(browser.env, `${API_BASE}/oauth/callback/${provider}`, {
          method: 'POST',
          headers,
          body: answer.body,
        })
  if (response.status !== 302) throw new Error(`callback answered ${response.status}`)
  return new URL(response.headers.get('location') ?? '')
}

export function handoff(browser: Browser, code: string, binding = browser.binding): Promise<Response> {
  return request(browser.env, `${API_BASE}/oauth/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, binding }),
  })
}

/** The whole sign-in as `person`; returns the landing URL the API sent the browser to. */
export async function signIn(browser: Browser, provider: string, person: string): Promise<URL> {
  const answer = await answerOf(await decide(browser.env, await connect(browser, provider), person))
  return callback(browser, provider, answer)
}
