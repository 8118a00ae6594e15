import { beforeAll, describe, expect, it } from 'vitest'
import { constraintViolationList } from '../../contract/hydra'
import { addProduct, addTaxon, get } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { admin, adminEnv } from '../test/admin-client'

type Redirect = { '@id': string; id: number; originUrl: string; destinationUrl: string; enabled: boolean }

async function create(originUrl: string, destinationUrl: string, query = '') {
  return admin('POST', `/redirects${query}`, { body: { originUrl, destinationUrl } })
}

async function violations(response: Response) {
  expect(response.status).toBe(422)
  return constraintViolationList.parse(await response.json()).violations.map((v) => [v.propertyPath, v.code, v.message])
}

async function version(): Promise<number> {
  const body = await (await get('/api/v2/shop/redirects-version')).json<{ version: number }>()
  return body.version
}

async function shopOrigins(): Promise<string[]> {
  const body = await (
    await get('/api/v2/shop/redirects?itemsPerPage=1000')
  ).json<{ 'hydra:member': { originUrl: string }[] }>()
  return body['hydra:member'].map((r) => r.originUrl)
}

beforeAll(async () => {
  await addTaxon(testEnv.DB, { code: 'rum', parent: null, cs: { name: 'Rum', slug: 'rum' } })
  await addProduct(testEnv.DB, { code: 'ZACAPA', cs: { name: 'Zacapa 23', slug: 'zacapa-23' } })
  await addProduct(testEnv.DB, { code: 'OLD', enabled: false, cs: { name: 'Starý', slug: 'stary-rum' } })
})

describe('redirects CRUD', () => {
  it('creates, shows, replaces and deletes a redirect, live for the storefront at each step', async () => {
    const start = await version()
    const created = await create('/stary-eshop/rumy', '/kategorie/rum')
    expect(created.status).toBe(201)
    const body = await created.json<Redirect>()
    expect(body).toMatchObject({
      '@type': 'Redirect',
      originUrl: '/stary-eshop/rumy',
      destinationUrl: '/kategorie/rum',
      enabled: true,
    })
    expect(body['@id']).toBe(`/api/v2/admin/redirects/${body.id}`)
    expect(await shopOrigins()).toContain('/stary-eshop/rumy')
    expect(await version()).toBeGreaterThan(start)

    expect(await (await admin('GET', `/redirects/${body.id}`)).json()).toMatchObject({ originUrl: '/stary-eshop/rumy' })
    const replaced = await admin('PUT', `/redirects/${body.id}`, {
      body: { originUrl: '/stary-eshop/rumy', destinationUrl: 'https://example.com/rum', enabled: false },
    })
    expect(replaced.status).toBe(200)
    expect(await replaced.json()).toMatchObject({ destinationUrl: 'https://example.com/rum', enabled: false })
    expect(await shopOrigins()).not.toContain('/stary-eshop/rumy')

    const beforeDelete = await version()
    expect((await admin('DELETE', `/redirects/${body.id}`)).status).toBe(204)
    expect((await admin('GET', `/redirects/${body.id}`)).status).toBe(404)
    expect((await admin('DELETE', `/redirects/${body.id}`)).status).toBe(404)
    expect(await version()).toBeGreaterThan(beforeDelete)

    const log = await (
      await admin('GET', `/audit-log-entries?resource=/api/v2/admin/redirects/${body.id}`)
    ).json<{
      'hydra:member': { actor: string; action: string; before: unknown; after: unknown }[]
    }>()
    expect(log['hydra:member'].map((e) => [e.actor, e.action])).toEqual([
      ['ops', 'delete'],
      ['ops', 'update'],
      ['ops', 'create'],
    ])
    const [deleted, update, creation] = log['hydra:member']
    expect(creation!.before).toBeNull()
    expect(creation!.after).toMatchObject({
      originUrl: '/stary-eshop/rumy',
      destinationUrl: '/kategorie/rum',
      enabled: true,
    })
    expect(update!.before).toMatchObject({ destinationUrl: '/kategorie/rum', enabled: true })
    expect(update!.after).toMatchObject({ destinationUrl: 'https://example.com/rum', enabled: false })
    expect(deleted!.after).toBeNull()
  })
})

describe('redirect rules', () => {
  it('accepts relative and absolute destinations and refuses anything else', async () => {
    expect((await create('/rules/relative', '/kategorie/rum')).status).toBe(201)
    expect((await create('/rules/absolute', 'https://www.facebook.com/drinkarna')).status).toBe(201)
    expect(await violations(await create('/rules/bad', 'javascript:alert(1)'))).toEqual([
      [
        'destinationUrl',
        'redirectDestinationFormat',
        'Cíl musí začínat lomítkem, nebo být celá adresa s http:// či https://.',
      ],
    ])
    expect((await violations(await create('/rules/bad', '//evil.example/x'))).map((v) => v[1])).toEqual([
      'redirectDestinationFormat',
    ])
    expect((await violations(await create('rules/no-slash', '/x'))).map((v) => v[1])).toEqual(['redirectOriginFormat'])
    expect(
      (await violations(await admin('POST', '/redirects', { body: { originUrl: '', destinationUrl: '/x' } }))).map(
        (v) => v[0],
      ),
    ).toEqual(['originUrl'])
  })

  it('refuses a redirect to itself, in any spelling, and a loop of two', async () => {
    expect((await violations(await create('/smycka', '/Smycka/'))).map((v) => v[1])).toEqual(['redirectLoop'])
    expect((await violations(await create('/smycka', '/smycka?utm=1'))).map((v) => v[1])).toEqual(['redirectLoop'])
    expect((await create('/tam', '/zpet')).status).toBe(201)
    expect(await violations(await create('/zpet', '/tam'))).toEqual([
      ['destinationUrl', 'redirectLoop', 'Přesměrování by vedlo zpět na sebe.'],
    ])
  })

  it('refuses chains longer than one hop, in either direction', async () => {
    expect((await create('/retez/b', '/kategorie/rum')).status).toBe(201)
    expect(await violations(await create('/retez/a', '/retez/b'))).toEqual([
      [
        'destinationUrl',
        'redirectChainDestination',
        'Cíl /retez/b se sám přesměrovává; návštěvník by prošel více přesměrováními.',
      ],
    ])
    expect((await create('/retez/c', '/retez/d')).status).toBe(201)
    expect(await violations(await create('/retez/d', '/kategorie/rum'))).toEqual([
      [
        'originUrl',
        'redirectChainOrigin',
        'Na adresu /retez/d už vede přesměrování z /retez/c; návštěvník by prošel více přesměrováními.',
      ],
    ])
  })

  it('refuses a second redirect from the same address', async () => {
    expect((await create('/dvakrat', '/a')).status).toBe(201)
    expect(await violations(await create('/DVAKRAT/', '/b'))).toEqual([
      ['originUrl', 'redirectDuplicate', 'Přesměrování z adresy /DVAKRAT/ už existuje.'],
    ])
  })

  it('refuses to hide a live product or category URL unless forced', async () => {
    expect(await violations(await create('/produkt/zacapa-23', '/kategorie/rum'))).toEqual([
      [
        'originUrl',
        'redirectLiveUrl',
        'Adresa /produkt/zacapa-23 patří existujícímu produktu nebo kategorii; přesměrovat ji lze jen s volbou force.',
      ],
    ])
    expect((await violations(await create('/kategorie/rum', '/'))).map((v) => v[1])).toContain('redirectLiveUrl')
    // a disabled product's URL is dead: ops redirect it freely
    expect((await create('/produkt/stary-rum', '/kategorie/rum')).status).toBe(201)
    expect((await create('/produkt/zacapa-23', '/kategorie/rum', '?force=1')).status).toBe(201)
  })

  it('checks a replacement against the rest of the table, not against the row it replaces', async () => {
    const { id } = await (await create('/nahrada', '/a1')).json<Redirect>()
    expect(
      (await admin('PUT', `/redirects/${id}`, { body: { originUrl: '/nahrada', destinationUrl: '/a2' } })).status,
    ).toBe(200)
    expect(
      (
        await violations(
          await admin('PUT', `/redirects/${id}`, { body: { originUrl: '/nahrada', destinationUrl: '/tam' } }),
        )
      ).map((v) => v[1]),
    ).toEqual(['redirectChainDestination'])
  })
})

describe('POST /redirects/import', () => {
  it('applies nothing when any row breaks a rule, and names every bad row', async () => {
    const before = await shopOrigins()
    const response = await admin('POST', '/redirects/import', {
      body: {
        redirects: [
          { originUrl: '/import/ok', destinationUrl: '/kategorie/rum' },
          { originUrl: '/import/chain', destinationUrl: '/import/ok' },
          { originUrl: '/IMPORT/OK', destinationUrl: '/jinam' },
          { originUrl: '/import/bad', destinationUrl: 'ftp://x' },
        ],
      },
    })
    expect((await violations(response)).map((v) => [v[0], v[1]])).toEqual([
      ['redirects[1].destinationUrl', 'redirectChainDestination'],
      ['redirects[2].originUrl', 'redirectDuplicateInBatch'],
      ['redirects[3].destinationUrl', 'redirectDestinationFormat'],
    ])
    expect(await shopOrigins()).toEqual(before)
  })

  it('adds new rows and updates known origins in one go; the same file again changes nothing', async () => {
    await create('/import/known', '/stary-cil')
    const rows = [
      { originUrl: '/import/new-1', destinationUrl: '/kategorie/rum' },
      { originUrl: '/import/known', destinationUrl: '/novy-cil' },
    ]
    const first = await admin('POST', '/redirects/import', { body: { redirects: rows } })
    expect(await first.json()).toMatchObject({ '@type': 'RedirectImport', created: 1, updated: 1, unchanged: 0 })
    const again = await admin('POST', '/redirects/import', { body: { redirects: rows } })
    expect(await again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
    const known = await row(
      testEnv.DB,
      "SELECT destination_url FROM redirects WHERE origin_url = '/import/known'",
    ).first<{ destination_url: string }>()
    expect(known!.destination_url).toBe('/novy-cil')
    const audit = await row(
      testEnv.DB,
      "SELECT count(*) AS n FROM admin_audit WHERE resource IN (SELECT '/api/v2/admin/redirects/' || id FROM redirects WHERE origin_url LIKE '/import/%')",
    ).first<{ n: number }>()
    // known: create + update; new-1: create
    expect(audit!.n).toBe(3)
  })

  it('imports 1000 rows at once, each with its audit row', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      originUrl: `/velky-import/stara-stranka-cislo-${i}`,
      destinationUrl: `/kategorie/rum?puvodni=${i}`,
    }))
    const response = await admin('POST', '/redirects/import', { body: { redirects: rows } })
    expect(await response.json()).toMatchObject({ created: 1000, updated: 0, unchanged: 0 })
    const stored = await row(
      testEnv.DB,
      "SELECT count(*) AS n FROM redirects WHERE enabled = 1 AND origin_url LIKE '/velky-import/%'",
    ).first<{ n: number }>()
    expect(stored!.n).toBe(1000)
    const audit = await row(
      testEnv.DB,
      "SELECT count(*) AS n FROM admin_audit WHERE action = 'create' AND after_json LIKE '%/velky-import/%'",
    ).first<{ n: number }>()
    expect(audit!.n).toBe(1000)
  })

  it('refuses an empty import and one over the limit', async () => {
    expect(
      (await violations(await admin('POST', '/redirects/import', { body: { redirects: [] } }))).map((v) => v[0]),
    ).toEqual(['redirects'])
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ originUrl: `/x/${i}`, destinationUrl: '/y' }))
    expect(
      (await violations(await admin('POST', '/redirects/import', { body: { redirects: tooMany } }))).map((v) => v[0]),
    ).toEqual(['redirects'])
  })
})

describe('control characters', () => {
  it('refuses a control character in either address, from the form and from an import, with a Czech message', async () => {
    const message = 'Adresa nesmí obsahovat řídicí znaky (např. nulový bajt nebo zalomení řádku).'
    for (const char of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085']) {
      expect(await violations(await create('/ctrl/destination', `/a${char}b`))).toEqual([
        ['destinationUrl', 'redirectControlCharacter', message],
      ])
      expect(await violations(await create('/ctrl/absolute', `https://www.facebook.com/a${char}b`))).toEqual([
        ['destinationUrl', 'redirectControlCharacter', message],
      ])
      expect(await violations(await create(`/ctrl/origin${char}`, '/kategorie/rum'))).toEqual([
        ['originUrl', 'redirectControlCharacter', message],
      ])
    }
    const imported = await admin('POST', '/redirects/import', {
      body: {
        redirects: [
          { originUrl: '/ctrl/import-ok', destinationUrl: '/kategorie/rum' },
          { originUrl: '/ctrl/import', destinationUrl: '/a\u0000b' },
          { originUrl: '/ctrl/import\u007f', destinationUrl: '/x' },
        ],
      },
    })
    expect((await violations(imported)).map((v) => [v[0], v[1]])).toEqual([
      ['redirects[1].destinationUrl', 'redirectControlCharacter'],
      ['redirects[2].originUrl', 'redirectControlCharacter'],
    ])
    expect((await shopOrigins()).filter((origin) => origin.startsWith('/ctrl'))).toEqual([])
  })
})

describe('hostile input', () => {
  it('answers a malformed body 400 and an unknown id 404, never 500', async () => {
    const response = await admin('POST', '/redirects', { body: undefined })
    expect(response.status).toBe(422)
    const broken = await Promise.resolve(
      (await import('../index')).default.request(
        '/api/v2/admin/redirects',
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${(await import('../test/admin-client')).OPS_TOKEN}`,
            'content-type': 'application/json',
          },
          body: '{"originUrl":',
        },
        adminEnv,
      ),
    )
    expect(broken.status).toBe(400)
    expect((await admin('GET', '/redirects/abc')).status).toBe(404)
    expect((await admin('PUT', '/redirects/999999', { body: { originUrl: '/q', destinationUrl: '/r' } })).status).toBe(
      404,
    )
  })
})
