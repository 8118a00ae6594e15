import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/env'
import { join, prepare, raw, sql } from './sql'

describe('sql', () => {
  it('turns values into parameters and inlines nested pieces with theirs, in text order', () => {
    const where = join([sql`a = ${1}`, raw('b IS NULL'), sql`c IN (${'x'}, ${'y'})`], ' AND ')

    expect(sql`SELECT * FROM t WHERE ${where} LIMIT ${10}`).toEqual({
      text: 'SELECT * FROM t WHERE a = ? AND b IS NULL AND c IN (?, ?) LIMIT ?',
      params: [1, 'x', 'y', 10],
    })
  })

  it('never puts a value into the SQL text', async () => {
    const hostile = "'); DROP TABLE products; --"

    const row = await prepare(testEnv.DB, sql`SELECT ${hostile} AS value`).first()

    expect(row).toEqual({ value: hostile })
  })
})
