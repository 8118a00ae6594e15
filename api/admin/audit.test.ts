import { beforeAll, describe, expect, it } from 'vitest'
import { admin } from '../test/admin-client'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

/** `GET /audit-log-entries` (decisions 029, 050): who changed what and when, filtered and paged. */

type Entries = {
  'hydra:member': Array<{ actor: string; action: string; resource: string; createdAt: string }>
  'hydra:totalItems': number
}
const entries = async (query: string) => {
  const response = await admin('GET', `/audit-log-entries${query}`)
  expect(response.status, query).toBe(200)
  return response.json<Entries>()
}
const resources = async (query: string) => (await entries(query))['hydra:member'].map((entry) => entry.resource)

beforeAll(async () => {
  const rows: Array<[string, string, string, string]> = [
    ['petra', 'update', '/api/v2/admin/claim-requests/901', '2026-01-10 09:00:00.000'],
    ['petra', 'create', '/api/v2/admin/claim-requests/901/messages', '2026-01-11 09:00:00.000'],
    ['jana', 'update', '/api/v2/admin/product-variants/AUDIT_07', '2026-01-12 09:00:00.000'],
    ['jana', 'delete', '/api/v2/admin/redirects/902', '2026-01-13 09:00:00.000'],
    ['importer', 'update', '/api/v2/admin/payments/903', '2026-01-14 09:00:00.000'],
  ]
  for (const [actor, action, resource, at] of rows)
    await row(
      testEnv.DB,
      "INSERT INTO admin_audit (actor, action, resource, after_json, created_at) VALUES (?, ?, ?, '{}', ?)",
      actor,
      action,
      resource,
      at,
    ).run()
})

describe('GET /audit-log-entries', () => {
  const january = 'createdAt[after]=2026-01-01&createdAt[before]=2026-02-01'

  it('filters by who, what kind of change, which subject and when, newest first', async () => {
    expect(await resources(`?${january}&actor=petra`)).toEqual([
      '/api/v2/admin/claim-requests/901/messages',
      '/api/v2/admin/claim-requests/901',
    ])
    expect(await resources(`?${january}&action=delete`)).toEqual(['/api/v2/admin/redirects/902'])
    // a kind of subject: every claim's rows, its messages too
    expect(await resources(`?${january}&kind=claim-requests`)).toEqual([
      '/api/v2/admin/claim-requests/901/messages',
      '/api/v2/admin/claim-requests/901',
    ])
    expect(await resources(`?${january}&kind=product-variants`)).toEqual(['/api/v2/admin/product-variants/AUDIT_07'])
    // one subject exactly, as before
    expect(await resources('?resource=/api/v2/admin/claim-requests/901')).toEqual(['/api/v2/admin/claim-requests/901'])
    expect(await resources('?createdAt[after]=2026-01-12&createdAt[before]=2026-01-13T23:59:59')).toEqual([
      '/api/v2/admin/redirects/902',
      '/api/v2/admin/product-variants/AUDIT_07',
    ])
  })

  it('pages, and counts what the filters found', async () => {
    const first = await entries(`?${january}&itemsPerPage=2`)
    expect(first['hydra:totalItems']).toBe(5)
    expect(first['hydra:member'].map((entry) => entry.actor)).toEqual(['importer', 'jana'])
    const third = await entries(`?${january}&itemsPerPage=2&page=3`)
    expect(third['hydra:member'].map((entry) => entry.resource)).toEqual(['/api/v2/admin/claim-requests/901'])
  })

  it('refuses a malformed filter with a violation, not an error', async () => {
    for (const query of ['?createdAt[after]=yesterday', '?action=drop', '?kind=../x', '?itemsPerPage=1000'])
      expect((await admin('GET', `/audit-log-entries${query}`)).status, query).toBe(422)
  })

  it("answers when in ISO 8601 UTC, and reads a day of the filters as Prague's day, as staff see the times", async () => {
    // 23:30 UTC on 15 January is half past midnight on the 16th in Prague
    await row(
      testEnv.DB,
      "INSERT INTO admin_audit (actor, action, resource, after_json, created_at) VALUES ('eva', 'update', '/api/v2/admin/orders/late', '{}', '2026-01-15 23:30:00.000')",
    ).run()
    const sixteenth = (await entries('?createdAt[after]=2026-01-16&createdAt[before]=2026-01-16'))['hydra:member']
    expect(sixteenth.map((entry) => [entry.resource, entry.createdAt])).toEqual([
      ['/api/v2/admin/orders/late', '2026-01-15T23:30:00.000Z'],
    ])
    expect(await resources('?createdAt[after]=2026-01-15&createdAt[before]=2026-01-15')).toEqual([])
  })
})
