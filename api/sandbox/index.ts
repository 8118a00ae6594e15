import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { accessSandbox } from './access'
import { aresSandbox } from './ares'
import { comgateSandbox } from './comgate'
import { heurekaSandbox } from './heureka'
import { identitySandbox } from './identity'
import { mailboxSandbox } from './mailbox'
import { packetaSandbox } from './packeta'
import { packetaRestSandbox } from './packeta-rest'
import { pplSandbox } from './ppl'

/**
 * Local stand-ins of the third parties, speaking their protocols (docs/architecture.md#sandboxes). Mounted under
 * /sandbox only when SANDBOXES is "on"; the storefront proxies /sandbox/* so shoppers can click through them.
 */
export const sandboxes = new Hono<ApiEnv>()
  .use(async function onlyWhenEnabled(c, next) {
    if (c.env.SANDBOXES !== 'on') return c.notFound()
    await next()
  })
  .route('/comgate', comgateSandbox)
  .route('/packeta', packetaSandbox)
  .route('/packeta', packetaRestSandbox)
  .route('/ppl', pplSandbox)
  .route('/identity', identitySandbox)
  .route('/mailbox', mailboxSandbox)
  .route('/ares', aresSandbox)
  .route('/access', accessSandbox)
  .route('/heureka', heurekaSandbox)
