import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/env'
import { openSession } from './session'

/** The request's session as the API's middleware opens it (docs/decisions/057-d1-sessions.md). */
describe('a D1 session standing in for the binding', () => {
  it('knows it wrote when the write came back as rows (INSERT … RETURNING read with first())', async () => {
    const reading = openSession(testEnv.DB, 'first-unconstrained')
    expect(await reading.db.prepare('SELECT count(*) AS n FROM redirects').first('n')).toBe(0)
    expect(reading.wrote()).toBe(false)
    expect(reading.bookmark()).not.toBeNull()

    const writing = openSession(testEnv.DB, 'first-unconstrained')
    const inserted = await writing.db
      .prepare('INSERT INTO redirects (origin_url, destination_url) VALUES (?, ?) RETURNING id')
      .bind('/stary-rum', '/rum')
      .first<{ id: number }>()
    expect(inserted?.id).toBeGreaterThan(0)
    expect(writing.wrote()).toBe(true)
    // the session reads its own write, in a batch too
    const [count] = await writing.db.batch<{ n: number }>([
      writing.db.prepare('SELECT count(*) AS n FROM redirects WHERE origin_url = ?').bind('/stary-rum'),
    ])
    expect(count?.results).toEqual([{ n: 1 }])
  })

  it('runs the calls that come while a bookmark is tried after it, on the session it ended on', async () => {
    const refused: string[] = []
    const db = new Proxy(testEnv.DB, {
      get(target, key) {
        if (key !== 'withSession') return Reflect.get(target, key, target) as unknown
        return (start: string) => {
          if (start === 'first-primary') return target.withSession(start)
          refused.push(start)
          const fail = () => Promise.reject(new Error('D1_ERROR: bookmark refused'))
          const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail }
          return { prepare: () => statement, batch: fail, getBookmark: () => null }
        }
      },
    })
    const session = openSession(db, { bookmark: '0000000a-0000000b-0000000c-0000000d' })
    const [one, two, three] = await Promise.all([
      session.db.prepare('SELECT 1 AS one').first('one'),
      session.db.prepare('SELECT 2 AS two').first('two'),
      session.db.prepare('SELECT 3 AS three').all(),
    ])
    expect([one, two, three.results]).toEqual([1, 2, [{ three: 3 }]])
    expect(refused).toEqual(['0000000a-0000000b-0000000c-0000000d'])
    expect(session.bookmark()).not.toBeNull()
  })
})
