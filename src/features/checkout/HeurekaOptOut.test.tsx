import { describe, expect, it, vi } from 'vitest'
import { renderPage as render } from '../../lib/test-fixtures'
import { initialValues } from './checkout-form'
import { HeurekaOptOut } from './HeurekaOptOut'
import type { CheckoutForm } from './use-checkout-form'

/** Heureka's own sentence (docs/decisions/062-heureka-certification.md), exact. */
const SENTENCE =
  'Nesouhlasím se zasláním dotazníku spokojenosti v rámci programu Ověřeno zákazníky, který pomáhá zlepšovat naše služby.'

function formWith(heurekaOptOut: boolean) {
  const change = vi.fn()
  const form = { values: { ...initialValues(null), heurekaOptOut }, errors: {}, change } as unknown as CheckoutForm
  return { form, change }
}

describe("the checkout's Heureka opt-out", () => {
  it("shows Heureka's sentence on an unticked box by default", async () => {
    const html = await render(<HeurekaOptOut form={formWith(initialValues(null).heurekaOptOut).form} />)
    expect(html).toContain(SENTENCE)
    expect(html).toMatch(/<input id="checkout-heurekaOptOut" type="checkbox" name="heurekaOptOut"\/>/)
  })

  it('shows the box ticked once the shopper ticked it (a draft back from the bank too)', async () => {
    const html = await render(<HeurekaOptOut form={formWith(true).form} />)
    expect(html).toMatch(/<input id="checkout-heurekaOptOut" type="checkbox" name="heurekaOptOut" checked=""\/>/)
  })
})
