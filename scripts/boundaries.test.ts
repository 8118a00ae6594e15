import { describe, expect, it } from 'vitest'
import { boundaryViolations, importsOf, unlistedSideEffects } from './boundaries'

const file = (path: string, ...imports: string[]) => ({
  path,
  source: imports.map((from) => `import { x } from '${from}'`).join('\n'),
})

describe('importsOf', () => {
  it('resolves every relative form (static, type-only, re-export, dynamic, side effect) and leaves packages out', () => {
    const source = [
      "import { a } from '../../lib/a'",
      "import type { B } from './b'",
      "export { c } from '../../../contract/c'",
      "const D = lazy(() => import('../d/D'))",
      "import './styles.css'",
      "import { useState } from 'react'",
    ].join('\n')
    expect(importsOf({ path: 'src/features/x/X.tsx', source })).toEqual([
      'src/lib/a',
      'src/features/x/b',
      'contract/c',
      'src/features/d/D',
      'src/features/x/styles.css',
    ])
  })
})

describe('boundaryViolations', () => {
  it('refuses the API in the app, the app in the API, and either in the contract', () => {
    expect(boundaryViolations([file('src/features/cart/cart.api.ts', '../../../api/db/orders')])).toHaveLength(1)
    expect(boundaryViolations([file('api/resources/orders.ts', '../../src/lib/money')])).toHaveLength(1)
    expect(boundaryViolations([file('contract/order.ts', '../api/env')])).toHaveLength(1)
    expect(boundaryViolations([file('worker/proxy.ts', '../api/index')])).toHaveLength(1)
  })

  it('lets the storefront worker use of the app only the request context it builds and the crawler check', () => {
    expect(boundaryViolations([file('worker/pages.ts', '../src/lib/request-context', '../src/lib/crawler')])).toEqual(
      [],
    )
    expect(boundaryViolations([file('worker/pages.ts', '../src/features/cart')])).toHaveLength(1)
    expect(boundaryViolations([file('worker/pages.ts', '../src/lib/money')])).toHaveLength(1)
  })

  it('keeps src/lib the bottom layer and components free of features', () => {
    expect(boundaryViolations([file('src/lib/services.tsx', '../features/cart/cart.store')])).toHaveLength(1)
    expect(boundaryViolations([file('src/lib/x.ts', '../app/create-services')])).toHaveLength(1)
    expect(boundaryViolations([file('src/components/ui/X.tsx', '../../features/auth')])).toHaveLength(1)
    expect(boundaryViolations([file('src/lib/services.tsx', './api/client', '../../contract/hydra')])).toEqual([])
  })

  it('lets a feature use another only through its index, its own modules freely, and the app layer anything', () => {
    expect(boundaryViolations([file('src/features/home/X.tsx', '../catalogue/ProductGrid')])).toEqual([
      'src/features/home/X.tsx → src/features/catalogue/ProductGrid: a feature uses another through its index.ts',
    ])
    expect(
      boundaryViolations([
        file('src/features/home/X.tsx', '../catalogue', '../catalogue/index', './HomeBanners', '../../lib/services'),
        file('src/app/shell/Header.tsx', '../../features/cart/MiniCart'),
        file('src/features/auth/auth.store.test.ts', '../cart/cart.store'),
      ]),
    ).toEqual([])
  })

  it('splits the console as the storefront: routes wire features, features know no route, one another only by index', () => {
    expect(boundaryViolations([file('console/features/orders/OrdersScreen.tsx', '../../routes/__root')])).toEqual([
      'console/features/orders/OrdersScreen.tsx → console/routes/__root: a console feature knows no route; its route imports it',
    ])
    expect(boundaryViolations([file('console/features/orders/X.tsx', '../../router')])).toHaveLength(1)
    expect(boundaryViolations([file('console/lib/x.ts', '../features/orders/list-search')])).toHaveLength(1)
    expect(boundaryViolations([file('console/ui/X.tsx', '../routes/orders')])).toHaveLength(1)
    expect(boundaryViolations([file('console/features/queue/panels.tsx', '../claims/ClaimsQueuePanel')])).toEqual([
      'console/features/queue/panels.tsx → console/features/claims/ClaimsQueuePanel: a feature uses another through its index.ts',
    ])
    expect(
      boundaryViolations([
        file(
          'console/features/queue/panels.tsx',
          '../claims',
          './OrderQueuePanel',
          '../../lib/texts',
          '../../ui/DataTable',
        ),
        file('console/routes/orders.ts', '../features/orders/OrdersScreen', './__root', '../lib/admin-api'),
        file('console/router.ts', './routes/orders', './routes/__root'),
        file('console/routes/__root.tsx', '../nav', '../lib/session'),
      ]),
    ).toEqual([])
  })

  it('keeps Packeta behind the carrier port: only the registry takes its adapter, only its sandbox its client', () => {
    expect(boundaryViolations([file('api/fulfilment/shipments.ts', '../shipping/packeta/client')])).toHaveLength(1)
    expect(boundaryViolations([file('api/resources/methods.ts', '../shipping/packeta')])).toHaveLength(1)
    expect(boundaryViolations([file('api/shipping/registry.ts', './packeta/client')])).toHaveLength(1)
    expect(
      boundaryViolations([
        file('api/shipping/registry.ts', './packeta'),
        file('api/shipping/packeta/index.ts', './client', '../carrier'),
        file('api/sandbox/packeta-rest.ts', '../shipping/packeta/client'),
        file('api/fulfilment/shipments.ts', '../shipping/registry', '../shipping/carrier'),
      ]),
    ).toEqual([])
  })

  it('keeps PPL behind the carrier port as well (decision 063)', () => {
    expect(boundaryViolations([file('api/fulfilment/parcels.ts', '../shipping/ppl/client')])).toEqual([
      'api/fulfilment/parcels.ts → api/shipping/ppl/client: PPL is reached through the carrier port (api/shipping/carrier.ts, registry.ts) only',
    ])
    expect(
      boundaryViolations([
        file('api/shipping/registry.ts', './ppl'),
        file('api/shipping/ppl/index.ts', './client', '../carrier'),
      ]),
    ).toEqual([])
  })

  it('keeps SQL and prepared statements in api/db, with fragments passed around by type only', () => {
    const source = (path: string, text: string) => ({ path, source: text })
    expect(boundaryViolations([file('api/resources/orders.ts', '../db/sql')])).toEqual([
      'api/resources/orders.ts → api/db/sql: D1 is reached through api/db/ only',
    ])
    expect(
      boundaryViolations([source('api/domain/cart.ts', "import { parseRows, type Sql } from '../db/sql'")]),
    ).toHaveLength(1)
    expect(boundaryViolations([source('api/auth/oauth/store.ts', "import * as db from '../../db/sql'")])).toHaveLength(
      1,
    )
    expect(
      boundaryViolations([source('api/domain/x.ts', "export {\n  prepare,\n  sql,\n} from '../db/sql'")]),
    ).toHaveLength(1)
    expect(
      boundaryViolations([source('api/auth/session.ts', "const row = await c.env.DB.prepare('SELECT 1').first()")]),
    ).toEqual(['api/auth/session.ts → .prepare(: D1 is reached through api/db/ only'])
    expect(
      boundaryViolations([
        source(
          'api/auth/session.ts',
          "export type Where = string\nimport type { Sql } from '../db/sql'\nimport { type Sql as Fragment } from '../db/sql'",
        ),
        source('api/db/customers.ts', "import { prepare, sql } from './sql'\nawait db.prepare('SELECT 1')"),
        source('api/sandbox/mailbox-db.ts', "db.prepare('SELECT * FROM sandbox_mailbox')"),
        source('api/resources/orders.test.ts', "import { prepare, sql } from '../db/sql'"),
        source('api/test/fixtures.ts', "import { prepare, sql } from '../db/sql'"),
      ]),
    ).toEqual([])
  })

  it('holds in the repository as it is', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const files = ['src', 'api', 'worker', 'contract', 'console'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => {
          const path = `${entry.parentPath}/${entry.name}`
          return { path, source: readFileSync(path, 'utf8') }
        }),
    )
    expect(files.length).toBeGreaterThan(300)
    expect(boundaryViolations(files)).toEqual([])
  })
})

describe('unlistedSideEffects', () => {
  const page = {
    path: 'src/features/auth/OAuthPages.tsx',
    source: "import './oauth-texts'\nimport './auth.css'\nimport { x } from './y'",
  }
  const exists = (path: string) => ['src/features/auth/oauth-texts.ts', 'src/features/auth/auth.css'].includes(path)

  it('names a module imported for its effect that sideEffects does not list (the bundler would drop it)', () => {
    expect(unlistedSideEffects([page], ['*.css', '**/texts.ts'], exists)).toEqual([
      'src/features/auth/OAuthPages.tsx → src/features/auth/oauth-texts.ts: imported for its effect, but not in package.json sideEffects',
    ])
    expect(unlistedSideEffects([page], ['*.css', '**/*texts.ts'], exists)).toEqual([])
  })
})
