import { type ReactNode, useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/**
 * A transition of the admin API as a button: the dialog says what will happen (mails, stock, money) before it
 * does, may ask for details (`fields`), and `run` sends it; the order it answers replaces the one shown.
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
  const [open, setOpen] = useState(false)
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
          onConfirm={run}
          onClose={() => setOpen(false)}
          danger={danger}
        >
          <p>{explain}</p>
          {fields}
        </ConfirmDialog>
      )}
    </>
  )
}
