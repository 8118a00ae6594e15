import { env } from 'cloudflare:test'
import type { D1Migration } from 'cloudflare:test'
import type { Bindings } from '../env'

/** The API worker's bindings inside the test runtime (from api/wrangler.toml) plus the test migrations. */
export const testEnv = env as unknown as Bindings & { TEST_MIGRATIONS: D1Migration[] }
