import { createServerEntry } from '@tanstack/start-server-core/request-response'
import { getStartContext, runWithStartContext } from '@tanstack/start-storage-context'
import { describe, expect, it } from 'vitest'
import { createRequestScope, currentStartStores, releaseWhenSent, startStoresRegistered } from './request-scope'

// `gc()` exists because vitest.config.ts starts workerd with V8's --expose-gc for these tests.
declare const gc: (() => void) | undefined

const PAGES = 40

/**
 * Serves PAGES requests shaped like a page render in production: TanStack Start's request event around the
 * handler, its start context around the render, a start context that reaches the request's data (as
 * `getRouter` reaches the router) and data that reaches a Response made inside the render (as the router
 * reaches its stream). Returns how many of the requests' data objects are still alive after full GCs.
 */
async function pagesAliveAfterGc({
  release,
  reachResponse = true,
}: {
  release: boolean
  reachResponse?: boolean
}): Promise<number> {
  const alive: WeakRef<object>[] = []
  const entry = createServerEntry({
    async fetch(request: Request) {
      const scope = createRequestScope()
      if (release) scope.hold(currentStartStores())
      const response = await runWithStartContext({ request } as never, async () => {
        if (release) scope.hold(currentStartStores())
        const page: { bytes: Uint8Array; response?: Response } = { bytes: new Uint8Array(64 * 1024) }
        alive.push(new WeakRef(page))
        Object.assign(getStartContext() as object, { page })
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<!doctype html><p>page</p>'))
            controller.close()
          },
        })
        const response = new Response(body, { headers: { 'content-type': 'text/html' } })
        if (reachResponse) page.response = response
        return response
      })
      return release ? releaseWhenSent(response, scope) : response
    },
  })
  for (let i = 0; i < PAGES; i++) {
    const response = await entry.fetch(new Request(`https://shop.example.cz/kategorie/rum?page=${i}`), {} as never)
    expect(await response.text()).toContain('<p>page</p>')
  }
  if (typeof gc !== 'function')
    throw new Error(
      'gc() is missing: run the worker tests with MINIFLARE_WORKERD_V8_FLAGS=--expose-gc (vitest.config.ts)',
    )
  // WeakRef targets stay alive until the current job ends, so collect across a few turns of the event loop.
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    gc()
  }
  return alive.filter((ref) => ref.deref() !== undefined).length
}

describe('request scope (docs/decisions/018-ssr-memory.md)', () => {
  it('finds TanStack Start stores where this version of Start registers them', () => {
    expect(startStoresRegistered()).toBe(true)
  })

  it('workerd keeps every request whose start context reaches a Response made inside it (why the scope exists)', async () => {
    // The same requests without that path are collected (all but the last one, which the runtime may still
    // hold as its most recent frame): the garbage collector runs, and the cycle is the cause.
    expect(await pagesAliveAfterGc({ release: false, reachResponse: false })).toBeLessThanOrEqual(1)
    // If this fails, the runtime lets go of such requests by itself: the scope may be no longer needed.
    expect(await pagesAliveAfterGc({ release: false })).toBeGreaterThanOrEqual(PAGES - 1)
  })

  it('after the response is sent, none of those requests stay reachable', async () => {
    expect(await pagesAliveAfterGc({ release: true })).toBeLessThanOrEqual(1)
  })

  it('empties the held stores once, when the body has been read to the end', async () => {
    const scope = createRequestScope()
    const store: Record<string, unknown> = { request: 'r', currentResponse: 'x' }
    scope.hold([store])
    const response = releaseWhenSent(new Response('abc', { status: 201, headers: { 'x-a': '1' } }), scope)
    expect(response.status).toBe(201)
    expect(response.headers.get('x-a')).toBe('1')
    expect(Object.keys(store)).toHaveLength(2)
    expect(await response.text()).toBe('abc')
    expect(Object.keys(store)).toHaveLength(0)
  })

  it('empties them when the visitor goes away mid-stream, and at once for a response without a body', async () => {
    const cancelled = createRequestScope()
    const store: Record<string, unknown> = { request: 'r' }
    cancelled.hold([store])
    const endless = new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(8)) })
    const response = releaseWhenSent(new Response(endless), cancelled)
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel('gone')
    expect(Object.keys(store)).toHaveLength(0)

    const empty = createRequestScope()
    const redirectStore: Record<string, unknown> = { request: 'r' }
    empty.hold([redirectStore])
    releaseWhenSent(new Response(null, { status: 302, headers: { location: '/' } }), empty)
    expect(Object.keys(redirectStore)).toHaveLength(0)
  })
})
