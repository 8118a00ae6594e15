import type { ReactNode } from 'react'
import { CONSENT_SETTINGS_HREF, openConsentSettings } from './consent-events'

/**
 * Opens the cookie settings (the banner with its categories) on the page the visitor is on. Its address is
 * the cookie policy page, where it leads when scripts have not started yet.
 */
export function ConsentSettingsLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a
      className={className}
      href={CONSENT_SETTINGS_HREF}
      onClick={(event) => {
        event.preventDefault()
        openConsentSettings()
      }}
    >
      {children}
    </a>
  )
}
