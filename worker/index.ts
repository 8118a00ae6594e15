import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { Hono } from 'hono'
type Env = { SHOP_API: Fetcher }
const start = createStartHandler(defaultStreamHandler)
const app = new Hono<{ Bindings: Env }>()
app.all('/api/v2/shop/*', (c) => c.env.SHOP_API.fetch(c.req.raw))
app.all('*', (c) => start(c.req.raw, { context: { api: (p: string) => c.env.SHOP_API.fetch('http://shop-api' + p) } }))
export default createServerEntry({ fetch: app.fetch })
