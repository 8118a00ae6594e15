/**
 * Lets go of a page render's request-scoped objects once its response has been sent (decision 018).
 *
 * Why this exists: workerd keeps every AsyncLocalStorage value of a frame (`als.run(value, fn)`) behind a
 * strong V8 handle, and frames are kept alive by what was created inside them (a Response, a stream, a timer
 * keeps the frame it was made in). TanStack Start stores per-request objects in two AsyncLocalStorages: its
 * request event (which points at the response it built) and its start context (which points at the router,
 * our services and the Hono context through `getRouter` and `contextAfterGlobalMiddlewares`). So the value
 * reaches the frame and the frame holds the value by a root handle: a cycle the garbage collector may not
 * break, and every rendered page stayed in the isolate for good (about 120 kB a page, heap snapshots in
 * docs/decisions/018-ssr-memory.md). Emptying those store objects after the response is sent cuts the path
 * from the root handle to the rest of the request, and the rest is collected; the emptied objects are a few
 * dozen bytes each.
 *
 * The stores are found by the global symbols TanStack Start registers them under
 * (@tanstack/start-server-core internal-request-response.ts and @tanstack/start-storage-context), which are
 * internals: worker/request-scope.test.ts fails when an upgrade renames them.
 */

/** TanStack Start's request event storage and start context storage, by their global symbols. */
const STORE_KEYS = [Symbol.for('tanstack-start:event-storage'), Symbol.for('tanstack-start:start-storage-context')]

type Storage = { getStore(): unknown }

/** The values TanStack Start's stores hold where this is called (none outside a request). */
export function currentStartStores(): object[] {
  const values: object[] = []
  for (const key of STORE_KEYS) {
    const storage = (globalThis as Record<symbol, Storage | undefined>)[key]
    const value = storage?.getStore()
    if (value && typeof value === 'object') values.push(value)
  }
  return values
}

/** Whether TanStack Start's stores are where this module looks for them (the upgrade check of the test). */
export function startStoresRegistered(): boolean {
  return STORE_KEYS.every(
    (key) => typeof (globalThis as Record<symbol, Storage | undefined>)[key]?.getStore === 'function',
  )
}

export type RequestScope = {
  /** Keeps `values` to be emptied when the response has been sent. */
  hold(values: object[]): void
  /** Empties what is held; the second call does nothing. */
  release(): void
}

export function createRequestScope(): RequestScope {
  let held: Set<object> | null = new Set()
  return {
    hold(values) {
      if (!held) return
      for (const value of values) held.add(value)
    },
    release() {
      if (!held) return
      for (const value of held) {
        for (const key of Reflect.ownKeys(value)) Reflect.deleteProperty(value, key)
      }
      held = null
    },
  }
}

/**
 * The same response, whose body calls `scope.release()` when it has been read to the end or cancelled (the
 * visitor went away); at once when there is no body. Only then: a streamed page still renders, and reads the
 * stores, after the handler has returned.
 */
export function releaseWhenSent(response: Response, scope: RequestScope): Response {
  if (!response.body) {
    scope.release()
    return response
  }
  const reader = response.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        scope.release()
        throw error
      }
      if (chunk.done) {
        controller.close()
        scope.release()
      } else {
        controller.enqueue(chunk.value)
      }
    },
    async cancel(reason) {
      scope.release()
      await reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
