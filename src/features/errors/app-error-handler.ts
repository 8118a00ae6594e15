import { useEffect } from 'react'
import { useServices } from '../../lib/services'

export const ERROR_REPORT_PATH = '/_errors'
const MAX_FIELD_LENGTH = 2000

export type AppErrorHandler = { handle(error: unknown, context: string): void }

/**
 * The app error handler (docs/product.md#errors): every fatal or unhandled error is reported; people also get a
 * notice, crawlers never see error UI (the error is only reported).
 */
export function createAppErrorHandler({
  isCrawler,
  report,
  notify,
}: {
  isCrawler: boolean
  report: (error: unknown, context: string) => void
  notify: (message: string) => void
}): AppErrorHandler {
  return {
    handle(error, context) {
      try {
        report(error, context)
      } catch {
        // Reporting must never raise a new error from inside the error handler; the notice still goes out.
      }
      if (!isCrawler) notify(describeError(error).message)
    },
  }
}

export type ErrorReport = { message: string; stack: string; context: string; url: string }

function truncate(text: string): string {
  return text.length > MAX_FIELD_LENGTH ? text.slice(0, MAX_FIELD_LENGTH) : text
}

function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }
  if (typeof error === 'string') return { message: error, stack: '' }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' }
  } catch {
    return { message: String(error), stack: '' }
  }
}

/** The body sent to the storefront's error endpoint; every field at most 2000 characters. */
export function createErrorReport(error: unknown, context: string, url: string): ErrorReport {
  const { message, stack } = describeError(error)
  return { message: truncate(message), stack: truncate(stack), context: truncate(context), url: truncate(url) }
}

/** Sends an error report to the storefront worker; a beacon survives the page unloading, fetch is the fallback. */
export function reportToServer(error: unknown, context: string): void {
  if (typeof window === 'undefined') return
  const body = JSON.stringify(createErrorReport(error, context, window.location.href))
  const beacon = typeof navigator.sendBeacon === 'function'
  if (beacon && navigator.sendBeacon(ERROR_REPORT_PATH, new Blob([body], { type: 'application/json' }))) return
  fetch(ERROR_REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(function reportUndelivered(cause: unknown) {
    // There is nowhere left to report a failed report to; in development it is at least visible.
    if (import.meta.env.DEV) console.warn('Error report not delivered', cause)
  })
}

/**
 * Browser noise that is not a fault of the app: the ResizeObserver loop notice, and "Script error." from
 * cross-origin scripts, which carries no details to act on.
 */
export function isIgnorableErrorEvent(event: Pick<ErrorEvent, 'message' | 'error'>): boolean {
  if (event.error != null) return false
  return /^ResizeObserver loop/.test(event.message) || event.message === 'Script error.'
}

/** Window `error` and `unhandledrejection` go to the app error handler; people see the generic error toast. */
export function useGlobalErrorHandlers(isCrawler: boolean): void {
  const { toasts, i18n } = useServices()

  useEffect(() => {
    const handler = createAppErrorHandler({
      isCrawler,
      report(error, context) {
        if (import.meta.env.DEV) console.warn(`[${context}]`, error)
        reportToServer(error, context)
      },
      notify: () => toasts.getState().toastShown({ kind: 'error', message: i18n.t('error.generic') }),
    })
    function onError(event: ErrorEvent) {
      if (!isIgnorableErrorEvent(event)) handler.handle(event.error ?? event.message, 'window.error')
    }
    function onRejection(event: PromiseRejectionEvent) {
      handler.handle(event.reason, 'unhandledrejection')
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [isCrawler, toasts, i18n])
}
