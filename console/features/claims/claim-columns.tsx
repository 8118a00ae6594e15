import { Link } from '@tanstack/react-router'
import type { AdminClaimRow as ClaimRow } from '../../../contract/admin/claims'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import type { Column } from '../../ui/DataTable'
import { Deadline } from './Deadline'

/** The columns a list of claims can show, one definition each: the inbox shows them all, today's queue a few. */
export const CLAIM_COLUMNS = {
  number: {
    header: t('claims.number'),
    cell: (row) => (
      <Link to="/reklamace/$id" params={{ id: String(row.id) }}>
        {row.number}
      </Link>
    ),
  },
  type: { header: t('claims.type'), cell: (row) => t(`claims.types.${row.type}`) },
  filed: { header: t('claims.filed'), cell: (row) => formatDateTime(row.createdAt) },
  order: { header: t('claims.order'), cell: (row) => row.orderNumber },
  email: { header: t('claims.email'), cell: (row) => row.email },
  state: {
    header: t('claims.state'),
    cell: (row) => `${t(`claims.states.${row.state}`)}${row.awaitingShop ? ` · ${t('claims.awaiting')}` : ''}`,
  },
  deadline: { header: t('claims.deadline'), cell: (row) => <Deadline claim={row} /> },
} satisfies Record<string, Column<ClaimRow>>
