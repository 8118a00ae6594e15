import type { OperationGroup } from '../operation'

/**
 * The cart, checkout, methods and payment (docs/shop-api.md#cart-and-checkout, decisions 010 and 014). The cart's token in the
 * path is the guest's secret; once a customer owns the order, their bearer is required as well.
 */
export const cart: OperationGroup = {
  tag: 'Cart and checkout',
  operations: [
    {
      route: 'POST /orders',
      summary: 'Create a cart (201), or take over an existing one (200)',
      auth: 'either',
      input: 'orderCreateInput',
      output: 'order',
      status: 201,
    },
    { route: 'GET /orders', summary: "The customer's placed orders", auth: 'customer', output: 'accountOrderList' },
    {
      route: 'GET /orders/{token}',
      summary: 'Show a cart or an order',
      auth: 'either',
      output: 'order',
      description:
        'Its `billingAddress` and `shippingAddress` are embedded with `/api/v2/shop/addresses/{id}` IRIs, as in Sylius; ' +
        '`GET /addresses/{id}` reads them for whoever may read the order.',
    },
    { route: 'DELETE /orders/{token}', summary: 'Throw the cart away', auth: 'either', status: 204 },
    {
      route: 'PUT /orders/{token}',
      summary: 'Addresses, e-mail, note and coupon of the cart',
      auth: 'either',
      input: 'orderUpdateInput',
      output: 'order',
      limited: true,
    },
    {
      route: 'POST /orders/{token}/items',
      summary: 'Add a variant to the cart',
      auth: 'either',
      input: 'orderItemAddInput',
      output: 'order',
      status: 201,
      requiredFields: true,
    },
    {
      route: 'PATCH /orders/{token}/items/{id}',
      summary: 'Change the quantity of a line',
      auth: 'either',
      input: 'orderItemChangeInput',
      output: 'order',
      requiredFields: true,
    },
    { route: 'DELETE /orders/{token}/items/{id}', summary: 'Remove a line', auth: 'either', status: 204 },
    {
      route: 'PATCH /orders/{token}/shipments/{id}',
      summary: 'Choose the shipping method (and pickup point)',
      auth: 'either',
      input: 'shipmentUpdateInput',
      output: 'order',
      requiredFields: true,
    },
    {
      route: 'PATCH /orders/{token}/payments/{id}',
      summary: 'Choose the payment method',
      auth: 'either',
      input: 'paymentUpdateInput',
      output: 'order',
      requiredFields: true,
    },
    {
      route: 'PATCH /orders/{token}/complete',
      summary: 'Place the order',
      auth: 'either',
      input: 'orderCompleteInput',
      output: 'order',
      limited: true,
    },
    {
      route: 'GET /orders/{token}/shipments/{id}/methods',
      summary: 'Shipping methods available for the cart',
      auth: 'either',
      output: 'shippingMethodList',
    },
    {
      route: 'GET /orders/{token}/payments/{id}/methods',
      summary: 'Payment methods available for the cart',
      auth: 'either',
      output: 'paymentMethodList',
    },
    {
      route: 'GET /orders/{token}/pay',
      summary: 'Where to pay the placed order (Comgate)',
      auth: 'either',
      output: 'paymentRedirect',
    },
    {
      route: 'GET /orders/expected-delivery-info/{token}',
      summary: 'When the order is expected to arrive',
      auth: 'either',
      output: 'expectedDeliveryInfo',
    },
    {
      route: 'GET /orders/{token}/payment-qr',
      summary: 'How to pay an unpaid bank-transfer order: account, variable symbol, amount and the QR Platba',
      auth: 'either',
      output: 'paymentQr',
    },
    {
      route: 'GET /orders/{token}/invoices',
      summary: "The order's invoice and credit notes (decision 045)",
      auth: 'either',
    },
    {
      route: 'GET /invoices/{id}/download',
      summary: 'The PDF of an invoice or credit note, to whoever may read its order',
      auth: 'either',
    },
    {
      route: 'GET /gift-cards/{code}',
      summary: 'A gift voucher’s balance and expiry; 404 for an unknown code (decision 056)',
      output: 'giftCard',
      limited: true,
    },
    {
      route: 'PATCH /gift-cards/{code}/add-to-order',
      summary: 'Pay part of the cart with a gift voucher (a means of payment: the goods and their VAT stay whole)',
      auth: 'either',
      input: 'giftCardOrderInput',
      output: 'order',
      limited: true,
    },
    {
      route: 'PATCH /gift-cards/{code}/remove-from-order',
      summary: 'Take a gift voucher off the cart',
      auth: 'either',
      input: 'giftCardOrderInput',
      output: 'order',
    },
    { route: 'POST /payment-notifications/comgate', summary: "Comgate's server-to-server payment notification" },
    { route: 'GET /shipping-methods', summary: 'List shipping methods', output: 'shippingMethodList' },
    { route: 'GET /shipping-methods/{code}', summary: 'Show a shipping method' },
    { route: 'GET /payment-methods', summary: 'List payment methods', output: 'paymentMethodList' },
    { route: 'GET /payment-methods/{code}', summary: 'Show a payment method', output: 'paymentMethod' },
    {
      route: 'GET /companies/{ico}',
      summary: 'Look a company up in ARES by its IČO',
      output: 'company',
      limited: true,
    },
  ],
}
