import type { OperationGroup } from '../operation'

/** The watch list, the Drinksletter, contact and claims (decisions 022, 024 and 026). */
export const services: OperationGroup = {
  tag: 'Watch list, newsletter and claims',
  operations: [
    { route: 'GET /watchdog', summary: "The customer's watch list", auth: 'customer' },
    {
      route: 'POST /watchdog',
      summary: 'Watch a variant (price drop, back in stock); 200 if watched already',
      auth: 'customer',
      input: 'watchdogCreateInput',
      status: 201,
    },
    { route: 'GET /watchdog/{code}', summary: 'Show a watched variant', auth: 'customer' },
    {
      route: 'PUT /watchdog/{code}',
      summary: 'Change what is watched',
      auth: 'customer',
      input: 'watchdogUpdateInput',
    },
    { route: 'DELETE /watchdog/{code}', summary: 'Stop watching a variant', auth: 'customer', status: 204 },
    {
      route: 'GET /watchdog/unsubscribe/{token}',
      summary: 'Stop an alert from the link in its mail',
      output: 'html',
      beforeLogin: true,
    },
    {
      route: 'POST /gdpr/customer-consent',
      summary: 'Subscribe to the Drinksletter (double opt-in)',
      input: 'newsletterSubscribeInput',
      status: 202,
      limited: true,
    },
    { route: 'PATCH /gdpr/customer-consent/{token}', summary: 'Confirm the subscription from the mail', status: 202 },
    // 202 when the account's e-mail is not verified yet: only its own flag changes until then (decision 024)
    {
      route: 'POST /gdpr/subscribe-shop-user',
      summary: 'Subscribe the logged-in customer (202: after verification)',
      auth: 'customer',
      status: 204,
    },
    {
      route: 'POST /gdpr/unsubscribe-shop-user',
      summary: 'Unsubscribe the logged-in customer (202: after verification)',
      auth: 'customer',
      status: 204,
    },
    {
      route: 'GET /gdpr/unsubscribe/{token}',
      summary: 'Unsubscribe page from the link in a mail',
      output: 'html',
      beforeLogin: true,
    },
    {
      route: 'POST /gdpr/unsubscribe/{token}',
      summary: 'Unsubscribe (the button on that page)',
      output: 'html',
      beforeLogin: true,
    },
    {
      route: 'POST /contact-requests',
      summary: 'Send a message to the shop',
      input: 'contactInput',
      status: 202,
      limited: true,
    },
    {
      route: 'POST /claim-requests',
      summary: 'File a complaint or a return, with attachments',
      input: 'claimInput',
      form: true,
      output: 'claim',
      status: 201,
      limited: true,
    },
    {
      route: 'POST /claim-requests/returnable-items',
      summary: 'Lines of an order that can be returned',
      input: 'returnableItemsInput',
      limited: true,
    },
    { route: 'GET /claim-requests', summary: "The customer's claims", auth: 'customer', output: 'claimList' },
    { route: 'GET /claim-requests/{id}', summary: 'Show a claim', auth: 'customer', output: 'claim' },
    {
      route: 'GET /claim-requests/{id}/attachments/{file}',
      summary: 'A file the shop sent with a reply to one of the customer’s claims (a download)',
      auth: 'customer',
      description: 'Only the claim’s owner; any other claim or file is 404. Served as an attachment, never cached.',
    },
    {
      route: 'POST /messages',
      summary: 'Add a message to a claim',
      auth: 'customer',
      input: 'claimMessageInput',
      status: 201,
      limited: true,
    },
  ],
}
