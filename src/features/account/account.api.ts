import './texts'
import type { AccountAddress, Customer } from '../../../contract/account'
import type { AddressInput } from '../../../contract/checkout'
import type { ApiAnswer, ApiClient } from '../../lib/api/client'

/**
 * The logged-in customer's calls (docs/shop-api.md#accounts, docs/shop-api.md#addresses): orders, settings, password and the address book.
 * Never cached: this is one person's data, and the browser's client outlives a logout.
 */
export type AccountOrder = ApiAnswer<'accountOrderList'>['hydra:member'][number]
export type CustomerUpdate = {
  firstName?: string
  lastName?: string
  phoneNumber?: string | null
  subscribedToNewsletter?: boolean
  /** The review invitation's consent (decision 061). */
  reviewInvitations?: boolean
}
export type PasswordChange = { currentPassword: string; newPassword: string; confirmNewPassword: string }
export type AddressPayload = AddressInput & { defaultAddress: boolean; otherReceiver: boolean }

export function createAccountApi(api: ApiClient) {
  return {
    /** Placed orders, newest first. */
    async listOrders(): Promise<{ orders: AccountOrder[]; total: number }> {
      const page = await api.get('/orders', { schema: 'accountOrderList', cache: false })
      return { orders: page['hydra:member'], total: page['hydra:totalItems'] }
    },
    updateCustomer(customerIri: string, update: CustomerUpdate): Promise<Customer> {
      return api.put(customerIri, { body: update, schema: 'customer' })
    },
    /** 204; a wrong current password is a 422 violation on `currentPassword`. */
    async changePassword(customerIri: string, change: PasswordChange): Promise<void> {
      await api.put(`${customerIri}/password`, { body: change })
    },
    async listAddresses(): Promise<AccountAddress[]> {
      return (await api.get('/addresses', { schema: 'accountAddressList', cache: false }))['hydra:member']
    },
    createAddress(address: AddressPayload): Promise<AccountAddress> {
      return api.post('/addresses', { body: address, schema: 'accountAddress' })
    },
    updateAddress(id: number, address: AddressPayload): Promise<AccountAddress> {
      return api.put(`/addresses/${id}`, { body: address, schema: 'accountAddress' })
    },
    deleteAddress(id: number): Promise<void> {
      return api.delete(`/addresses/${id}`)
    },
    /** Sends the e-mail verification link again (202). */
    async resendVerification(): Promise<void> {
      await api.post('/account-verification-requests', { body: {} })
    },
  }
}
export type AccountApi = ReturnType<typeof createAccountApi>
