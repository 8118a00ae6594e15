import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AutosaveStatus, createAutosave } from './autosave'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(result: () => Promise<boolean> = async () => true) {
  const saved: string[] = []
  const statuses: AutosaveStatus[] = []
  const autosave = createAutosave<string>({
    delayMs: 800,
    save: (values) => {
      saved.push(values)
      return result()
    },
    onStatus: (status) => statuses.push(status),
  })
  return { autosave, saved, statuses }
}

describe('autosave of the settings', () => {
  it('sends the latest values once the customer pauses', async () => {
    const { autosave, saved, statuses } = setup()
    autosave.schedule('J')
    autosave.schedule('Ja')
    await vi.advanceTimersByTimeAsync(500)
    autosave.schedule('Jana')
    await vi.advanceTimersByTimeAsync(799)
    expect(saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(saved).toEqual(['Jana'])
    expect(statuses.at(-1)).toBe('saved')
  })

  it('never overlaps saves: a change made during a save goes right after it', async () => {
    let release: (ok: boolean) => void = () => undefined
    const { autosave, saved, statuses } = setup(() => new Promise((resolve) => (release = resolve)))
    autosave.schedule('Jana')
    await vi.advanceTimersByTimeAsync(800)
    autosave.schedule('Janka')
    await vi.advanceTimersByTimeAsync(800)
    expect(saved).toEqual(['Jana'])
    release(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(saved).toEqual(['Jana', 'Janka'])
    release(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses.filter((s) => s === 'saved')).toHaveLength(1)
    expect(statuses.at(-1)).toBe('saved')
  })

  it('says when a save failed', async () => {
    const { autosave, statuses } = setup(async () => {
      throw new Error('offline')
    })
    autosave.schedule('Jana')
    await vi.advanceTimersByTimeAsync(800)
    expect(statuses).toEqual(['pending', 'saving', 'failed'])
  })

  it('sends at once what waits when the page is left, and nothing after a cancel', async () => {
    const { autosave, saved } = setup()
    autosave.schedule('Jana')
    await autosave.flush()
    expect(saved).toEqual(['Jana'])
    autosave.schedule('Janka')
    autosave.cancel()
    await vi.advanceTimersByTimeAsync(2000)
    expect(saved).toEqual(['Jana'])
  })
})
