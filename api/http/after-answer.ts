/**
 * Work that must not hold up (or show in the timing of) the answer: run after it through `waitUntil`. Where the
 * app was called without an execution context (tests calling `app.request` without one) it runs before the
 * answer instead, so its effects can still be checked. Failures are logged; nobody could handle them later.
 */
export type AnswerContext = { readonly executionCtx: Pick<ExecutionContext, 'waitUntil'> }

export async function afterAnswer(c: AnswerContext, work: () => Promise<unknown>): Promise<void> {
  const guarded = () =>
    work().catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', msg: 'work after the answer failed', error: String(error) })),
    )
  let executionCtx: Pick<ExecutionContext, 'waitUntil'> | null = null
  try {
    executionCtx = c.executionCtx
  } catch {
    // Hono's getter throws when the app was called without one
  }
  if (executionCtx) executionCtx.waitUntil(guarded())
  else await guarded()
}
