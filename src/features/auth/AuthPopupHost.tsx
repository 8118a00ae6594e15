import { lazy, Suspense } from 'react'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { useUi } from '../../lib/services'

/** The popup's code (forms, zod, texts) comes only when it is first opened (decision 009). */
const AuthPopup = lazy(() => import('./AuthPopup'))

/** Renders the authentication popup while the ui store says it is open. */
export function AuthPopupHost() {
  const open = useUi((s) => s.authPopup !== null)
  if (!open) return null
  return (
    <SectionBoundary fallback={null}>
      <Suspense fallback={null}>
        <AuthPopup />
      </Suspense>
    </SectionBoundary>
  )
}
