import { lazy, Suspense } from 'react'
import type { EngravingProps } from './EngravingField'

/**
 * The engraving field (EngravingField.tsx) with its messages is a chunk of its own
 * (docs/decisions/021-first-load-javascript.md): most products cannot be engraved. The server renders it directly
 * (its HTML is in the page); hydration then waits for the chunk while the server's markup stays in place.
 */
let loaded: typeof import('./EngravingField') | undefined
const load = () => import('./EngravingField').then((m) => (loaded = m))
const LazyField = lazy(() => load().then((m) => ({ default: m.EngravingField })))
// A lazy component that suspends on the server is sent later in the stream and revealed by a script.
if (import.meta.env.SSR) void load()

export function EngravingSlot(props: EngravingProps) {
  const EngravingField = loaded ? loaded.EngravingField : LazyField
  return (
    <Suspense fallback={null}>
      <EngravingField {...props} />
    </Suspense>
  )
}
