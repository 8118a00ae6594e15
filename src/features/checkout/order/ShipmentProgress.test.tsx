import { describe, expect, it } from 'vitest'
import { renderPage as render } from '../../../lib/test-fixtures'
import { SHOP_INFO } from '../../content'
import { orderFixture } from '../order-fixture'
import { OrderDetail } from './OrderDetail'
import { OrderInfo } from './OrderInfo'
import { infoVariant } from './order-status'

const TRACKING = 'https://tracking.packeta.com/cs/?id=Z1234567890'
const shipped = orderFixture({
  state: 'progressing',
  checkoutState: 'completed',
  paymentState: 'awaiting_payment',
  shippingState: 'shipped',
  number: '000000042',
  shipments: [
    {
      id: 5,
      state: 'shipped',
      tracking: 'Z 123 4567 890',
      trackingUrl: TRACKING,
      method: { '@id': '/m/packeta', code: 'packeta', name: 'Zásilkovna' },
    },
  ],
})
const shopReady = orderFixture({
  state: 'progressing',
  checkoutState: 'completed',
  paymentState: 'paid',
  shippingState: 'ready_for_pickup',
  number: '000000043',
  shipments: [
    {
      id: 6,
      state: 'ready_for_pickup',
      method: { '@id': '/m/shop_pickup', code: 'shop_pickup', name: 'Osobní odběr' },
    },
  ],
})
const noDelivery = Promise.resolve(null)

describe('a dispatched order for its shopper', () => {
  it("links the carrier's tracking page on the order page and in the shipped info", async () => {
    const detail = await render(<OrderDetail order={shipped} paymentMethods={[]} documents={[]} />)
    expect(detail).toContain(`href="${TRACKING.replace('&', '&amp;')}"`)
    expect(detail).toContain('Sledovat zásilku')
    expect(detail).toContain('Číslo zásilky: Z 123 4567 890')
    // cash on delivery is paid to the carrier: the shopper is not told the shop waits for their money
    expect(detail).toMatch(/Platba:<\/dt><dd>Dobírkou při převzetí</)
    expect(detail).not.toContain('Čeká na platbu')
    const info = await render(
      <OrderInfo order={shipped} variant={infoVariant(shipped)} method={null} delivery={noDelivery} />,
    )
    expect(info).toContain('Objednávka je na cestě')
    expect(info).toContain('Sledovat zásilku')
  })

  it("shows the shop's address and opening hours for a pickup in the shop that is ready", async () => {
    expect(infoVariant(shopReady)).toBe('pickup-ready')
    const info = await render(
      <OrderInfo order={shopReady} variant="pickup-ready" method={null} delivery={noDelivery} />,
    )
    expect(info).toContain('Objednávka na vás čeká v naší prodejně v Praze.')
    expect(info).toContain(SHOP_INFO.address.street)
    expect(info).toContain('Otevírací doba prodejny')
    expect(info).toContain('10:00–22:00')
  })

  it('shows neither before the order leaves', async () => {
    const placed = orderFixture({
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      number: '000000044',
    })
    const detail = await render(<OrderDetail order={placed} paymentMethods={[]} documents={[]} />)
    expect(detail).not.toContain('Sledovat zásilku')
    expect(detail).toContain('Dobírkou při převzetí')
  })
})

describe('a bank transfer awaited', () => {
  it('says by when it must arrive before the order is cancelled', async () => {
    const order = orderFixture({
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      number: '000000045',
      paymentDueAt: '2026-12-03 10:00:00',
      payments: [{ id: 8, method: { '@id': '/m/bank_transfer', code: 'bank_transfer', name: 'Bankovní převod' } }],
    })
    const method = {
      code: 'bank_transfer',
      name: 'Bankovní převod',
      online: false,
      instructions: 'Číslo účtu: 2001234567/2010',
    }
    const info = await render(
      <OrderInfo order={order} variant="pending" method={method as never} delivery={noDelivery} />,
    )
    expect(info).toContain('Platbu očekáváme do 3. 12. 2026 11:00. Pokud do té doby nedorazí, objednávku zrušíme.')
  })
})
