import { describe, expect, it } from 'vitest'
import { czk, escapeXml, plainText } from './feed-xml'
import { variantTitle } from './feeds'
import { parseXml } from './test/xml'

describe('writing a product feed', () => {
  it('escapes the five XML characters and formats haléře as CZK', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f')
    expect(czk(129000)).toBe('1290.00')
    expect(czk(19950)).toBe('199.50')
    expect(czk(5)).toBe('0.05')
  })

  it('names a variant without repeating what the product name says, and reads descriptions as plain text', () => {
    expect(variantTitle('Absolut Vanilia 0,7 l', '0,7 l v dárkovém balení')).toBe(
      'Absolut Vanilia 0,7 l v dárkovém balení',
    )
    expect(variantTitle('Absolut Vanilia 0,7 l', '0,7 l')).toBe('Absolut Vanilia 0,7 l')
    expect(variantTitle('Tonic', '0,2 l')).toBe('Tonic 0,2 l')
    expect(variantTitle('Gin 1 l', '0,7 l')).toBe('Gin 1 l 0,7 l')
    expect(plainText('<p>A&nbsp;&amp;&#x42;&#67;</p><br>\n  D &unknown;')).toBe('A &BC D &unknown;')
  })

  it('the test reader refuses what is not well-formed', () => {
    for (const bad of [
      '<a><b></a></b>',
      '<a>x & y</a>',
      '<a>1 < 2</a>',
      '<a></a><b></b>',
      '<a>',
      '<a>&nbsp;</a>',
      '<a b="1" b="2"/>',
    ]) {
      expect(() => parseXml(bad), bad).toThrow()
    }
    expect(parseXml('<?xml version="1.0"?>\n<a x="&quot;"><b>&lt;&#38;&#x41;</b></a>').children[0]?.text).toBe('<&A')
  })
})
