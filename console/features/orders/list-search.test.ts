import { describe, expect, it } from 'vitest'
import { orderListSearch } from './list-search'

/** What the orders list makes of its URL: a shared link opens the same list, a broken one the default list. */
const parse = (search: Record<string, unknown>) => ({ ...orderListSearch.parse(search) })

describe('the orders list’s search', () => {
  it('keeps the filters the API knows, the search trimmed and cut to 100 characters, a page past the first', () => {
    expect(
      parse({
        state: 'new',
        paymentState: 'awaiting_payment',
        shippingState: 'ready',
        shippingMethod: 'packeta',
        search: `  ${'x'.repeat(120)} `,
        page: 3,
      }),
    ).toEqual({
      state: 'new',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      shippingMethod: 'packeta',
      search: 'x'.repeat(100),
      page: 3,
    })
    expect(parse({ page: '2' }).page).toBe(2)
  })

  it('drops what the API would refuse and never throws: the list then shows its default', () => {
    const hostile: unknown[] = [undefined, null, '', '   ', 0, 1, -4, 2.5, [], ['new'], {}, true, NaN]
    for (const value of hostile) {
      const search = {
        state: value,
        paymentState: value,
        shippingState: value,
        shippingMethod: value,
        search: value,
        page: value,
      }
      expect(
        Object.values(parse(search)).filter((field) => field !== undefined),
        JSON.stringify(value),
      ).toEqual([])
    }
    const unknown = {
      state: 'shipped',
      paymentState: 'x',
      shippingState: 'lost',
      shippingMethod: 'drone',
      unknown: 'x',
    }
    expect(parse(unknown)).toEqual(parse({}))
    expect(parse({ unknown: 'x' })).not.toHaveProperty('unknown')
  })
})
