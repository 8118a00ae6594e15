import { describe, expect, it } from 'vitest'
import { startAuthorization } from './client'
import type { ProviderConfig } from './providers'
import { pkceChallenge, sha256Base64Url } from './random'

const config = {
  id: 'google',
  clientId: 'shop-client',
  scope: 'openid email',
  authorizationUrl: 'https://accounts.example/authorize',
} as unknown as ProviderConfig<string>

describe('startAuthorization (the start of a social login and of the age check)', () => {
  it('sends the provider a fresh state, the S256 challenge of the kept verifier and the kept nonce', async () => {
    const kept: { stateHash: string; bindingHash: string; codeVerifier: string; nonce: string }[] = []
    const start = () =>
      startAuthorization(config, { binding: 'browser-binding', redirectUri: 'https://shop.example/cb' }, async (p) => {
        kept.push(p)
      })
    const url = new URL(await start())
    const query = url.searchParams
    const [pending] = kept
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example/authorize')
    expect(query.get('code_challenge_method')).toBe('S256')
    expect(query.get('code_challenge')).toBe(await pkceChallenge(pending!.codeVerifier))
    expect(query.get('nonce')).toBe(pending!.nonce)
    // only hashes of the state and the browser binding are stored; the verifier never leaves the shop
    expect(pending!.stateHash).toBe(await sha256Base64Url(query.get('state')!))
    expect(pending!.bindingHash).toBe(await sha256Base64Url('browser-binding'))
    expect(url.href).not.toContain(pending!.codeVerifier)
    // a second start has secrets of its own
    await start()
    expect(new Set(kept.flatMap((p) => [p.stateHash, p.codeVerifier, p.nonce])).size).toBe(6)
  })
})
