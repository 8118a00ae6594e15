import './texts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useT } from '../../lib/services'
import { FormMessage } from '../../components/ui/FormField'
import { useAuth } from '../auth'
import type { AccountOrder } from './account.api'
import { OrderList } from './OrderList'
import { useAccountApi } from './use-account-api'

/** The default child of /account: a greeting, the e-mail confirmation reminder and the latest orders. */
export function AccountOverview({ orders }: { orders: AccountOrder[] }) {
  const t = useT()
  const user = useAuth((s) => s.user)
  return (
    <div className="account-overview">
      <h2>
        {user?.firstName ? t('account.home.greeting', { name: user.firstName }) : t('account.home.greetingNoName')}
      </h2>
      <p>{t('account.home.intro')}</p>
      {user && !user.verified ? <VerificationReminder /> : null}
      <section aria-labelledby="account-last-orders">
        <h3 id="account-last-orders">{t('account.home.lastOrders')}</h3>
        <OrderList orders={orders} />
        {orders.length > 0 ? <Link to="/account/shopping">{t('account.home.allOrders')}</Link> : null}
      </section>
      <p>
        <Link to="/account/settings">{t('account.home.toSettings')}</Link>
      </p>
    </div>
  )
}

function VerificationReminder() {
  const t = useT()
  const accountApi = useAccountApi()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')

  async function resend() {
    setState('sending')
    try {
      await accountApi.resendVerification()
      setState('sent')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="account-notice">
      <p>{t('account.home.unverified')}</p>
      {state === 'sent' ? <FormMessage kind="success">{t('account.home.resent')}</FormMessage> : null}
      {state === 'failed' ? <FormMessage kind="error">{t('account.home.resendFailed')}</FormMessage> : null}
      {state === 'sent' ? null : (
        <button
          type="button"
          className="button button--ghost"
          disabled={state === 'sending'}
          onClick={() => void resend()}
        >
          {t('account.home.resend')}
        </button>
      )}
    </div>
  )
}
