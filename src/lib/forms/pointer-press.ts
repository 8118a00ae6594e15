/**
 * A field's message appears when the field is left (blur). Pressing the mouse on the next control (the checkout's
 * "Nakupuji na firmu") blurs the field before the button is released: a message appearing then moved that control
 * from under the pointer, and the click it was meant to be was lost. So what a blur shows waits until the press
 * has ended and its click has been dispatched. Browser-only state, set up by the first form that mounts.
 */
let pressed = false
let watching = false
const waiting: (() => void)[] = []

function released() {
  pressed = false
  // a task later: pointerup, mouseup and the click they make are dispatched before this runs
  setTimeout(() => {
    for (const run of waiting.splice(0)) run()
  }, 0)
}

export function watchPointerPresses(): void {
  if (watching || typeof document === 'undefined') return
  watching = true
  document.addEventListener('pointerdown', () => void (pressed = true), true)
  document.addEventListener('pointerup', released, true)
  document.addEventListener('pointercancel', released, true)
}

/** Runs `update` now, or once the pointer press going on is over. */
export function afterPointerPress(update: () => void): void {
  if (pressed) waiting.push(update)
  else update()
}
