import { describe, expect, it } from 'vitest'
import { renderPage as render } from '../../../lib/test-fixtures'
import { orderFixture, paymentMethods } from '../order-fixture'
import { OrderDetail } from './OrderDetail'
import { ThankYouPage } from './ThankYouPage'

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const cancelled = (paymentState: string) =>
  orderFixture({
    state: 'cancelled',
    checkoutState: 'completed',
    paymentState,
    shippingState: 'cancelled',
    number: '000000051',
    cancelReason: 'Zboží se rozbilo při balení.',
  })

const thankYou = (order: ReturnType<typeof orderFixture>) =>
  render(
    <ThankYouPage
      order={order}
      paymentMethods={paymentMethods}
      documents={[]}
      delivery={Promise.resolve(null)}
      paymentReturn={{ status: undefined, checking: false }}
    />,
  )

describe('a cancelled order for its shopper', () => {
  it('no longer asks to have an ID ready for the hand-over of alcohol that will not come', async () => {
    const withAlcohol = (state: string, shippingState: string) => {
      const order = orderFixture({ state, checkoutState: 'completed', paymentState: 'cancelled', shippingState })
      return { ...order, shipments: order.shipments.map((s) => ({ ...s, checkAgeAtHandover: true })) }
    }
    const ageCheck = 'mějte u sebe doklad'
    const live = withAlcohol('new', 'ready')
    expect(
      text(
        await render(
          <OrderDetail order={{ ...live, paymentState: 'awaiting_payment' }} paymentMethods={[]} documents={[]} />,
        ),
      ),
    ).toContain(ageCheck)
    const cancelledOrder = withAlcohol('cancelled', 'cancelled')
    expect(text(await render(<OrderDetail order={cancelledOrder} paymentMethods={[]} documents={[]} />))).not.toContain(
      ageCheck,
    )
    expect(text(await thankYou(cancelledOrder))).not.toContain(ageCheck)
  })

  it('says why on the order page and the thank-you page', async () => {
    const order = cancelled('cancelled')
    expect(text(await render(<OrderDetail order={order} paymentMethods={[]} documents={[]} />))).toContain(
      'Důvod zrušení: Zboží se rozbilo při balení.',
    )
    const page = text(await thankYou(order))
    expect(page).toContain('Důvod zrušení: Zboží se rozbilo při balení.')
    expect(page).toContain('Objednávka i její platba jsou zrušené.')
  })

  it('tells a shopper who had paid that the money goes, or went, back, not that the payment was cancelled', async () => {
    const refunded = text(await thankYou(cancelled('refunded')))
    expect(refunded).toContain('Objednávka je zrušená a zaplacenou částku jsme vám vrátili.')
    expect(refunded).not.toContain('platba jsou zrušené')
    // paid by transfer: staff send the money back once they have the account
    expect(text(await thankYou(cancelled('paid')))).toContain(
      'Objednávka je zrušená. Zaplacenou částku vám vrátíme; jakmile peníze odejdou, pošleme vám e-mail.',
    )
  })

  it('does not promise dispatch and delivery of a paid order whose money all went back', async () => {
    const live = (paymentState: string) =>
      orderFixture({ state: 'progressing', checkoutState: 'completed', paymentState, shippingState: 'ready' })
    const refunded = text(await thankYou(live('refunded')))
    expect(refunded).toContain('Celou zaplacenou částku jsme vám vrátili.')
    expect(refunded).not.toContain('Fakturu a expedici zajistíme do 24 hodin')
    const partly = text(await thankYou(live('partially_refunded')))
    expect(partly).toContain('Část zaplacené částky jsme vám vrátili.')
    expect(partly).toContain('Fakturu a expedici zajistíme do 24 hodin')
  })
})
