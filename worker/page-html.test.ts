import { describe, expect, it } from 'vitest'
import { cutAt, inlineScriptHashes, joinWith, withoutNonce } from './page-html'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (parts: Uint8Array) => new TextDecoder().decode(parts)

describe('a stored page cut at its nonce, as bytes', () => {
  it('joins Czech HTML again with another nonce, byte for byte what the text replacement gives', () => {
    const old = 'Ab+/Cd0=Ef1+Gh2/Ij3+Kl=='
    // the nonce at the start and the end, twice in a row, and a prefix of it that is not the nonce
    const html = `${old}<p>Žluťoučký kůň</p><script nonce="${old}">Ab+/Cd0=Ef</script>${old}${old}<b>úpěl</b>${old}`
    const parts = cutAt(bytes(html), bytes(old))
    expect(parts).toHaveLength(6)
    expect(text(joinWith(parts, 'NEW'))).toBe(html.replaceAll(old, 'NEW'))
    expect(text(joinWith(cutAt(bytes('bez nonce, ěščř'), bytes(old)), 'NEW'))).toBe('bez nonce, ěščř')
    // a page made of many near matches, cut exactly where a string split would cut it
    const noisy = Array.from({ length: 200 }, (_, i) =>
      i % 7 === 0 ? old : old.slice(0, i % 24) + 'žx' + old.slice(i % 24),
    ).join('ř')
    expect(cutAt(bytes(noisy), bytes(old)).map(text)).toEqual(noisy.split(old))
  })

  it('cuts pages made of the nonce letters where a string split cuts them (300 generated pages)', () => {
    let seed = 7
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const nonce = 'A8/Zk+Q8z=kZ/q+8zQ=kq8=='
    for (let page = 0; page < 300; page++) {
      // pieces of the nonce, its letters and Czech ones, with whole nonces in between
      const html = Array.from({ length: 40 }, () => {
        const kind = next(4)
        if (kind === 0) return nonce
        if (kind === 1) return nonce.slice(next(24), next(24) + 1)
        return Array.from({ length: next(6) }, () => 'Aq8/Zk+=zQéř'[next(12)]).join('')
      }).join('')
      expect(cutAt(bytes(html), bytes(nonce)).map(text)).toEqual(html.split(nonce))
    }
  })
})

describe('a rendered page made ready to store', () => {
  const nonce = 'Ab+/Cd0=Ef1+Gh2/Ij3+Kl=='

  it("takes the render's nonce out, and refuses a page that has it anywhere else", () => {
    const html = `<head><meta property="csp-nonce" content="${nonce}"/><script nonce="${nonce}">1</script></head>`
    expect(text(withoutNonce(bytes(html), nonce)!)).toBe('<head><script>1</script></head>')
    expect(withoutNonce(bytes(`${html}<p>${nonce}</p>`), nonce)).toBeNull()
  })

  it('hashes the inline scripts a browser runs, as CSP does: not external scripts or data blocks', async () => {
    const html =
      '<script>1</script><script type="module" async="" src="/assets/a.js"></script><script>1</script>' +
      '<script type="application/ld+json">{}</script><SCRIPT type="module">a\r\nb</SCRIPT >'
    // sha256 of "1" and of "a\nb" (the parser's line breaks)
    expect(await inlineScriptHashes(bytes(html))).toEqual([
      'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s=',
      'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=',
    ])
  })
})
