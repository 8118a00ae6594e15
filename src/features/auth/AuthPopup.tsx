import './texts'
import './auth.css'
import { type SyntheticEvent, useEffect, useId, useRef } from 'react'
import { useServices, useT, useUi } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { ResetForm } from './ResetForm'

/**
 * The authentication popup (docs/product.md#session): login, registration and password reset in one modal `<dialog>`
 * (the page behind is inert and focus stays inside, Escape closes it, focus returns to where it was, the
 * dialog is labelled by its heading). Loaded lazily: catalogue pages do not carry it.
 */
export default function AuthPopup() {
  const t = useT()
  const { ui } = useServices()
  const popup = useUi((s) => s.authPopup)
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = `${id}title`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    const { scrollLockAcquired, scrollLockReleased } = ui.getState()
    scrollLockAcquired()
    return () => {
      scrollLockReleased()
      if (dialog.open) dialog.close()
    }
  }, [ui])

  // Each state starts at its first field, also when the tabs switch between them.
  const state = popup?.state
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [state])

  if (!popup) return null
  const show = (state: AuthPopupState) => ui.getState().authPopupOpened(state)
  // Every way out (Escape, the close button, a login) goes through the native close, which restores focus.
  const close = () => dialogRef.current?.close()
  function closed(event: SyntheticEvent<HTMLDialogElement>) {
    if (!event.currentTarget.open) ui.getState().authPopupClosed()
  }

  return (
    <dialog ref={dialogRef} className="auth-popup" aria-labelledby={titleId} onClose={closed}>
      <button type="button" className="auth-popup__close" onClick={close} aria-label={t('auth.popup.close')}>
        <span aria-hidden="true">×</span>
      </button>
      {popup.state === 'reset' ? null : (
        <div className="auth-popup__tabs">
          <button type="button" aria-pressed={popup.state === 'login'} onClick={() => show('login')}>
            {t('auth.popup.loginTab')}
          </button>
          <button type="button" aria-pressed={popup.state === 'register'} onClick={() => show('register')}>
            {t('auth.popup.registerTab')}
          </button>
        </div>
      )}
      {popup.state === 'login' ? <LoginForm titleId={titleId} onDone={close} onShow={show} /> : null}
      {popup.state === 'register' ? <RegisterForm titleId={titleId} onShow={show} /> : null}
      {popup.state === 'reset' ? (
        <ResetForm key={popup.resetToken ?? ''} titleId={titleId} token={popup.resetToken} onShow={show} />
      ) : null}
    </dialog>
  )
}
