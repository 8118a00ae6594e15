import { CONSENT_VERSION } from '../../../contract/consent'
import { COOKIE } from '../../../contract/cookies'

/** The global the head script defines and the banner calls with a fresh choice. */
export const APPLY_CONSENT = '__applyConsent'

/**
 * The inline head script (it carries the response's CSP nonce, so it runs before any tag): Google Consent
 * Mode v2 defaults, all denied; the returning visitor's choice from the cookie (read here, in the browser, so
 * a cached page serves everyone); and the tag manager, loaded only once analytics or marketing is granted
 * (GTM's own tags then follow the consent state per category). Idempotent: the router may insert it again.
 */
export function consentModeScript(gtmId: string): string {
  // JSON in a script: `<` escaped so the id can never close the element
  const id = JSON.stringify(gtmId).replace(/</g, '\\u003c')
  return `(function(){var w=window,d=document;if(w.${APPLY_CONSENT})return;
var nonce=d.currentScript&&d.currentScript.nonce,id=${id},loaded=false;
w.dataLayer=w.dataLayer||[];function gtag(){w.dataLayer.push(arguments)}w.gtag=w.gtag||gtag;
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});
w.${APPLY_CONSENT}=function(c){var a=c.analytics?'granted':'denied',m=c.marketing?'granted':'denied';
gtag('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:a});
if(!id||loaded||!(c.analytics||c.marketing))return;loaded=true;
w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;
if(nonce)s.nonce=nonce;s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(id);d.head.appendChild(s)};
var m=/(?:^|;\\s*)${COOKIE.consent}=([^;]*)/.exec(d.cookie);if(!m)return;
var p=new URLSearchParams(decodeURIComponent(m[1]));
if(p.get('v')==='${CONSENT_VERSION}')w.${APPLY_CONSENT}({analytics:p.get('analytics')==='1',marketing:p.get('marketing')==='1'})})()`
}
