/**
 * Runs tasks one at a time in the order they were asked for, so quick clicks never interleave their calls.
 * A failed task does not stop the ones behind it.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
}
export type SerialQueue = ReturnType<typeof createSerialQueue>
