import { describe, expect, it } from 'vitest'
import { checkRedirects, type RedirectContext, type RedirectInput } from './redirect-rules'

const context = (others: RedirectInput[] = [], extra: Partial<RedirectContext> = {}): RedirectContext => ({
  others: new Map(others.map((row) => [row.originUrl.toLowerCase(), row])),
  liveKeys: new Set(),
  ownHosts: ['www.drinkarna.cz'],
  force: false,
  originMayExist: false,
  ...extra,
})
const codes = (rows: RedirectInput[], ctx = context()) => checkRedirects(rows, ctx).map((v) => v.code)

describe('checkRedirects', () => {
  it("treats an absolute destination on the shop's own host as internal: loops and chains count", () => {
    expect(codes([{ originUrl: '/a', destinationUrl: 'https://www.drinkarna.cz/A/' }])).toEqual(['redirectLoop'])
    expect(
      codes(
        [{ originUrl: '/a', destinationUrl: 'https://www.drinkarna.cz/b' }],
        context([{ originUrl: '/b', destinationUrl: '/c' }]),
      ),
    ).toEqual(['redirectChainDestination'])
    // another host is outside: no chain, whatever its path
    expect(
      codes(
        [{ originUrl: '/a', destinationUrl: 'https://jinde.cz/b' }],
        context([{ originUrl: '/b', destinationUrl: '/c' }]),
      ),
    ).toEqual([])
  })

  it('checks only the form of a disabled row', () => {
    expect(codes([{ originUrl: '/a', destinationUrl: '/a', enabled: false }])).toEqual([])
    expect(codes([{ originUrl: 'a', destinationUrl: '/b', enabled: false }])).toEqual(['redirectOriginFormat'])
  })

  it('refuses a live URL unless forced', () => {
    const live = { liveKeys: new Set(['/produkt/rum']) }
    expect(codes([{ originUrl: '/produkt/rum', destinationUrl: '/x' }], context([], live))).toEqual(['redirectLiveUrl'])
    expect(codes([{ originUrl: '/produkt/rum', destinationUrl: '/x' }], context([], { ...live, force: true }))).toEqual(
      [],
    )
  })
})
