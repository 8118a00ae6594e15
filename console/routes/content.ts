import { createRoute } from '@tanstack/react-router'
import { contentStatus } from '../../contract/admin/content'
import { ContentScreen } from '../features/content/ContentScreen'
import { adminGet } from '../lib/admin-api'
import { rootRoute } from './__root'

/** The content import's status: what is live and when it last changed; the import is a script's job. */
export const contentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/obsah',
  loader: ({ abortController }) => adminGet(contentStatus, '/content', abortController.signal),
  component: ContentScreen,
})
