import { createRoute } from '@tanstack/react-router'
import { QueueScreen } from '../features/queue/QueueScreen'
import { rootRoute } from './__root'

/** The landing screen: today's work, queue by queue (decision 049). */
export const queueRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: QueueScreen })
