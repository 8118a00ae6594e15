import { formatDate } from '../../lib/format'
import { t } from '../../lib/texts'
import { type ClaimRow, DEADLINE_WARN_DAYS } from './types'

/** The 30-day deadline of a complaint, with a warning from 5 days left and when past (decision 050). */
export function Deadline({ claim }: { claim: ClaimRow }) {
  if (claim.deadline === null) return <>–</>
  if (claim.daysLeft === null) return <>{formatDate(claim.deadline)}</>
  const warn = claim.overdue || claim.daysLeft <= DEADLINE_WARN_DAYS
  const text = claim.overdue
    ? t('claims.overdue', { n: -claim.daysLeft })
    : t('claims.daysLeft', { n: claim.daysLeft, date: formatDate(claim.deadline) })
  return <span className={warn ? 'deadline deadline--warn' : 'deadline'}>{warn ? `⚠ ${text}` : text}</span>
}
