import { useEffect, useState } from 'react'
import { useT } from '../../lib/services'
import { ComplaintForm } from './ComplaintForm'
import { ReturnForm } from './ReturnForm'
import './texts'

/**
 * The forms under the complaints and returns page (decision 026): a complaint, or the withdrawal within 14 days,
 * one at a time. Buttons choose the form; `#vraceni` in the address opens the return form.
 */
export function ClaimForms() {
  const t = useT()
  const [kind, setKind] = useState<'complaint' | 'return'>('complaint')
  // after hydration: the server never sees the hash
  useEffect(() => {
    if (location.hash === '#vraceni') setKind('return')
  }, [])
  return (
    <section className="form-panel claim-forms" id="vraceni" aria-labelledby="claim-forms-title">
      <h2 id="claim-forms-title">{t('claims.form.title')}</h2>
      <p>{t('claims.form.intro')}</p>
      <div className="claim-tabs">
        <button type="button" aria-pressed={kind === 'complaint'} onClick={() => setKind('complaint')}>
          {t('claims.form.complaintTab')}
        </button>
        <button type="button" aria-pressed={kind === 'return'} onClick={() => setKind('return')}>
          {t('claims.form.returnTab')}
        </button>
      </div>
      {kind === 'complaint' ? <ComplaintForm /> : <ReturnForm />}
    </section>
  )
}
