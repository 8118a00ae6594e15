import type { OperationGroup } from './operation'

/**
 * The admin API (decision 029), under /api/v2/admin on the API worker's own host: every operation needs an admin
 * token; without the ADMIN_API_TOKEN secret the whole API answers 404.
 */
const admin = { auth: 'admin' } as const

export const adminOperations: OperationGroup = {
  tag: 'Admin',
  operations: [
    {
      route: 'GET /redirects',
      summary: 'A page of the redirects, disabled ones too',
      query: 'adminRedirectListQuery',
      ...admin,
    },
    {
      route: 'POST /redirects',
      summary: 'Adds a redirect (force=1: from a live product or category URL)',
      query: 'forceQuery',
      input: 'redirectBody',
      status: 201,
      ...admin,
    },
    { route: 'GET /redirects/{id}', summary: 'One redirect', ...admin },
    {
      route: 'PUT /redirects/{id}',
      summary: 'Replaces a redirect',
      query: 'forceQuery',
      input: 'redirectBody',
      ...admin,
    },
    { route: 'DELETE /redirects/{id}', summary: 'Removes a redirect', status: 204, ...admin },
    {
      route: 'POST /redirects/import',
      summary: 'Imports up to 1000 redirects: all rows or none',
      query: 'forceQuery',
      input: 'redirectImportBody',
      ...admin,
    },
    {
      route: 'GET /product-variants',
      summary: 'Variants whose code or product name contains `search`, by product name, with price and stock',
      query: 'adminVariantListQuery',
      ...admin,
    },
    { route: 'GET /product-variants/{code}', summary: 'A variant’s price, original price and stock', ...admin },
    {
      route: 'PATCH /product-variants/{code}',
      summary: 'Changes a variant’s price or stock (price history, watchdog alerts)',
      input: 'variantPatch',
      ...admin,
    },
    {
      route: 'GET /content',
      summary: 'The content import’s status: counts, pictures, pages by last change, the imports through this API',
      ...admin,
    },
    {
      route: 'PUT /content',
      summary: 'Imports the content files (decision 017) in one transaction',
      input: 'contentBody',
      ...admin,
    },
    {
      route: 'POST /bank-statements',
      summary: 'Pairs a bank statement (GPC or Fio JSON) with payments awaiting a transfer (decision 045)',
      ...admin,
    },
    {
      route: 'GET /audit-log-entries',
      summary: 'Who changed what through the admin API, newest first',
      query: 'auditQuery',
      ...admin,
    },
    { route: 'GET /docs.json', summary: 'This OpenAPI 3.1 document of the admin API', ...admin },
    // fulfilment (decision 044): each transition answers with the whole order as it is now
    {
      route: 'GET /orders',
      summary: 'A page of placed orders: by state, payment and shipping state, method, date, search',
      query: 'adminOrderListQuery',
      ...admin,
    },
    {
      route: 'GET /orders/{tokenValue}',
      summary: 'One order: items, addresses, age check, payments, shipments, refunds, history',
      ...admin,
    },
    {
      route: 'PATCH /orders/{tokenValue}/cancel',
      summary: 'Cancels an order: stock back, parcel cancelled, paid money refunded',
      input: 'orderCancelBody',
      ...admin,
    },
    {
      route: 'PATCH /payments/{id}/complete',
      summary: 'Records a payment received (a bank transfer); an amount must match',
      input: 'paymentCompleteBody',
      ...admin,
    },
    {
      route: 'POST /payments/{id}/refunds',
      summary: 'Refunds all or part of a payment (card: through the gateway; else to an account)',
      input: 'refundBody',
      status: 201,
      ...admin,
    },
    { route: 'PATCH /shipments/{id}/wait-for-expedition', summary: 'The shipment waits for expedition', ...admin },
    {
      route: 'PATCH /shipments/{id}/ready-for-expedition',
      summary: 'The shipment is packed, ready for expedition',
      ...admin,
    },
    {
      route: 'PATCH /shipments/{id}/ship',
      summary: 'Dispatch: a Packeta parcel, a courier tracking code, or ready for pickup in the shop',
      input: 'shipmentShipBody',
      ...admin,
    },
    {
      route: 'PATCH /shipments/{id}/pick-up',
      summary: 'Handed over in the shop (alcohol: with the age checked)',
      input: 'shipmentPickUpBody',
      ...admin,
    },
    {
      route: 'PATCH /shipments/{id}/deliver',
      summary: 'The parcel was delivered (a courier; Packeta reports itself)',
      ...admin,
    },
    {
      route: 'PATCH /shipments/{id}/refuse',
      summary: 'The parcel came back refused: the order is cancelled, stock back',
      input: 'shipmentRefuseBody',
      ...admin,
    },
    { route: 'GET /shipments/{id}/label', summary: 'The Packeta label of a shipped parcel (PDF)', ...admin },
    {
      route: 'GET /shipments/labels',
      summary: 'The labels of several shipped Packeta parcels in one PDF (ids=1,2,3)',
      ...admin,
    },
    { route: 'GET /invoices/{id}/download', summary: 'An invoice or credit note of any order (PDF)', ...admin },
    { route: 'GET /me', summary: 'Who is signed in: e-mail or token name, and the role (staff or admin)', ...admin },
    // complaints and returns (decision 050)
    {
      route: 'GET /claim-requests',
      summary: 'A page of complaints and returns: by state, type, overdue; search by number, order, e-mail',
      query: 'adminClaimListQuery',
      ...admin,
    },
    {
      route: 'GET /claim-requests/{id}',
      summary: 'One claim: order, lines, messages, files (signed links, 5 minutes), 30-day deadline',
      ...admin,
    },
    { route: 'PATCH /claim-requests/{id}/start', summary: 'Takes a new claim into work', ...admin },
    {
      route: 'POST /claim-requests/{id}/messages',
      summary: 'Replies to the customer (multipart: message, up to 5 attachments); mailed, shown in the account',
      form: true,
      status: 201,
      ...admin,
    },
    {
      route: 'PATCH /claim-requests/{id}/decide',
      summary: 'Decides a claim once: accepted (refund, replacement, repair) or rejected with a reason',
      input: 'claimDecideBody',
      ...admin,
    },
    {
      route: 'GET /claim-attachments/{id}',
      summary: 'A claim’s file through the signed link of the claim’s detail (no token; the link expires)',
      description: 'Answers 403 to a changed or expired link; 404 where the admin API has no token configured.',
    },
  ],
}
