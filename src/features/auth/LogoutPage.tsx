import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServices, useT } from '../../lib/services'

/** Logs out once the page runs in the browser (only the worker can clear the HttpOnly cookie), then goes home. */
export function LogoutPage() {
  const t = useT()
  const { auth } = useServices()
  const navigate = useNavigate()
  useEffect(() => {
    let left = false
    function goHome() {
      if (!left) void navigate({ to: '/', replace: true })
      left = true
    }
    auth.getState().logout().then(goHome, goHome)
    return () => {
      left = true
    }
  }, [auth, navigate])
  return (
    <p className="page" role="status">
      {t('auth.header.loggingOut')}
    </p>
  )
}
