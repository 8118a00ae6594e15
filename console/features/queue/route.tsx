import { createRoute } from '@tanstack/react-router'
import { t } from '../../lib/texts'
import { rootRoute } from '../../routes/__root'
import { QUEUE_PANELS } from './panels'

function QueueScreen() {
  return (
    <>
      <h1>{t('queue.title')}</h1>
      <div className="queue">
        {QUEUE_PANELS.map(({ id, Panel }) => (
          <Panel key={id} />
        ))}
      </div>
    </>
  )
}

/** The landing screen: today's work, queue by queue (decision 049). */
export const queueRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: QueueScreen })
