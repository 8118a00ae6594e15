import './texts'
import { accountAddressInput, customerUpdateInput, passwordChangeInput } from '../../../contract/account'
import type { AccountAddress, Customer } from '../../../contract/account'
import type { AddressPayload, CustomerUpdate } from './account.api'

/**
 * The account forms' values and how they become payloads; checked with the contract's schemas (the same
 * ones the API validates with). zod lives in the account pages' chunks only (decision 009).
 */
export const profileSchema = customerUpdateInput
export const passwordSchema = passwordChangeInput
export const addressSchema = accountAddressInput

export type ProfileValues = {
  firstName: string
  lastName: string
  phoneNumber: string
  subscribedToNewsletter: boolean
  /** Review invitations after delivery (decision 061). */
  reviewInvitations: boolean
}

export function profileValuesOf(user: Customer): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    subscribedToNewsletter: user.subscribedToNewsletter,
    reviewInvitations: user.reviewInvitations ?? false,
  }
}

/** An empty phone removes it (null); names are sent as typed, the API trims them. */
export function toCustomerUpdate(values: ProfileValues): CustomerUpdate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber.trim() === '' ? null : values.phoneNumber,
    subscribedToNewsletter: values.subscribedToNewsletter,
    reviewInvitations: values.reviewInvitations,
  }
}

export type AddressValues = {
  firstName: string
  lastName: string
  company: string
  street: string
  city: string
  postcode: string
  phoneNumber: string
  defaultAddress: boolean
  otherReceiver: boolean
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  city: '',
  postcode: '',
  phoneNumber: '',
  defaultAddress: false,
  otherReceiver: false,
}

export function addressValuesOf(address: AccountAddress): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    phoneNumber: address.phoneNumber,
    defaultAddress: address.defaultAddress,
    otherReceiver: address.otherReceiver,
  }
}

/** The address book delivers in Czechia only (contract DELIVERY_COUNTRIES). */
export function toAddressPayload(values: AddressValues): AddressPayload {
  return { ...values, company: values.company.trim() === '' ? null : values.company, countryCode: 'CZ' }
}
