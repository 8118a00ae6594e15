import './texts'
import type { AccountAddress } from '../../../contract/account'
import { useAuth } from '../auth'
import { AddressBook } from './AddressBook'
import { PasswordForm } from './PasswordForm'
import { ProfileForm } from './ProfileForm'

/** Settings: personal details (saved automatically), the password change and the address book. */
export function AccountSettings({ addresses }: { addresses: AccountAddress[] }) {
  const user = useAuth((s) => s.user)
  if (!user) return null
  return (
    <div className="account-settings">
      <ProfileForm user={user} />
      <AddressBook initial={addresses} />
      <PasswordForm customerIri={user['@id']} />
    </div>
  )
}
