import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/**
 * A transition of the admin API as a button: the dialog says what will happen (mails, stock, money) before it
 * does, may ask for details (`fields`), and `run` sends it; the screen then loads the order anew. A refusal stays
 * in the dialog; closing it loads the order too, since a refused step usually means the order moved on in
 * another tab and the screen behind the dialog is stale.
 */
export function Transition({
  label,
  title,
  explain,
  fields,
  run,
  danger,
}: {
  label: string
  title: string
  explain: ReactNode
  fields?: ReactNode
  run: () => Promise<void>
  danger?: boolean
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [refused, setRefused] = useState(false)
  return (
    <>
      <button
        type="button"
        className={danger ? 'button button--danger-outline' : 'button'}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <ConfirmDialog
          title={title}
          confirmLabel={label}
          onConfirm={async () => {
            try {
              await run()
            } catch (failure) {
              setRefused(true)
              throw failure
            }
          }}
          onClose={() => {
            setOpen(false)
            if (refused) {
              setRefused(false)
              void router.invalidate()
            }
          }}
          danger={danger}
        >
          <p>{explain}</p>
          {fields}
        </ConfirmDialog>
      )}
    </>
  )
}
