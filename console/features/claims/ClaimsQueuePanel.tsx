import type { ReactNode } from 'react'
import { type AdminClaimRow as ClaimRow, adminClaimList } from '../../../contract/admin/claims'
import { AdminApiError } from '../../lib/admin-api'
import { t } from '../../lib/texts'
import { useAdmin } from '../../lib/use-admin'
import { type Column, DataTable } from '../../ui/DataTable'
import { CLAIM_COLUMNS } from './claim-columns'

/**
 * Today's complaints and returns: those not decided yet (new and in progress), the nearest legal deadline first
 * (decision 050). The count is the two lists' totals, so it agrees with the inbox's filters.
 */
export function ClaimsQueuePanel() {
  const waiting = useAdmin(adminClaimList, '/claim-requests?state=new&itemsPerPage=100')
  const working = useAdmin(adminClaimList, '/claim-requests?state=in_progress&itemsPerPage=100')
  const error = waiting.error ?? working.error
  const loaded = waiting.data !== null && working.data !== null
  const rows = [...(waiting.data?.['hydra:member'] ?? []), ...(working.data?.['hydra:member'] ?? [])].sort(
    (a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity),
  )
  const count =
    waiting.data && working.data ? waiting.data['hydra:totalItems'] + working.data['hydra:totalItems'] : undefined
  const columns: Column<ClaimRow>[] = [
    CLAIM_COLUMNS.number,
    CLAIM_COLUMNS.type,
    CLAIM_COLUMNS.order,
    CLAIM_COLUMNS.deadline,
  ]

  let body: ReactNode
  if (error) body = <p role="alert">{error instanceof AdminApiError ? error.message : t('screen.failed')}</p>
  else if (!loaded) body = <p>{t('queue.loading')}</p>
  else
    body = (
      <DataTable
        caption={t('queue.claims.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        empty={t('queue.empty')}
      />
    )
  return (
    <section className="queue-panel" aria-labelledby="queue-claims" aria-busy={waiting.loading || working.loading}>
      <h2 id="queue-claims">
        {t('queue.claims.title')} <span className="queue-count">{count ?? '…'}</span>
      </h2>
      <p className="queue-hint">{t('queue.claims.hint')}</p>
      {body}
    </section>
  )
}
