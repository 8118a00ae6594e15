import { html } from 'hono/html'
import type { Context } from 'hono'
import type { ApiEnv } from '../env'
import { sandboxPage } from './page-layout'

/**
 * The PPL sandbox's page for a developer (GET /sandbox/ppl): the newest shipments, what was asked of PPL (the age
 * check, cash on delivery) and buttons that play the courier: delivered, refused at the door, back to the sender.
 * The status sweep (every 10 minutes) then moves the order.
 */

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f7f3ee;color:#241c15}
main{max-width:60rem;margin:0 auto;padding:1rem}.note{background:#fff3cd;padding:.5rem 1rem;border-radius:.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #d9cfc4}
form{display:inline}button{margin:.1rem;font:inherit}.wrap{overflow-x:auto}`

/** PPL's phases (`/codelist/shipmentPhase`); refused at the door, a parcel goes back: `Returning`. */
const MOVES = [
  ['Delivered', 'Doručit'],
  ['Returning', 'Odmítnuto u dveří'],
  ['BackToSender', 'Vrátit odesílateli'],
] as const

export async function pplSandboxPage(c: Context<ApiEnv>) {
  const { results } = await c.env.DB.prepare(
    `SELECT shipment_number, reference_id, state, request FROM sandbox_ppl_shipments
      ORDER BY rowid DESC LIMIT 30`,
  ).all<{ shipment_number: string; reference_id: string; state: string; request: string }>()
  const rows = results.map((row) => {
    const request = JSON.parse(row.request) as { ageCheck?: string; cashOnDelivery?: { codPrice: number } }
    return html`<tr>
      <td>${row.shipment_number}</td>
      <td>${row.reference_id}</td>
      <td>${request.ageCheck ?? '–'}</td>
      <td>${request.cashOnDelivery ? `${request.cashOnDelivery.codPrice} Kč` : '–'}</td>
      <td>${row.state}</td>
      <td>
        ${MOVES.map(
          ([state, label]) =>
            html`<form method="post" action="/sandbox/ppl/shipments/${row.shipment_number}/state">
              <input type="hidden" name="phase" value="${state}"><input type="hidden" name="back" value="1">
              <button>${label}</button>
            </form>`,
        )}
      </td>
    </tr>`
  })
  const body = html`<h1>PPL – zásilky (sandbox)</h1>
    <div class="wrap">
      <table>
        <thead>
          <tr><th>Číslo zásilky</th><th>Objednávka</th><th>Ověření věku</th><th>Dobírka</th><th>Stav</th><th>Kurýr</th></tr>
        </thead>
        <tbody>
          ${rows.length === 0 ? html`<tr><td colspan="6">Zatím žádné zásilky.</td></tr>` : rows}
        </tbody>
      </table>
    </div>`
  const note = 'Sandbox PPL: nic se neodesílá, tlačítka hrají kurýra. Objednávku pak posune kontrola stavu zásilek.'
  return c.html(sandboxPage({ title: 'PPL – zásilky (sandbox)', style: STYLE, note, body }), 200, {
    'cache-control': 'no-store',
  })
}
