import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { buildUpdateStep } from './build-update-step'
import {
  createBuildWatch,
  fetchLatestBuildId,
  RELOAD_AT_KEY,
  RELOAD_GUARD_MS,
  setActiveBuildWatch,
  SITE_MANIFEST_PATH,
} from './build-watch'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

function setup(latest: () => Promise<string | null>, storage = memoryStorage()) {
  let time = 1_000_000
  const clock = { advance: (ms: number) => void (time += ms) }
  const watch = createBuildWatch({ currentId: 'build-a', fetchLatestId: latest, storage, now: () => time })
  return { watch, storage, clock }
}

describe('createBuildWatch', () => {
  it('does not ask for a reload when the latest build is the current one', async () => {
    const { watch } = setup(async () => 'build-a')
    await watch.check()
    expect(watch.isUpdatePending()).toBe(false)
    expect(watch.shouldReloadOnNavigation()).toBe(false)
  })

  it('asks for a reload on the next navigation once a new build id appears', async () => {
    const { watch } = setup(async () => 'build-b')
    expect(watch.shouldReloadOnNavigation()).toBe(false)
    await watch.check()
    expect(watch.isUpdatePending()).toBe(true)
    expect(watch.shouldReloadOnNavigation()).toBe(true)
  })

  it('suppresses a second reload within 10 seconds of the previous one and allows it afterwards', async () => {
    const { watch, clock } = setup(async () => 'build-b')
    await watch.check()
    watch.markReloading()
    clock.advance(RELOAD_GUARD_MS - 1)
    expect(watch.shouldReloadOnNavigation()).toBe(false)
    clock.advance(1)
    expect(watch.shouldReloadOnNavigation()).toBe(true)
  })

  it('keeps the guard across page loads through the storage', async () => {
    const storage = memoryStorage()
    const first = setup(async () => 'build-b', storage)
    await first.watch.check()
    first.watch.markReloading()
    const second = setup(async () => 'build-b', storage)
    await second.watch.check()
    expect(storage.items.get(RELOAD_AT_KEY)).toBe('1000000')
    expect(second.watch.shouldReloadOnNavigation()).toBe(false)
  })

  it('changes nothing when the fetch fails', async () => {
    const { watch } = setup(() => Promise.reject(new Error('offline')))
    await expect(watch.check()).resolves.toBeUndefined()
    expect(watch.isUpdatePending()).toBe(false)
    expect(watch.shouldReloadOnNavigation()).toBe(false)
  })

  it('changes nothing when the manifest gives no id', async () => {
    const { watch } = setup(async () => null)
    await watch.check()
    expect(watch.isUpdatePending()).toBe(false)
  })

  it('keeps a found update pending when a later check fails', async () => {
    let answer: () => Promise<string | null> = async () => 'build-b'
    const { watch } = setup(() => answer())
    await watch.check()
    answer = () => Promise.reject(new Error('offline'))
    await watch.check()
    expect(watch.isUpdatePending()).toBe(true)
  })

  it('shares one request between checks that overlap', async () => {
    let calls = 0
    const { watch } = setup(async () => {
      calls += 1
      return 'build-a'
    })
    await Promise.all([watch.check(), watch.check()])
    await watch.check()
    expect(calls).toBe(2)
  })

  it('still allows the reload when the storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const watch = createBuildWatch({ currentId: 'build-a', fetchLatestId: async () => 'build-b', storage: blocked })
    await watch.check()
    expect(() => watch.markReloading()).not.toThrow()
    expect(watch.shouldReloadOnNavigation()).toBe(true)
  })
})

describe('fetchLatestBuildId', () => {
  it('reads the id from the site manifest without using the HTTP cache', async () => {
    const requests: { path: string; init: RequestInit }[] = []
    const id = await fetchLatestBuildId(async (path, init) => {
      requests.push({ path, init })
      return Response.json({ id: 'build-b' })
    })
    expect(id).toBe('build-b')
    expect(requests).toEqual([{ path: SITE_MANIFEST_PATH, init: { cache: 'no-store' } }])
  })

  it('gives null for an error status or a manifest without an id', async () => {
    expect(await fetchLatestBuildId(async () => new Response('gone', { status: 404 }))).toBeNull()
    expect(await fetchLatestBuildId(async () => Response.json({ build: 'x' }))).toBeNull()
  })
})

describe('buildUpdateStep', () => {
  function context(overrides: { isServer?: boolean; preload?: boolean } = {}) {
    const location = { href: '/kategorie/rum?sort=cheapest' }
    return { services: {}, location, isServer: false, ...overrides } as unknown as Parameters<typeof buildUpdateStep>[0]
  }

  async function pendingWatch() {
    const storage = memoryStorage()
    const watch = createBuildWatch({ currentId: 'build-a', fetchLatestId: async () => 'build-b', storage })
    await watch.check()
    setActiveBuildWatch(watch)
    return storage
  }

  afterEach(() => setActiveBuildWatch(null))

  it('lets the navigation through when no watch runs, as on the server', () => {
    expect(() => buildUpdateStep(context())).not.toThrow()
  })

  it('loads the target as a whole document once a new build is out, and records the reload', async () => {
    const storage = await pendingWatch()
    let thrown: unknown
    try {
      await buildUpdateStep(context())
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    expect(isRedirect(thrown) && thrown.options).toMatchObject({
      href: '/kategorie/rum?sort=cheapest',
      reloadDocument: true,
    })
    expect(storage.items.has(RELOAD_AT_KEY)).toBe(true)
  })

  it('does not reload twice within the guard window', async () => {
    await pendingWatch()
    await expect(async () => buildUpdateStep(context())).rejects.toBeDefined()
    expect(() => buildUpdateStep(context())).not.toThrow()
  })

  it('leaves preloads and server renders alone even with a new build out', async () => {
    const storage = await pendingWatch()
    expect(() => buildUpdateStep(context({ preload: true }))).not.toThrow()
    expect(() => buildUpdateStep(context({ isServer: true }))).not.toThrow()
    expect(storage.items.has(RELOAD_AT_KEY)).toBe(false)
  })
})
