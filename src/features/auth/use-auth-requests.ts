import { useMemo } from 'react'
import { useServices } from '../../lib/services'
import { type AuthRequests, createAuthRequests } from './auth-requests'

/** The popup's registration and password-reset calls, over the page's API client. */
export function useAuthRequests(): AuthRequests {
  const { api } = useServices()
  return useMemo(() => createAuthRequests(api), [api])
}
