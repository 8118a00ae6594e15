import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { newsletterSubscribeInput } from '../../../contract/newsletter'
import { schemaErrors } from '../../lib/forms'
import { createI18n } from '../../lib/i18n'
import { newsletterRules } from './newsletter-rules'

const { t } = createI18n('cs')
const rules = (email: string, consent: boolean) => newsletterRules({ email, consent, website: '' }, t)
/** What the API's schema says of the same values: the plain rules must not be stricter, nor say other words. */
const api = (email: string, consent: boolean) =>
  schemaErrors(z.pick(newsletterSubscribeInput, { email: true, consent: true }), { email, consent }, t)

describe('the Drinksletter form’s rules', () => {
  it('ask for an address and the consent, in the contract’s words', () => {
    expect(rules('', false)).toEqual({
      email: 'Toto pole je povinné.',
      consent: 'Váš souhlas je nezbytný pro další pokračování.',
    })
    expect(rules('jana@', true)).toEqual({ email: 'Zadejte platnou e-mailovou adresu.' })
    expect(rules(' jana@example.cz ', true)).toEqual({})
  })

  it.each([
    ['jana@example.cz', true],
    ['', false],
    ['jana@', true],
    ['jana novak@example.cz', true],
  ] as const)('agree with the API’s schema on %j', (email, consent) => {
    expect(rules(email, consent)).toEqual(api(email, consent))
  })
})
