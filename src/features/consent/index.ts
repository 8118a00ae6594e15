/**
 * Cookie consent (docs/decisions/035-cookie-consent.md): the Consent Mode head script, the slot
 * that shows the banner (its code is a lazy chunk) and the links that reopen the settings.
 */
export { CONSENT_SCRIPT_ID, consentHeadScript } from './consent-head'
export { ConsentSettingsLink } from './ConsentSettingsLink'
export { ConsentSlot } from './ConsentSlot'
