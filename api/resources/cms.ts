import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { cmsBlocks } from './cms-blocks'
import { cmsPages } from './cms-pages'

/** The content calls of BitBag's Sylius CMS plugin (`/cms-plugin/*`, contract/cms.ts, decision 017); all public. */
export const cms = new Hono<ApiEnv>().route('/', cmsPages).route('/', cmsBlocks)
