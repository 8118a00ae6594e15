import type { AdminClaimRow as ClaimRow } from '../../../contract/admin/claims'
import { formatDate } from '../../lib/format'
import { t } from '../../lib/texts'
import './claims.css'

/** A claim's deadline is worth a warning from 5 days left (decision 050). */
const DEADLINE_WARN_DAYS = 5

/** The deadline of a complaint (30 days) or a return (14), with a warning from 5 days left and when past (decision 050). */
export function Deadline({ claim }: { claim: Pick<ClaimRow, 'deadline' | 'daysLeft' | 'overdue'> }) {
  if (claim.deadline === null) return <>–</>
  if (claim.daysLeft === null) return <>{formatDate(claim.deadline)}</>
  const warn = claim.overdue || claim.daysLeft <= DEADLINE_WARN_DAYS
  const text = claim.overdue
    ? t('claims.overdue', { n: -claim.daysLeft })
    : t('claims.daysLeft', { n: claim.daysLeft, date: formatDate(claim.deadline) })
  return <span className={warn ? 'deadline deadline--warn' : 'deadline'}>{warn ? `⚠ ${text}` : text}</span>
}
