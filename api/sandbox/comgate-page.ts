import { html } from 'hono/html'
import { sandboxPage } from './page-layout'
import type { SandboxPayment } from './comgate-db'
import { COMGATE_SANDBOX_PATH, returnUrlOf } from './comgate-gateway'

/**
 * The payer's page of the Comgate sandbox. It stands for the gateway's own page, so its Czech texts live here
 * rather than in the shop's locales. No scripts (the storefront's CSP gives it no nonce); `html` escapes every
 * interpolated value.
 */

export const COMPLETE_PATH = `${COMGATE_SANDBOX_PATH}/client/instructions/complete`

const STATUS_TEXT = {
  PENDING: 'Čeká na zaplacení',
  PAID: 'Zaplaceno',
  CANCELLED: 'Zrušeno',
  AUTHORIZED: 'Autorizováno',
} as const

/** `1 290 Kč` (no-break spaces, decimals only when there are some). */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('cs-CZ', { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' }).format(
    cents / 100,
  )
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  .note { margin: 0 0 1rem; padding: .5rem .75rem; background: #fef3c7; border-radius: .25rem; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; }
  form { display: flex; flex-direction: column; gap: .75rem; }
  button, a.button { font: inherit; padding: .75rem 1rem; border-radius: .375rem; border: 2px solid #1d4ed8;
         cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #1d4ed8; color: #fff; } .cancel { background: #fff; color: #b91c1c; border-color: #b91c1c; }
  .later { background: #fff; color: #1d4ed8; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`

function layout(title: string, body: ReturnType<typeof html>) {
  return sandboxPage({
    title,
    style: STYLE,
    note: 'Testovací platební brána (sandbox). Žádné peníze se nepřevádějí.',
    body,
  })
}

/** The page of one payment: its details and, while pending, the choices to pay, cancel or pay later. */
export function instructionsPage(payment: SandboxPayment) {
  const details = html`<dl>
<dt>Obchodník</dt><dd>${payment.merchant}</dd>
<dt>Za</dt><dd>${payment.label}</dd>
<dt>Číslo objednávky</dt><dd>${payment.refId}</dd>
<dt>Transakce</dt><dd>${payment.transId}</dd>
<dt>Stav</dt><dd>${STATUS_TEXT[payment.status]}</dd>
<dt>Částka</dt><dd class="amount">${formatAmount(payment.price, payment.curr)}</dd>
</dl>`
  if (payment.status === 'PENDING') {
    return layout(
      'Platba – Comgate sandbox',
      html`<h1>Platba objednávky</h1>
${details}
<form method="post" action="${COMPLETE_PATH}">
<input type="hidden" name="id" value="${payment.transId}">
<button type="submit" name="result" value="PAID" class="pay">Zaplatit</button>
<button type="submit" name="result" value="CANCELLED" class="cancel">Zrušit platbu</button>
<button type="submit" name="result" value="PENDING" class="later">Zaplatit později</button>
</form>`,
    )
  }
  const outcome = payment.status === 'CANCELLED' ? 'CANCELLED' : 'PAID'
  return layout(
    'Platba – Comgate sandbox',
    html`<h1>${payment.status === 'CANCELLED' ? 'Platba byla zrušena' : 'Platba byla přijata'}</h1>
${details}
<a class="button later" href="${returnUrlOf(payment, outcome)}">Zpět do obchodu</a>`,
  )
}

export function missingPaymentPage() {
  return layout(
    'Platba nenalezena – Comgate sandbox',
    html`<h1>Platba nebyla nalezena</h1><p>Odkaz na platbu je neplatný.</p>`,
  )
}
