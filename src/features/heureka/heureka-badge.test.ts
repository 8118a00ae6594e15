import { describe, expect, it } from 'vitest'
import { consentValue } from '../../../contract/consent'
import { HEUREKA_BADGE_SCRIPT_ID, showHeurekaBadge } from './heureka-badge'

/** The part of the browser the badge touches, in memory. */
function browser(consent: { analytics: boolean; marketing: boolean } | null) {
  const head: { id: string; src: string; async: boolean }[] = []
  const doc = {
    cookie: consent ? `age_verified=1; cookie_consent=${encodeURIComponent(consentValue(consent))}` : 'age_verified=1',
    head: { appendChild: (node: (typeof head)[number]) => void head.push(node) },
    createElement: () => ({ id: '', src: '', async: false }),
    getElementById: (id: string) => head.find((node) => node.id === id) ?? null,
  }
  const win: { _hwq?: unknown[][] } = {}
  return { doc, win, head }
}

const KEY = '0123456789ABCDEF0123456789ABCDEF'

describe("Heureka's certificate badge", () => {
  it('is absent without marketing consent: no choice, refused, analytics only', () => {
    for (const consent of [null, { analytics: false, marketing: false }, { analytics: true, marketing: false }]) {
      const { doc, win, head } = browser(consent)
      expect(showHeurekaBadge(win, doc, KEY)).toBe(false)
      expect(head).toEqual([])
      expect(win._hwq).toBeUndefined()
    }
  })

  it('is absent without a certificate key, consent or not', () => {
    const { doc, win, head } = browser({ analytics: true, marketing: true })
    expect(showHeurekaBadge(win, doc, '')).toBe(false)
    expect(head).toEqual([])
  })

  it("loads Heureka's widget once with marketing consent and a key", () => {
    const { doc, win, head } = browser({ analytics: false, marketing: true })
    expect(showHeurekaBadge(win, doc, KEY)).toBe(true)
    expect(showHeurekaBadge(win, doc, KEY)).toBe(true)
    expect(head).toEqual([
      { id: HEUREKA_BADGE_SCRIPT_ID, async: true, src: `https://cz.im9.cz/direct/i/gjs.php?n=wdgt&sak=${KEY}` },
    ])
    expect(win._hwq).toEqual([
      ['setKey', KEY],
      ['setTopPos', '60'],
      ['showWidget', '21'],
    ])
  })
})
