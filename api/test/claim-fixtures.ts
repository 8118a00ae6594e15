import app from '../index'
import { orderOf, send } from './checkout-fixtures'
import { addFulfilmentCatalogue, JUICE } from './fulfilment-fixtures'
import { testEnv } from './env'

/** Customers, their orders and their claims as the shop API makes them (decision 050 tests). */

export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1])
export const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
])

/** A registered customer's bearer header. */
export async function customer(email: string): Promise<{ authorization: string }> {
  await send('POST', '/customers', { firstName: 'Petr', lastName: 'Svoboda', email, password: 'tajne-heslo-1' })
  const login = await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })
  return { authorization: `Bearer ${(await login.json<{ token: string }>()).token}` }
}

/** The customer's own placed order of two juices (courier, bank transfer): its number and token. */
export async function ownOrder(
  auth: Record<string, string>,
  email: string,
): Promise<{ number: string; token: string }> {
  await addFulfilmentCatalogue()
  const token = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
  await orderOf(await send('POST', `/orders/${token}/items`, { productVariant: JUICE, quantity: 2 }, auth))
  const addressed = await orderOf(
    await send(
      'PUT',
      `/orders/${token}`,
      {
        email,
        billingAddress: {
          firstName: 'Petr',
          lastName: 'Svoboda',
          street: 'Dlouhá 1',
          city: 'Praha',
          postcode: '110 00',
          phoneNumber: '+420111222333',
          countryCode: 'CZ',
        },
      },
      auth,
    ),
  )
  await send('PATCH', `/orders/${token}/shipments/${addressed.shipments[0]!.id}`, { shippingMethod: 'courier' }, auth)
  await send(
    'PATCH',
    `/orders/${token}/payments/${addressed.payments[0]!.id}`,
    { paymentMethod: 'bank_transfer' },
    auth,
  )
  const number = (await orderOf(await send('PATCH', `/orders/${token}/complete`, {}, auth))).number!
  return { number, token }
}

/** POST /claim-requests as the shop's forms send it: the fields, the files (bytes, name, type), extra headers. */
export function postClaim(
  fields: Record<string, string | string[]>,
  files: Array<[Uint8Array<ArrayBuffer>, string, string?]> = [],
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one)
  for (const [bytes, name, type] of files) form.append('attachments', new File([bytes], name, type ? { type } : {}))
  return Promise.resolve(
    app.request(
      '/api/v2/shop/claim-requests',
      { method: 'POST', headers: { accept: 'application/ld+json', ...headers }, body: form },
      testEnv,
    ),
  )
}

/** Files a complaint about the order through the shop API, with files; its id. */
export async function fileComplaint(
  orderNumber: string,
  email: string,
  files: Array<[Uint8Array<ArrayBuffer>, string]> = [],
  description = 'Láhev dorazila prasklá.',
): Promise<number> {
  const response = await postClaim({ type: 'complaint', orderNumber, email, reason: 'damaged', description }, files)
  if (response.status !== 201) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json<{ id: number }>()).id
}
