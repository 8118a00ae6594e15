import { useState } from 'react'
import type { AccountAddress } from '../../../contract/account'
import { useT } from '../../lib/services'
import { formatPostcode } from '../../lib/postcode'
import { FormMessage } from '../../components/ui/FormField'
import type { AddressPayload } from './account.api'
import { addressValuesOf, EMPTY_ADDRESS } from './account-forms'
import { AddressForm } from './AddressForm'
import { useAccountApi } from './use-account-api'

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null

/**
 * The address book: the customer's addresses with their flags, added, edited and deleted in place. After each
 * change the list is read again, since making one address the default takes the flag from the others.
 */
export function AddressBook({ initial }: { initial: AccountAddress[] }) {
  const t = useT()
  const accountApi = useAccountApi()
  const [addresses, setAddresses] = useState(initial)
  const [editing, setEditing] = useState<Editing>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function saved(text: string) {
    setAddresses(await accountApi.listAddresses())
    setEditing(null)
    setConfirming(null)
    setNotice({ kind: 'success', text })
  }

  async function save(payload: AddressPayload, id: number | null) {
    if (id === null) await accountApi.createAddress(payload)
    else await accountApi.updateAddress(id, payload)
    await saved(t('account.addresses.saved'))
  }

  async function remove(id: number) {
    try {
      await accountApi.deleteAddress(id)
      await saved(t('account.addresses.deleted'))
    } catch {
      setNotice({ kind: 'error', text: t('account.addresses.deleteFailed') })
    }
  }

  const nameOf = (address: AccountAddress) => `${address.firstName} ${address.lastName}, ${address.street}`

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{t('account.addresses.title')}</h2>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {addresses.length === 0 ? <p>{t('account.addresses.empty')}</p> : null}
      <ul className="address-book__list">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            {editing?.kind === 'edit' && editing.id === address.id ? (
              <AddressForm
                idPrefix={`address-${address.id}`}
                title={t('account.addresses.editTitle')}
                initial={addressValuesOf(address)}
                onSave={(payload) => save(payload, address.id)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <address className="address-card__text">
                  {address.firstName} {address.lastName}
                  {address.company ? (
                    <>
                      <br />
                      {address.company}
                    </>
                  ) : null}
                  <br />
                  {address.street}
                  <br />
                  {formatPostcode(address.postcode)} {address.city}
                  <br />
                  {address.phoneNumber}
                </address>
                <p className="address-card__flags">
                  {address.defaultAddress ? <span className="badge">{t('account.addresses.defaultBadge')}</span> : null}
                  {address.otherReceiver ? (
                    <span className="badge">{t('account.addresses.otherReceiverBadge')}</span>
                  ) : null}
                </p>
                {confirming === address.id ? (
                  <div
                    className="address-card__confirm"
                    role="group"
                    aria-label={t('account.addresses.confirmDelete', { name: nameOf(address) })}
                  >
                    <p>{t('account.addresses.confirmDelete', { name: nameOf(address) })}</p>
                    <button type="button" className="button button--primary" onClick={() => void remove(address.id)}>
                      {t('account.addresses.yes')}
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
                      {t('account.addresses.no')}
                    </button>
                  </div>
                ) : (
                  <div className="address-card__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('account.addresses.editOf', { name: nameOf(address) })}
                      onClick={() => setEditing({ kind: 'edit', id: address.id })}
                    >
                      {t('account.addresses.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('account.addresses.deleteOf', { name: nameOf(address) })}
                      onClick={() => setConfirming(address.id)}
                    >
                      {t('account.addresses.delete')}
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' ? (
        <AddressForm
          idPrefix="address-new"
          title={t('account.addresses.newTitle')}
          initial={EMPTY_ADDRESS}
          onSave={(payload) => save(payload, null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
          {t('account.addresses.add')}
        </button>
      )}
    </section>
  )
}
