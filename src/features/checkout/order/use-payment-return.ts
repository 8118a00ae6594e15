import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { POLL_INTERVAL_MS, type PaymentReturnStatus, shouldPoll } from './payment-return'

export type PaymentReturn = { status: PaymentReturnStatus | undefined; checking: boolean }

/**
 * Handles the return from the gateway: the query parameters are removed from the address (which reads the
 * order again), and a PAID return whose payment the API has not seen yet is read again every 1.5 s for up to
 * 10 s. `routeId` names the page's route: only its loader runs again.
 */
export function usePaymentReturn(
  routeId: string,
  status: PaymentReturnStatus | undefined,
  paymentState: string | null | undefined,
): PaymentReturn {
  const router = useRouter()
  const navigate = useNavigate()
  // What the gateway said, kept after the address no longer carries it.
  const [returned] = useState(status)
  const [startedAt] = useState(() => Date.now())
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(() => shouldPoll(status, paymentState, 0))

  useEffect(() => {
    if (status) void navigate({ to: '.', search: {}, replace: true })
  }, [navigate, status])

  useEffect(() => {
    if (!shouldPoll(returned, paymentState, Date.now() - startedAt)) {
      setChecking(false)
      return
    }
    const timer = setTimeout(async () => {
      await router.invalidate({ filter: (match) => match.routeId === routeId })
      setAttempt((count) => count + 1)
    }, POLL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [attempt, paymentState, returned, routeId, router, startedAt])

  return { status: returned, checking }
}
