import { t } from '../../lib/texts'
import { QUEUE_PANELS } from './panels'
import './queue.css'

export function QueueScreen() {
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
