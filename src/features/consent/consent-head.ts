import { createIsomorphicFn } from '@tanstack/react-start'
import { consentModeScript } from './consent-script'

/** The id of the Consent Mode head script, so the browser can find the server's text. */
export const CONSENT_SCRIPT_ID = 'consent-mode'

/**
 * The Consent Mode head script's text. Written by the server; the browser takes the same text from the page
 * (the router renders the head again after hydration) instead of carrying the generator in every page's bundle.
 */
export const consentHeadScript = createIsomorphicFn()
  .server((gtmId: string) => consentModeScript(gtmId))
  .client(() => document.getElementById(CONSENT_SCRIPT_ID)?.textContent ?? '')
