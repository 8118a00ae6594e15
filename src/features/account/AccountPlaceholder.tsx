import './texts'
import { useT } from '../../lib/services'

/** The watchdog and complaint screens until their own issues fill them. */
export function AccountPlaceholder({ section }: { section: 'watchdog' | 'complaint' }) {
  const t = useT()
  return (
    <div className="account-placeholder">
      <p>{t(`account.placeholder.${section}`)}</p>
      {section === 'complaint' ? (
        <p>
          <a href="/reklamace-a-vraceni-zbozi">{t('account.placeholder.complaintLink')}</a>
        </p>
      ) : null}
    </div>
  )
}
