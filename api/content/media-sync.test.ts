import { testEnv as env } from '../test/env'
import { beforeEach, describe, expect, it } from 'vitest'
import { syncContentMedia } from './media-sync'

// copied into a Uint8Array of its own: workerd's TextEncoder types its result over ArrayBufferLike
const bytes = (text: string) => new Uint8Array(new TextEncoder().encode(text))
const svg = (label: string) => bytes(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`)

describe('syncContentMedia', () => {
  beforeEach(async () => {
    const listed = await env.MEDIA.list()
    if (listed.objects.length > 0) await env.MEDIA.delete(listed.objects.map((object) => object.key))
  })

  it('puts the pictures under content/ with their type, skips unchanged ones and deletes the ones gone', async () => {
    await env.MEDIA.put('products/RUM_1.svg', svg('rum'))
    expect(
      await syncContentMedia(env.MEDIA, [
        { name: 'koktejly.svg', data: svg('a') },
        { name: 'bar.png', data: bytes('png') },
      ]),
    ).toEqual({
      written: 2,
      unchanged: 0,
      removed: 0,
    })
    const stored = await env.MEDIA.get('content/koktejly.svg')
    expect(stored?.httpMetadata?.contentType).toBe('image/svg+xml')
    expect(await stored?.text()).toContain('<text>a</text>')

    // a second run with one picture changed and one removed from the folder
    expect(await syncContentMedia(env.MEDIA, [{ name: 'koktejly.svg', data: svg('b') }])).toEqual({
      written: 1,
      unchanged: 0,
      removed: 1,
    })
    expect(await (await env.MEDIA.get('content/koktejly.svg'))?.text()).toContain('<text>b</text>')
    expect(await env.MEDIA.head('content/bar.png')).toBeNull()
    expect(await syncContentMedia(env.MEDIA, [{ name: 'koktejly.svg', data: svg('b') }])).toEqual({
      written: 0,
      unchanged: 1,
      removed: 0,
    })
    // the catalogue's pictures are not the import's
    expect(await env.MEDIA.head('products/RUM_1.svg')).not.toBeNull()
  })

  it('refuses a file that is not a picture', async () => {
    await expect(syncContentMedia(env.MEDIA, [{ name: 'skript.js', data: bytes('alert(1)') }])).rejects.toThrow(
      'is not a picture',
    )
    expect((await env.MEDIA.list({ prefix: 'content/' })).objects).toEqual([])
  })
})
