import { useCallback, useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import { adminGet } from './admin-api'

/**
 * Data of one admin API path for a part of a screen that loads on its own (a queue panel): the answer, the
 * error, and `reload` after a change. A new path aborts the old request; the answer is parsed with `schema`.
 */
export function useAdmin<S extends z.ZodMiniType>(schema: S, path: string) {
  const [state, setState] = useState<{ data: z.output<S> | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  })
  const [round, setRound] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setState((current) => ({ ...current, loading: true }))
    adminGet(schema, path, controller.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: null, error, loading: false })
      },
    )
    return () => controller.abort()
  }, [schema, path, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { ...state, reload }
}
