import type { Order } from '../../../lib/api/normalize'
import { formatPostcode } from '../../../lib/postcode'
import { useT } from '../../../lib/services'

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

type Props = {
  title: string
  address: Order['billingAddress']
  /** The billing address shows the company's IČO and DIČ. */
  withCompany?: boolean
}

/** An address of an order: name, company (with IČO and DIČ on the billing one), street, ZIP and city, phone. */
export function AddressBlock({ title, address, withCompany = false }: Props) {
  const t = useT()
  if (!address) return null
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const companyId = withCompany ? text(address.companyId) : null
  const vatId = withCompany ? text(address.vatId) : null
  return (
    <section className="order-detail__section">
      <h2>{title}</h2>
      <address className="order-address">
        {name ? <span>{name}</span> : null}
        {address.company ? <span>{address.company}</span> : null}
        {companyId ? <span>{t('order.address.companyId', { value: companyId })}</span> : null}
        {vatId ? <span>{t('order.address.vatId', { value: vatId })}</span> : null}
        {address.street ? <span>{address.street}</span> : null}
        {address.postcode || address.city ? (
          <span>{[formatPostcode(address.postcode), address.city].filter(Boolean).join(' ')}</span>
        ) : null}
        {address.phoneNumber ? <span>{address.phoneNumber}</span> : null}
      </address>
    </section>
  )
}
