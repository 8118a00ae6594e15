import { useId, useState } from 'react'
import { adminClaim, type AdminClaim, RETURNED_STATES } from '../../../contract/admin/claims'
import { TextField } from '../../../src/components/ui/FormField'
import { adminSend } from '../../lib/admin-api'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

type State = (typeof RETURNED_STATES)[number]
const pieces = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : 0)

/**
 * A return's goods received (decision 050): per line how many pieces came back resellable and how many damaged;
 * the resellable go back in stock. Once received, the card says what came back, when and who took it.
 */
export function ReceiveReturn({ claim, onDone }: { claim: AdminClaim; onDone: () => Promise<void> }) {
  const id = useId()
  const [counts, setCounts] = useState<Record<string, string>>({})
  const [open, setOpen] = useState(false)
  if (claim.type !== 'return') return null
  const nameOf = (orderItem: number) => claim.items.find((item) => item.id === orderItem)?.productName ?? ''
  if (claim.received)
    return (
      <section className="card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('claims.receive.title')}</h2>
        <p>{t('claims.receive.done', { at: formatDateTime(claim.received.at), by: claim.received.by ?? '' })}</p>
        <ul>
          {claim.received.items.map((item, index) => (
            <li key={index}>
              {t('claims.receive.line', {
                name: nameOf(item.orderItem),
                n: item.quantity,
                state: t(`claims.receive.states.${item.state}`),
              })}
            </li>
          ))}
        </ul>
      </section>
    )
  const key = (item: number, state: State) => `${item}:${state}`
  const lines = claim.items.flatMap((item) =>
    RETURNED_STATES.flatMap((state) => {
      const quantity = pieces(counts[key(item.id, state)] ?? '')
      return quantity > 0 ? [{ orderItem: item.id, quantity, state }] : []
    }),
  )
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('claims.receive.title')}</h2>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('claims.receive.label')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('claims.receive.confirm', { number: claim.number })}
          confirmLabel={t('claims.receive.label')}
          onConfirm={async () => {
            await adminSend(adminClaim, 'PATCH', `/claim-requests/${claim.id}/receive`, { json: { lines } })
            await onDone()
          }}
          onClose={() => setOpen(false)}
        >
          <p>{t('claims.receive.explain')}</p>
          {claim.items.map((item) =>
            RETURNED_STATES.map((state) => (
              <TextField
                key={key(item.id, state)}
                id={`${id}-${item.id}-${state}`}
                name={`${item.id}.${state}`}
                label={t(`claims.receive.pieces.${state}`, { name: item.productName, quantity: item.quantity })}
                value={counts[key(item.id, state)] ?? ''}
                onValue={(value) => setCounts({ ...counts, [key(item.id, state)]: value })}
                inputMode="numeric"
                maxLength={4}
              />
            )),
          )}
        </ConfirmDialog>
      )}
    </section>
  )
}
