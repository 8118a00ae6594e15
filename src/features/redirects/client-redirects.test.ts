import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type Transport } from '../../lib/api/client'
import type { AppServices } from '../../lib/services'
import { redirectStep } from './client-redirects'

const rows = [
  { originUrl: '/stara-kategorie/rumy', destinationUrl: '/kategorie/rum' },
  { originUrl: '/facebook', destinationUrl: 'https://www.facebook.com/drinkarna' },
]

function context(href: string, transport: Transport, isServer = false) {
  const api = createApiClient({ transport, language: 'cs', cacheScope: 'b', cacheTtlMs: 60_000 })
  return { services: { api } as unknown as AppServices, location: { href } as ParsedLocation, isServer, preload: false }
}

const answer: Transport = async () =>
  new Response(JSON.stringify({ 'hydra:member': rows, 'hydra:totalItems': rows.length }), {
    headers: { 'content-type': 'application/ld+json' },
  })

async function thrown(promise: Promise<void>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  )
}

describe('the redirect step inside the app', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { origin: 'https://shop.example.cz' } }))
  afterEach(() => vi.unstubAllGlobals())

  it('sends a navigation to an old address on to its destination within the app', async () => {
    const error = await thrown(Promise.resolve(redirectStep(context('/Stara-Kategorie/Rumy', answer))))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { href: string } }).options.href).toBe('/kategorie/rum')
  })

  it('leaves the app for an absolute destination', async () => {
    const error = await thrown(Promise.resolve(redirectStep(context('/facebook', answer))))
    expect((error as { options: { href: string; reloadDocument: boolean } }).options).toMatchObject({
      href: 'https://www.facebook.com/drinkarna',
      reloadDocument: true,
    })
  })

  it('lets other navigations through and reads the table once', async () => {
    const transport = vi.fn(answer)
    const ctx = context('/kategorie/gin', transport)
    await expect(Promise.resolve(redirectStep(ctx))).resolves.toBeUndefined()
    await expect(
      Promise.resolve(redirectStep({ ...ctx, location: { href: '/' } as ParsedLocation })),
    ).resolves.toBeUndefined()
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('does nothing on the server, where the storefront worker already redirected', async () => {
    const transport = vi.fn(answer)
    await redirectStep(context('/stara-kategorie/rumy', transport, true))
    expect(transport).not.toHaveBeenCalled()
  })
})
