import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { addProduct } from '../test/fixtures'
import { testEnv } from '../test/env'
import { asPerson } from '../test/admin-roles'
import { row } from '../test/sql'
import { adminContent } from './content'
import type { AdminEnv } from './env'
import { adminRedirects } from './redirect-admin'
import { adminRedirectImport } from './redirect-admin-import'
import { adminVariants } from './variants'

/** Roles (decision 050): staff run orders and claims; only an admin changes prices, stock, redirects, content. */

const routes = new Hono<AdminEnv>()
  .route('/', adminVariants)
  .route('/', adminRedirects)
  .route('/', adminRedirectImport)
  .route('/', adminContent)
const staff = asPerson(routes, { actor: 'petra', role: 'staff' })
const boss = asPerson(routes, { actor: 'jana', role: 'admin' })

const price = async () =>
  (await row(testEnv.DB, "SELECT price FROM product_variants WHERE code = 'ROLE_07'").first<{ price: number }>())?.price

beforeAll(async () => {
  await addProduct(testEnv.DB, {
    code: 'P_ROLE',
    cs: { name: 'Rum Role', slug: 'rum-role' },
    variants: [{ code: 'ROLE_07', price: 60_000, onHand: 4 }],
  })
})

describe('roles', () => {
  it('refuses a staff person a price change (403 in Czech, nothing written, nothing audited); an admin makes it', async () => {
    const refused = await staff('PATCH', '/product-variants/ROLE_07', { channelPricings: { WEB_CZ: { price: 1 } } })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toMatchObject({
      'hydra:description': 'Tuto změnu může udělat jen administrátor obchodu.',
    })
    expect(await price()).toBe(60_000)
    const audited = await row(testEnv.DB, "SELECT count(*) AS n FROM admin_audit WHERE actor = 'petra'").first<{
      n: number
    }>()
    expect(audited?.n).toBe(0)

    const allowed = await boss('PATCH', '/product-variants/ROLE_07', { channelPricings: { WEB_CZ: { price: 55_000 } } })
    expect(allowed.status).toBe(200)
    expect(await price()).toBe(55_000)
  })

  it('lets staff read a variant but not change its stock', async () => {
    expect((await staff('GET', '/product-variants/ROLE_07')).status).toBe(200)
    expect((await staff('PATCH', '/product-variants/ROLE_07', { onHand: 100 })).status).toBe(403)
  })

  it('refuses staff every redirect change and the content import, before reading the body', async () => {
    expect((await staff('POST', '/redirects', { originUrl: '/stara-role', destinationUrl: '/' })).status).toBe(403)
    expect((await staff('PUT', '/redirects/1', { originUrl: '/stara-role', destinationUrl: '/' })).status).toBe(403)
    expect((await staff('DELETE', '/redirects/1')).status).toBe(403)
    expect((await staff('POST', '/redirects/import', { redirects: [] })).status).toBe(403)
    expect((await staff('PUT', '/content', { files: [] })).status).toBe(403)
    // the list stays readable: staff may look up where an old address leads
    expect((await staff('GET', '/redirects')).status).toBe(200)
    const created = await boss('POST', '/redirects', { originUrl: '/stara-role', destinationUrl: '/' })
    expect(created.status).toBe(201)
  })
})
