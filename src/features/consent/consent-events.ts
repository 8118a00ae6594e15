/** The footer link and the cookie policy page ask the consent slot to open its settings through this event. */
const OPEN_SETTINGS = 'drinkarna:consent-settings'

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS))
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS, listener)
  return () => window.removeEventListener(OPEN_SETTINGS, listener)
}

/** Where the settings are without JavaScript: the cookie policy page, whose form posts the choice. */
export const CONSENT_SETTINGS_HREF = '/zasady-uzivani-souboru-cookies#nastaveni-cookies'
