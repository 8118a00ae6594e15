import { describe, expect, it } from 'vitest'
import { consentValue } from '../../../contract/consent'
import { consentModeScript } from './consent-script'

/** Runs the head script against a stand-in window and document, as a browser would run the inline script. */
function run(gtmId: string, cookie: string) {
  const appended: { src: string; nonce: string; async: boolean }[] = []
  const win: Record<string, unknown> = {}
  const doc = {
    cookie,
    currentScript: { nonce: 'n0nce' },
    head: { appendChild: (s: { src: string; nonce: string; async: boolean }) => appended.push(s) },
    createElement: () => ({ src: '', nonce: '', async: false }),
  }
  const script = consentModeScript(gtmId)
  const execute = () => new Function('window', 'document', script)(win, doc)
  execute()
  const layer = () =>
    (win.dataLayer as ArrayLike<unknown>[]).map((entry) => (Array.isArray(entry) ? entry : Array.from(entry)))
  return { win, appended, layer, execute }
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}

describe('Consent Mode head script', () => {
  it('denies everything by default and loads no tag manager without a choice', () => {
    const page = run('GTM-TEST', '')
    expect(page.layer()).toEqual([['consent', 'default', DENIED]])
    expect(page.appended).toEqual([])
  })

  it('applies a stored choice and loads the tag manager with the nonce only once something is granted', () => {
    const refused = run(
      'GTM-TEST',
      `age_verified=1; cookie_consent=${encodeURIComponent(consentValue({ analytics: false, marketing: false }))}`,
    )
    expect(refused.layer()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', DENIED],
    ])
    expect(refused.appended).toEqual([])
    const analytics = run(
      'GTM-TEST',
      `cookie_consent=${encodeURIComponent(consentValue({ analytics: true, marketing: false }))}`,
    )
    expect(analytics.layer()[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])
    expect(analytics.appended).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', nonce: 'n0nce', async: true },
    ])
    // run again (the router may insert the head script twice): nothing more happens
    analytics.execute()
    expect(analytics.layer()).toHaveLength(3)
    expect(analytics.appended).toHaveLength(1)
  })

  it('ignores a choice of another version, and never loads a tag manager that is not configured', () => {
    expect(
      run('GTM-TEST', 'cookie_consent=v%3D0%26analytics%3D1%26marketing%3D1%26date%3D2026-01-01').layer(),
    ).toHaveLength(1)
    const none = run('', `cookie_consent=${encodeURIComponent(consentValue({ analytics: true, marketing: true }))}`)
    expect(none.layer()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ])
    expect(none.appended).toEqual([])
  })

  it('keeps a hostile container id inside its string', () => {
    expect(consentModeScript('</script><script>alert(1)</script>')).not.toContain('</script>')
  })
})
