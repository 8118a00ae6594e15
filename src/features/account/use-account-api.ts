import { useMemo } from 'react'
import { useServices } from '../../lib/services'
import { type AccountApi, createAccountApi } from './account.api'

export function useAccountApi(): AccountApi {
  const { api } = useServices()
  return useMemo(() => createAccountApi(api), [api])
}
