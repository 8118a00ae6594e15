import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISCOVERY_MAX_AGE_MS } from '../auth/oauth/provider-keys'
import { toBase64Url } from '../auth/password'
import type { Bindings } from '../env'
import { registerInProcessFetch } from '../http/in-process'
import app from '../index'
import { getSandboxKey } from '../sandbox/identity-keys'
import { newBrowser, signIn } from '../sandbox/identity-fixtures'
import { testEnv } from '../test/env'

/**
 * Social login and the provider's discovery document and keys (decision 047), played against the sandbox
 * provider as a browser and the API do: what the API fetches from the provider per sign-in, a rotated key,
 * algorithms the provider does not use.
 */

type Answer = (path: string, incoming: Request, env: Bindings) => Promise<Response | null>

/** Records the path of every call the API makes to the provider; `answer` may replace the provider's answer. */
function watchProvider(answer: Answer = async () => null): string[] {
  const paths: string[] = []
  registerInProcessFetch(async function watch(incoming, env) {
    const path = new URL(incoming.url).pathname
    paths.push(path)
    return (await answer(path, incoming, env)) ?? app.fetch(incoming, env)
  })
  return paths
}

afterEach(() => {
  registerInProcessFetch((incoming, env) => Promise.resolve(app.fetch(incoming, env)))
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function captureWarnings(): () => string[] {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  return () => spy.mock.calls.map((args) => String(args[0]))
}

const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))
const GOOGLE = '/sandbox/identity/google'

describe('social login: the provider discovery document and keys', () => {
  it('fetches them once, not on every sign-in', async () => {
    const paths = watchProvider()
    expect((await signIn(newBrowser(testEnv), 'google', 'jana')).pathname).toBe('/oauth/success')

    paths.length = 0
    expect((await signIn(newBrowser(testEnv), 'google', 'petr')).pathname).toBe('/oauth/success')
    expect(paths).toEqual([`${GOOGLE}/token`])
  })

  it('signs in with a key the provider rotated since the last sign-in', async () => {
    const paths = watchProvider()
    expect((await signIn(newBrowser(testEnv), 'google', 'jana')).pathname).toBe('/oauth/success')
    const before = await getSandboxKey(testEnv.DB)

    // the provider replaces its key: its next id_token names a key the shop has not seen
    await testEnv.DB.prepare('DELETE FROM sandbox_identity_keys').run()
    paths.length = 0
    expect((await signIn(newBrowser(testEnv), 'google', 'petr')).pathname).toBe('/oauth/success')
    expect((await getSandboxKey(testEnv.DB)).kid).not.toBe(before.kid)
    expect(paths).toEqual([`${GOOGLE}/token`, `${GOOGLE}/jwks`])
  })

  it('refuses an algorithm the discovery document does not list; reads the document again after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + DISCOVERY_MAX_AGE_MS + 1)
    const warnings = captureWarnings()
    // the provider now says it signs with ES256 only; the sandbox's token is still a valid RS256 one
    watchProvider(async (path, incoming, env) => {
      if (path !== `${GOOGLE}/.well-known/openid-configuration`) return null
      const document = (await (await app.fetch(incoming, env)).json()) as Record<string, unknown>
      return Response.json({ ...document, id_token_signing_alg_values_supported: ['ES256'] })
    })
    const refused = await signIn(newBrowser(testEnv), 'google', 'jana')

    expect(refused.pathname).toBe('/oauth/failed')
    expect(refused.searchParams.get('reason')).toBe('error')
    expect(warnings()).toEqual([expect.stringContaining('id_token rejected (algorithm)')])

    watchProvider()
    vi.setSystemTime(Date.now() + DISCOVERY_MAX_AGE_MS + 1)
    expect((await signIn(newBrowser(testEnv), 'google', 'jana')).pathname).toBe('/oauth/success')
  })

  it('refuses an unsigned id_token (alg none)', async () => {
    const warnings = captureWarnings()
    watchProvider(async (path, incoming, env) => {
      if (path !== `${GOOGLE}/token`) return null
      const tokens = (await (await app.fetch(incoming, env)).json()) as { id_token: string }
      const claims = tokens.id_token.split('.')[1]
      return Response.json({ ...tokens, id_token: `${encode({ alg: 'none', typ: 'JWT' })}.${claims}.` })
    })
    const landing = await signIn(newBrowser(testEnv), 'google', 'jana')

    expect(landing.searchParams.get('reason')).toBe('error')
    expect(warnings()).toEqual([expect.stringContaining('id_token rejected (algorithm)')])
  })
})
