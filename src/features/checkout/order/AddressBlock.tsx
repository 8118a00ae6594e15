import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** An address of an order: name, company with IČO and DIČ, street, ZIP and city, phone. */
export function AddressBlock({ title, address }: { title: string; address: Order['billingAddress'] }) {
  const t = useT()
  if (!address) return null
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const companyId = text(address.companyId)
  const vatId = text(address.vatId)
  return (
    <section className="order-detail__section">
      <h2>{title}</h2>
      <address className="order-address">
        {name ? <span>{name}</span> : null}
        {address.company ? <span>{address.company}</span> : null}
        {companyId ? <span>{t('order.address.companyId', { value: companyId })}</span> : null}
        {vatId ? <span>{t('order.address.vatId', { value: vatId })}</span> : null}
        {address.street ? <span>{address.street}</span> : null}
        {address.postcode || address.city ? <span>{[address.postcode, address.city].filter(Boolean).join(' ')}</span> : null}
        {address.phoneNumber ? <span>{address.phoneNumber}</span> : null}
      </address>
    </section>
  )
}
