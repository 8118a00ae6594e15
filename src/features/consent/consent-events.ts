/** The footer link and the cookie policy page ask the consent slot to open its settings through this event. */
const OPEN_SETTINGS = 'drinkarna:consent-settings'

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS))
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener)
  return () => window.removeEventListener(OPEN_SETTINGS, listener)
}

export const COOKIE_POLICY_PATH = '/zasady-uzivani-souboru-cookies'
/** The settings links' address, followed only before scripts run: the policy page's settings button. */
export const CONSENT_SETTINGS_HREF = `${COOKIE_POLICY_PATH}#nastaveni-cookies`
