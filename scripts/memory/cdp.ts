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

export async function connectInspector(port: number, worker: string): Promise<Inspector> {
  // miniflare's inspector proxy wants an allowed Origin from clients that send a User-Agent (as Node's does)
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${worker}`, { headers: { origin: 'http://localhost' } } as unknown as string[])
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`no inspector for ${worker} on port ${port}`)), { once: true })
  })
  let nextId = 1
  const pending = new Map<number, Pending>()
  let chunks: string[] | null = null
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; method?: string; params?: { chunk?: string }; result?: unknown; error?: { message: string } }
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk' && chunks) chunks.push(message.params!.chunk!)
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
  async function takeHeapSnapshot() {
    chunks = []
    await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const text = chunks.join('')
    chunks = null
    return text
  }
  async function collectGarbage() {
    await takeHeapSnapshot()
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
