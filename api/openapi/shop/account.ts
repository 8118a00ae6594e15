import type { OperationGroup } from '../operation'

/** Accounts, sessions and the address book (SHOP-API.md section 2, decisions 011-013). */
export const account: OperationGroup = {
  tag: 'Account',
  operations: [
    { route: 'POST /authentication-token', summary: 'Log in: a JWT for the customer', input: 'loginInput', output: 'loginAnswer' },
    { route: 'POST /customers/token', summary: 'Log in (Sylius 1.x path)', input: 'loginInput', output: 'loginAnswer' },
    { route: 'POST /customers', summary: 'Register a customer', input: 'registrationInput', status: 204, limited: true },
    { route: 'GET /customers/{id}', summary: 'Show the logged-in customer', auth: 'customer', output: 'customer' },
    { route: 'PUT /customers/{id}', summary: 'Change the customer', auth: 'customer', input: 'customerUpdateInput', output: 'customer' },
    { route: 'PUT /customers/{id}/password', summary: 'Change the password', auth: 'customer', input: 'passwordChangeInput', status: 204 },
    { route: 'DELETE /sessions/current', summary: 'Log out: end this session', auth: 'customer', status: 204 },
    { route: 'POST /account-verification-requests', summary: 'Send the verification mail again', auth: 'customer', status: 202, limited: true },
    { route: 'POST /customers/verify', summary: 'Send the verification mail again (Sylius 1.x path)', auth: 'customer', status: 202, limited: true },
    { route: 'PATCH /account-verification-requests/{token}', summary: 'Verify the account with the token from the mail' },
    { route: 'PATCH /customers/verify/{token}', summary: 'Verify the account (Sylius 1.x path)' },
    { route: 'POST /reset-password-requests', summary: 'Ask for a password reset mail', input: 'resetRequestInput', status: 202, limited: true },
    { route: 'POST /customers/reset-password', summary: 'Ask for a password reset mail (Sylius 1.x path)', input: 'resetRequestInput', status: 202, limited: true },
    { route: 'GET /reset-password-requests/{token}', summary: 'Check that a reset token is still valid' },
    { route: 'PATCH /reset-password-requests/{token}', summary: 'Set a new password with the reset token', input: 'resetConfirmInput', status: 204 },
    { route: 'PATCH /customers/reset-password/{token}', summary: 'Set a new password (Sylius 1.x path)', input: 'resetConfirmInput', status: 204 },
    { route: 'GET /addresses', summary: 'The address book', auth: 'customer', output: 'accountAddressList' },
    { route: 'POST /addresses', summary: 'Add an address', auth: 'customer', input: 'accountAddressInput', output: 'accountAddress', status: 201 },
    {
      route: 'GET /addresses/{id}',
      summary: 'Show an address of the address book, or an order’s billing or shipping address',
      auth: 'either',
      query: 'addressQuery',
      output: 'addressItem',
      description:
        'An id of the address book answers its owner. An id from an order’s `billingAddress` or `shippingAddress` ' +
        '(read-only) answers whoever may read that order: its customer with their bearer, or the holder of its ' +
        'token as `tokenValue` (a guest’s only key). Anyone else gets 404, never 401, whatever the id names.',
    },
    { route: 'PUT /addresses/{id}', summary: 'Change an address', auth: 'customer', input: 'accountAddressInput', output: 'accountAddress' },
    { route: 'DELETE /addresses/{id}', summary: 'Remove an address', auth: 'customer', status: 204 },
    { route: 'GET /oauth/connect/{provider}', summary: 'Start a social login: redirect to the provider', status: 302, limited: true, beforeLogin: true },
    { route: 'GET /oauth/callback/{provider}', summary: "The provider's answer: redirect to the storefront", status: 302, beforeLogin: true },
    { route: 'POST /oauth/callback/{provider}', summary: "The provider's answer posted as a form (Apple)", status: 302, beforeLogin: true },
    { route: 'GET /oauth/connect/bankid', summary: 'Start the age check of a cart with alcohol at the bank identity (decision 038): redirect to the bank', auth: 'either', status: 302, limited: true },
    { route: 'GET /oauth/callback/bankid', summary: "The bank identity's answer: the age check's outcome, redirect to the checkout", status: 302, beforeLogin: true },
    { route: 'POST /oauth/handoff', summary: 'Exchange the one-time handoff code for a JWT', output: 'loginAnswer', beforeLogin: true },
  ],
}
