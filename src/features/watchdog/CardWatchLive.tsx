import { useEffect, useRef, useState } from 'react'
import type { WatchdogEventType } from '../../../contract/watchdog'
import { useServices, useT } from '../../lib/services'
import { watchFromCard } from './card-watch'
import { useWatchdog } from './use-watchdog'
import { useWatchdogSync } from './use-watchdog-sync'

type Props = {
  code: string
  type: WatchdogEventType
  describedBy: string
  /** The first click was on CardWatch's plain button, before this was loaded: it asked for a watch. */
  asked: boolean
}

/**
 * A product card's watch button with its state, loaded on demand by CardWatch: pressed while the customer
 * watches the event; a click turns it on or off (card-watch.ts), a guest's goes through the login popup. The
 * button waits while the list loads or a change is under way; a failed change has shown its toast (the store).
 */
export default function CardWatchLive({ code, type, describedBy, asked }: Props) {
  const t = useT()
  const services = useServices()
  useWatchdogSync()
  // from the state given, not the store's watchesEvent (which reads the current state): the hydration render
  // is the guest's
  const watched = useWatchdog((s) => s.entries[code]?.events.some((event) => event.type === type) ?? false)
  const loading = useWatchdog((s) => s.status === 'loading')
  const [busy, setBusy] = useState(false)

  async function change(watch: boolean) {
    setBusy(true)
    try {
      await watchFromCard(services, code, type, watch)
    } finally {
      setBusy(false)
    }
  }

  // the click that loaded this (once, even where effects run twice)
  const taken = useRef(false)
  useEffect(() => {
    if (!asked || taken.current) return
    taken.current = true
    void change(true)
  })

  return (
    <button
      type="button"
      className="card-watch"
      aria-pressed={watched}
      aria-describedby={describedBy}
      disabled={busy || loading}
      onClick={() => void change(!watched)}
    >
      {t(`watchdog.watch.${type}`)}
    </button>
  )
}
