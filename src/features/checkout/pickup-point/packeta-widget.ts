import { type PickedPoint, pickedFromWidget, widgetOptions } from './pickup-point'

/** Packeta's widget v6 (docs/czech-commerce.md#packeta); it opens its own full-screen map in an iframe. */
const LIBRARY_URL = 'https://widget.packeta.com/v6/www/js/library.js'

export type PacketaWidget = {
  pick: (apiKey: string, callback: (point: unknown) => void, options: Record<string, string | boolean>) => void
}

declare global {
  interface Window {
    Packeta?: { Widget?: PacketaWidget }
  }
}

// One load per page in the browser (never called on the server); a failed load may be tried again.
let library: Promise<PacketaWidget> | null = null

/** Loads the widget library once (a script tag) and resolves with `Packeta.Widget`. */
export function loadPacketaWidget(): Promise<PacketaWidget> {
  const ready = window.Packeta?.Widget
  if (ready) return Promise.resolve(ready)
  library ??= new Promise<PacketaWidget>(function load(resolve, reject) {
    const script = document.createElement('script')
    function fail() {
      script.remove()
      library = null
      reject(new Error(`The Packeta widget did not load from ${LIBRARY_URL}`))
    }
    script.src = LIBRARY_URL
    script.async = true
    script.onerror = fail
    script.onload = function loaded() {
      const widget = window.Packeta?.Widget
      if (widget) resolve(widget)
      else fail()
    }
    document.head.appendChild(script)
  })
  return library
}

/** Opens the widget; resolves with the chosen point, or null when the shopper closes it without one. */
export function pickWithWidget(
  widget: PacketaWidget,
  apiKey: string,
  requireStaffed: boolean,
): Promise<PickedPoint | null> {
  return new Promise(function pick(resolve) {
    widget.pick(apiKey, (point) => resolve(pickedFromWidget(point)), widgetOptions(requireStaffed))
  })
}
