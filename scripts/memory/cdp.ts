// A minimal Chrome DevTools Protocol client for a workerd isolate, through the inspector that vite preview
// opens when INSPECTOR_PORT is set (vite.config.ts): ws://localhost:PORT/<worker name>. Only what the memory
// measurement needs: force a full GC, read the isolate's heap, take a heap snapshot.

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

export type Inspector = {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>
  /** A full GC. workerd never answers HeapProfiler.collectGarbage (V8 runs it as a platform task that workerd
   * does not pump), but a heap snapshot collects garbage first, so one is taken and thrown away. */
  collectGarbage(): Promise<void>
  /** Bytes the isolate's V8 heap uses after a full GC. */
  usedHeapAfterGc(): Promise<number>
  /** A heap snapshot as its JSON text (chunks of HeapProfiler.addHeapSnapshotChunk). */
  takeHeapSnapshot(): Promise<string>
  close(): void
}

/** A worker of vite preview, through miniflare's inspector proxy on `port` (INSPECTOR_PORT). */
export function connectInspector(port: number, worker: string): Promise<Inspector> {
  return connect(`ws://127.0.0.1:${port}/${worker}`)
}

/** Any isolate, by the WebSocket address workerd's own inspector lists for it at /json. */
export async function connect(url: string): Promise<Inspector> {
  // miniflare's inspector proxy wants an allowed Origin from clients that send a User-Agent (as Node's does)
  const socket = new WebSocket(url, { headers: { origin: 'http://localhost' } } as unknown as string[])
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`no inspector at ${url}`)), { once: true })
  })
  let nextId = 1
  const pending = new Map<number, Pending>()
  // where the chunks of a snapshot go while one is taken: kept for takeHeapSnapshot, dropped for a GC (the
  // snapshot of a leaking heap is larger than the longest string V8 allows)
  let onChunk: ((chunk: string) => void) | null = null
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number
      method?: string
      params?: { chunk?: string }
      result?: unknown
      error?: { message: string }
    }
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') onChunk?.(message.params!.chunk!)
    if (message.id === undefined) return
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) waiting?.reject(new Error(message.error.message))
    else waiting?.resolve(message.result)
  })
  function send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = nextId++
    socket.send(JSON.stringify({ id, method, params }))
    return new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }))
  }
  async function snapshot(chunk: (text: string) => void) {
    onChunk = chunk
    try {
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    } finally {
      onChunk = null
    }
  }
  async function takeHeapSnapshot() {
    const chunks: string[] = []
    await snapshot((chunk) => chunks.push(chunk))
    return chunks.join('')
  }
  async function collectGarbage() {
    await snapshot(() => undefined)
  }
  return {
    send,
    collectGarbage,
    async usedHeapAfterGc() {
      await collectGarbage()
      const usage = await send<{ usedSize: number }>('Runtime.getHeapUsage')
      return usage.usedSize
    },
    takeHeapSnapshot,
    close: () => socket.close(),
  }
}
