import type { OperationGroup } from './operation'

/**
 * The admin API (decision 029), under /api/v2/admin on the API worker's own host: every operation needs an admin
 * token; without the ADMIN_API_TOKEN secret the whole API answers 404.
 */
const admin = { auth: 'admin' } as const

export const adminOperations: OperationGroup = {
  tag: 'Admin',
  operations: [
    {
      route: 'GET /redirects',
      summary: 'A page of the redirects, disabled ones too',
      query: 'adminRedirectListQuery',
      ...admin,
    },
    {
      route: 'POST /redirects',
      summary: 'Adds a redirect (force=1: from a live product or category URL)',
      query: 'forceQuery',
      input: 'redirectBody',
      status: 201,
      ...admin,
    },
    { route: 'GET /redirects/{id}', summary: 'One redirect', ...admin },
    {
      route: 'PUT /redirects/{id}',
      summary: 'Replaces a redirect',
      query: 'forceQuery',
      input: 'redirectBody',
      ...admin,
    },
    { route: 'DELETE /redirects/{id}', summary: 'Removes a redirect', status: 204, ...admin },
    {
      route: 'POST /redirects/import',
      summary: 'Imports up to 1000 redirects: all rows or none',
      query: 'forceQuery',
      input: 'redirectImportBody',
      ...admin,
    },
    { route: 'GET /product-variants/{code}', summary: 'A variant’s price, original price and stock', ...admin },
    {
      route: 'PATCH /product-variants/{code}',
      summary: 'Changes a variant’s price or stock (price history, watch-list alerts)',
      input: 'variantPatch',
      ...admin,
    },
    {
      route: 'PUT /content',
      summary: 'Imports the content files (decision 017) in one transaction',
      input: 'contentBody',
      ...admin,
    },
    {
      route: 'GET /audit-log-entries',
      summary: 'Who changed what through the admin API, newest first',
      query: 'auditQuery',
      ...admin,
    },
    { route: 'GET /docs.json', summary: 'This OpenAPI 3.1 document of the admin API', ...admin },
  ],
}
