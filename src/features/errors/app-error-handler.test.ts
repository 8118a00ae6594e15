import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createAppErrorHandler,
  createErrorReport,
  ERROR_REPORT_PATH,
  isIgnorableErrorEvent,
  reportToServer,
} from './app-error-handler'

function setup(isCrawler: boolean) {
  const reported: { error: unknown; context: string }[] = []
  const notices: string[] = []
  const handler = createAppErrorHandler({
    isCrawler,
    report: (error, context) => reported.push({ error, context }),
    notify: (message) => notices.push(message),
  })
  return { handler, reported, notices }
}

describe('createAppErrorHandler', () => {
  it('reports the error and notifies a person', () => {
    const { handler, reported, notices } = setup(false)
    const error = new Error('boom')
    handler.handle(error, 'window.error')
    expect(reported).toEqual([{ error, context: 'window.error' }])
    expect(notices).toHaveLength(1)
  })

  it('only reports for a crawler and shows it nothing', () => {
    const { handler, reported, notices } = setup(true)
    handler.handle(new Error('boom'), 'unhandledrejection')
    expect(reported).toHaveLength(1)
    expect(notices).toEqual([])
  })

  it('still notifies when reporting itself fails', () => {
    const notices: string[] = []
    const handler = createAppErrorHandler({
      isCrawler: false,
      report: () => {
        throw new Error('report failed')
      },
      notify: (message) => notices.push(message),
    })
    expect(() => handler.handle('broken', 'test')).not.toThrow()
    expect(notices).toEqual(['broken'])
  })
})

describe('createErrorReport', () => {
  it('carries the message, stack, context and address of an error', () => {
    const error = new TypeError('x is undefined')
    const report = createErrorReport(error, 'window.error', 'https://shop.test/cart')
    expect(report).toEqual({
      message: 'TypeError: x is undefined',
      stack: error.stack,
      context: 'window.error',
      url: 'https://shop.test/cart',
    })
  })

  it('describes values that are not errors', () => {
    expect(createErrorReport('plain', 'c', 'u').message).toBe('plain')
    expect(createErrorReport({ code: 7 }, 'c', 'u').message).toBe('{"code":7}')
    expect(createErrorReport(undefined, 'c', 'u').message).toBe('undefined')
  })

  it('cuts every field to 2000 characters', () => {
    const long = 'a'.repeat(5000)
    const report = createErrorReport(long, long, long)
    expect(report.message).toHaveLength(2000)
    expect(report.context).toHaveLength(2000)
    expect(report.url).toHaveLength(2000)
  })
})

describe('reportToServer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends the report as a JSON beacon', async () => {
    const beacons: { url: string; data: Blob }[] = []
    const fetchSpy = vi.fn()
    vi.stubGlobal('window', { location: { href: 'https://shop.test/produkt/rum' } })
    vi.stubGlobal('navigator', { sendBeacon: (url: string, data: Blob) => beacons.push({ url, data }) > 0 })
    vi.stubGlobal('fetch', fetchSpy)
    reportToServer(new Error('boom'), 'window.error')
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.url).toBe(ERROR_REPORT_PATH)
    expect(beacons[0]?.data.type).toBe('application/json')
    expect(JSON.parse((await beacons[0]?.data.text()) ?? '')).toMatchObject({
      message: 'Error: boom',
      context: 'window.error',
      url: 'https://shop.test/produkt/rum',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('falls back to a keepalive POST when no beacon can be sent', () => {
    const fetchSpy = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('window', { location: { href: 'https://shop.test/' } })
    vi.stubGlobal('navigator', { sendBeacon: () => false })
    vi.stubGlobal('fetch', fetchSpy)
    reportToServer('broken', 'unhandledrejection')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [path, init] = fetchSpy.mock.calls[0] ?? []
    expect(path).toBe(ERROR_REPORT_PATH)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'broken', context: 'unhandledrejection' })
  })
})

describe('isIgnorableErrorEvent', () => {
  it('ignores the ResizeObserver loop notice and detail-less cross-origin script errors', () => {
    expect(
      isIgnorableErrorEvent({ message: 'ResizeObserver loop completed with undelivered notifications.', error: null }),
    ).toBe(true)
    expect(isIgnorableErrorEvent({ message: 'Script error.', error: null })).toBe(true)
  })

  it('keeps every error that carries an error object', () => {
    expect(isIgnorableErrorEvent({ message: 'Script error.', error: new Error('real') })).toBe(false)
    expect(isIgnorableErrorEvent({ message: 'Uncaught TypeError: x', error: null })).toBe(false)
  })
})
