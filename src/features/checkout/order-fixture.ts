import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import type { Order } from '../../lib/api/normalize'

/** Orders and methods shaped like the API's answers, for the checkout's unit tests. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    tokenValue: 'tok123',
    number: null,
    state: 'cart',
    checkoutState: 'cart',
    paymentState: 'cart',
    shippingState: 'cart',
    email: null,
    billingAddress: null,
    shippingAddress: null,
    items: [
      {
        id: 1,
        variant: { '@id': '/api/v2/shop/product-variants/RUM_1_V', code: 'RUM_1_V' },
        variantCode: 'RUM_1_V',
        variantName: '0,7 l',
        productName: 'Diplomático Reserva',
        quantity: 2,
        unitPrice: 89_900,
        originalUnitPrice: 99_900,
        discountedUnitPrice: 80_910,
        subtotal: 161_820,
        total: 161_820,
      },
    ],
    payments: [{ id: 7, method: { '@id': '/api/v2/shop/payment-methods/cod', code: 'cod', name: 'Dobírka' } }],
    shipments: [
      { id: 5, method: { '@id': '/api/v2/shop/shipping-methods/packeta', code: 'packeta', name: 'Zásilkovna' } },
    ],
    itemsSubtotal: 161_820,
    itemsTotal: 161_820,
    shippingTotal: 7_900,
    paymentFeeTotal: 3_900,
    taxTotal: 30_812,
    total: 173_620,
    ...overrides,
  }
}

export const shippingMethods: ShippingMethod[] = [
  {
    '@id': '/api/v2/shop/shipping-methods/packeta',
    code: 'packeta',
    name: 'Zásilkovna',
    price: 7_900,
    requiresPickupPoint: true,
    paymentMethods: ['comgate', 'bank_transfer', 'cod'],
  },
  {
    '@id': '/api/v2/shop/shipping-methods/courier',
    code: 'courier',
    name: 'Kurýr',
    price: 12_900,
    paymentMethods: ['comgate', 'bank_transfer', 'cod'],
  },
  {
    '@id': '/api/v2/shop/shipping-methods/shop_pickup',
    code: 'shop_pickup',
    name: 'Osobní odběr',
    price: 0,
    paymentMethods: ['comgate', 'bank_transfer'],
  },
]

export const paymentMethods: PaymentMethod[] = [
  { '@id': '/api/v2/shop/payment-methods/comgate', code: 'comgate', name: 'Online platba', fee: 0, online: true },
  {
    '@id': '/api/v2/shop/payment-methods/bank_transfer',
    code: 'bank_transfer',
    name: 'Převodem',
    fee: 0,
    instructions: 'Účet 123456789/0100',
  },
  { '@id': '/api/v2/shop/payment-methods/cod', code: 'cod', name: 'Dobírka', fee: 3_900 },
]
