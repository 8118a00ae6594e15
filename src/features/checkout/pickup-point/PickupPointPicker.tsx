import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../../lib/services'
import { loadPacketaWidget, pickWithWidget } from './packeta-widget'
import type { ListedPoint, PickedPoint, PickupPointProvider } from './pickup-point'
import { SandboxPointDialog } from './SandboxPointDialog'

type Props = {
  provider: PickupPointProvider
  /** The cart holds alcohol: only points with staff (who check the age) may be chosen. */
  requireStaffed: boolean
  value: { id: string; name: string } | null
  /** Called with the chosen point; closing the picker without a choice keeps the current one. */
  onPick: (point: PickedPoint | null) => void
}

function pickedOf({ id, name, city, street, zip }: ListedPoint): PickedPoint {
  return { id, name, city, street, zip }
}

/**
 * The Packeta pickup point of the checkout: the chosen point and a button that opens Packeta's widget
 * (production) or the sandbox list (local mode). The server validates the point when the shipment is saved.
 */
export function PickupPointPicker({ provider, requireStaffed, value, onPick }: Props) {
  const t = useT()
  const noteId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const dialogWasOpen = useRef(false)

  // Back to the button once the sandbox dialog is gone (the widget restores focus itself).
  useEffect(() => {
    if (dialogOpen) dialogWasOpen.current = true
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false
      triggerRef.current?.focus()
    }
  }, [dialogOpen])

  async function openWidget() {
    setLoading(true)
    try {
      const widget = await loadPacketaWidget()
      setLoading(false)
      const point = await pickWithWidget(widget, provider.apiKey, requireStaffed)
      if (point) onPick(point)
    } catch {
      setLoading(false)
      setFailed(true)
    }
  }

  function open() {
    setFailed(false)
    if (provider.kind === 'packeta-widget') void openWidget()
    else if (provider.listUrl) setDialogOpen(true)
    else setFailed(true)
  }

  return (
    <div className="pickup-point">
      {requireStaffed && (
        <p id={noteId} className="pickup-point__staffed">
          {t('checkout.pickupPoint.staffedOnly')}
        </p>
      )}
      <p className="pickup-point__chosen" aria-live="polite">
        {value ? (
          <>
            {t('checkout.pickupPoint.chosen')} <strong>{value.name}</strong>
          </>
        ) : (
          t('checkout.pickupPoint.none')
        )}
      </p>
      <button
        ref={triggerRef}
        type="button"
        className="button button--ghost"
        onClick={open}
        disabled={loading}
        aria-describedby={requireStaffed ? noteId : undefined}
      >
        {value ? t('checkout.pickupPoint.change') : t('checkout.pickupPoint.choose')}
      </button>
      {failed && (
        <p role="alert" className="pickup-point__error">
          {t('checkout.pickupPoint.widgetFailed')}
        </p>
      )}
      {dialogOpen && provider.listUrl && (
        <SandboxPointDialog
          listUrl={provider.listUrl}
          requireStaffed={requireStaffed}
          currentId={value?.id ?? null}
          onPick={(point) => onPick(pickedOf(point))}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  )
}
