import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../../src/components/ui/FormField'
import { type AdminGiftCard, adminGiftCard, giftCardVoidBody } from '../../../contract/admin/gift-cards'
import { AdminApiError, adminSend } from '../../lib/admin-api'
import { money } from '../../lib/format'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/** Voids what is left on a voucher (admins; the API audits it): the reason is asked in the dialog. */
export function VoidGiftCard({ card, onVoided }: { card: AdminGiftCard; onVoided: (text: string) => void }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')

  async function voidCard() {
    const body = giftCardVoidBody.safeParse({ reason: reason.trim() })
    if (!body.success) throw new AdminApiError(422, t('giftCards.void.reasonRequired'))
    await adminSend(adminGiftCard, 'PATCH', `/gift-cards/${encodeURIComponent(card.code)}/void`, { json: body.data })
    onVoided(t('giftCards.void.done'))
    await router.invalidate()
  }

  return (
    <>
      <button type="button" className="button button--danger-outline" onClick={() => setOpen(true)}>
        {t('giftCards.void.button')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('giftCards.void.title', { code: card.code })}
          confirmLabel={t('giftCards.void.button')}
          danger
          onConfirm={voidCard}
          onClose={() => {
            setOpen(false)
            setReason('')
          }}
        >
          <p>{t('giftCards.void.body', { amount: money(card.amount) })}</p>
          <TextField
            id="gift-card-void-reason"
            name="reason"
            label={t('giftCards.void.reason')}
            hint={t('giftCards.void.reasonHint')}
            value={reason}
            onValue={setReason}
            maxLength={500}
            required
          />
        </ConfirmDialog>
      )}
    </>
  )
}
