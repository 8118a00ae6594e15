import { describe, expect, it } from 'vitest'
import { renderPage } from '../../lib/test-fixtures'
import checkoutCs from '../checkout/locales/cs.json'
import type { AccountOrder } from './account.api'
import accountCs from './locales/cs.json'
import { OrderList } from './OrderList'
import './texts'

const render = (orders: AccountOrder[]) => renderPage(<OrderList orders={orders} />)

const method = (code: string) => ({ '@id': `/api/v2/shop/shipping-methods/${code}`, code, name: code })

function order(number: string, states: Partial<AccountOrder>, shipping: unknown = method('packeta')): AccountOrder {
  return {
    '@id': `/api/v2/shop/orders/t${number}`,
    tokenValue: `t${number}`,
    number,
    state: 'new',
    paymentState: 'awaiting_payment',
    shippingState: 'ready',
    checkoutCompletedAt: '2026-11-26 10:00:00',
    itemsTotal: 50_000,
    total: 50_000,
    shipments: [{ method: shipping }],
    ...states,
  } as AccountOrder
}

/** The state cell of each row, by order number. */
function statesOf(html: string): Record<string, string> {
  const rows = [...html.matchAll(/<tr><th scope="row">(\d+)<\/th><td>[^<]*<\/td><td>(.*?)<\/td>/g)]
  return Object.fromEntries(rows.map(([, number, cell]) => [number, cell!.replace(/<!-- -->/g, '')]))
}

describe('the account’s list of orders', () => {
  it('names each order’s state as the timeline of its page does', async () => {
    const html = await render([
      order('1001', {}),
      // fulfilment makes a paid order "progressing" at once; its page still shows "Zaplacena" until expedition
      order('1002', { state: 'progressing', paymentState: 'paid' }),
      order('1003', { state: 'progressing', paymentState: 'paid', shippingState: 'ready_for_expedition' }),
      order('1004', { state: 'progressing', paymentState: 'awaiting_payment', shippingState: 'shipped' }),
      order('1005', { state: 'progressing', paymentState: 'paid', shippingState: 'ready_for_pickup' }),
      order(
        '1006',
        { state: 'progressing', paymentState: 'paid', shippingState: 'ready_for_pickup' },
        method('shop_pickup'),
      ),
      order('1007', { state: 'fulfilled', paymentState: 'paid', shippingState: 'delivered' }, 'https://x/shop_pickup'),
      order('1008', { state: 'fulfilled', paymentState: 'paid', shippingState: 'delivered' }),
      order('1009', { state: 'cancelled', paymentState: 'cancelled', shippingState: 'cancelled' }),
      order('1010', { state: 'progressing', paymentState: 'refunded', shippingState: 'ready' }),
      order('1011', { state: 'fulfilled', paymentState: 'partially_refunded', shippingState: 'delivered' }),
      order('1012', { state: 'progressing', paymentState: 'refunded', shippingState: 'ready_for_expedition' }),
    ])
    expect(statesOf(html)).toEqual({
      '1001': 'Vytvořena',
      '1002': 'Zaplacena',
      '1003': 'Zpracovává se',
      '1004': 'Odeslána',
      '1005': 'Odeslána',
      '1006': 'Připravena k vyzvednutí',
      '1007': 'Vyzvednuta',
      '1008': 'Doručena',
      '1009': 'Zrušena',
      // all the money returned: the order's page's timeline ends there too, whatever was packed
      '1010': 'Platba vrácena',
      '1011': 'Doručena, platba částečně vrácena',
      '1012': 'Platba vrácena',
    })
  })

  it('words each step exactly as the order page’s timeline', () => {
    const { label: _label, todo: _todo, ...timeline } = checkoutCs.order.timeline
    expect(accountCs.account.orders.states).toEqual(timeline)
  })
})
