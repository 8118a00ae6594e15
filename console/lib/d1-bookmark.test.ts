import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { D1_BOOKMARK_HEADER, D1_WROTE_HEADER } from '../../contract/d1-bookmark'
import { adminGet, adminSend } from './admin-api'
import { forgetBookmark } from './d1-bookmark'

const SHIPPED = '00000000-0000002a-00000000-00000000000000000000000000000000'
const LATER_READ = '00000000-0000002b-00000000-00000000000000000000000000000000'
const order = z.object({ shippingState: z.string() })

/** A stand-in admin API: answers in turn, and the bookmark header each call carried. */
function adminApi(answers: Array<{ bookmark: string; wrote: boolean }>) {
  const sent: Array<string | null> = []
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get(D1_BOOKMARK_HEADER))
      const answer = answers[sent.length - 1]!
      const headers = new Headers({ [D1_BOOKMARK_HEADER]: answer.bookmark })
      if (answer.wrote) headers.set(D1_WROTE_HEADER, '1')
      return Promise.resolve(new Response(JSON.stringify({ shippingState: 'shipped' }), { status: 200, headers }))
    }),
  )
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
  forgetBookmark()
})

describe("the console reads back staff's own changes", () => {
  it('sends the bookmark of its last write with the next calls, and not the bookmark of a read', async () => {
    const sent = adminApi([
      { bookmark: LATER_READ, wrote: false },
      { bookmark: SHIPPED, wrote: true },
      { bookmark: LATER_READ, wrote: false },
      { bookmark: LATER_READ, wrote: false },
    ])
    await adminGet(order, '/orders/7')
    await adminSend(order, 'PATCH', '/orders/7/ship', { json: {} })
    await adminGet(order, '/orders/7')
    await adminGet(order, '/orders')
    expect(sent).toEqual([null, null, SHIPPED, SHIPPED])
  })
})
