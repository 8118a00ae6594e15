import type { Address } from '../../lib/orders'

/**
 * One address card of the order screen. Only the parts the order has are written: the billing of a vouchers-only
 * order is a name alone, and such an order has no shipping address at all (nothing is sent; decision 056), which
 * the card says rather than showing an empty dash.
 */
export function AddressBlock({ title, address, empty }: { title: string; address: Address | null; empty: string }) {
  if (!address) {
    return (
      <section className="card">
        <h2>{title}</h2>
        <p>{empty}</p>
      </section>
    )
  }
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const place = [address.postcode, address.city].filter(Boolean).join(' ')
  const lines = [address.company ? `${name}, ${address.company}` : name, address.street, place, address.phoneNumber]
  return (
    <section className="card">
      <h2>{title}</h2>
      <address>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
      </address>
    </section>
  )
}
