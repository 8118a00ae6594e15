import { describe, expect, it } from 'vitest'
import { renderMail } from './templates'

/** The staff's reply and decision mails (decision 050): Czech that agrees with a complaint and a return alike. */

const decision = (type: 'complaint' | 'return', accepted: boolean) =>
  renderMail({
    template: 'claim-decision',
    params: {
      type,
      number: type === 'complaint' ? 'R000012' : 'V000012',
      orderNumber: '000000042',
      decision: accepted ? 'accepted' : 'rejected',
      resolution: accepted ? 'refund' : null,
      reason: accepted ? null : 'Zboží bylo použité.',
      refundAmount: accepted ? 49_900 : null,
      link: 'https://www.drinkarna.cz/account/complaint',
    },
  })

describe('claim decision mails', () => {
  it('agree with the noun: a complaint (feminine) and a withdrawal (neuter)', () => {
    expect(decision('complaint', true).subject).toBe('Uznali jsme Vaši reklamaci č. R000012 – Drinkárna')
    expect(decision('complaint', true).text).toContain(
      'Vaši reklamaci č. R000012 k objednávce 000000042 jsme uznali a vyřídíme ji vrácením peněz.',
    )
    expect(decision('return', true).subject).toBe('Vyřídili jsme Vaše odstoupení od smlouvy č. V000012 – Drinkárna')
    expect(decision('return', true).text).toContain(
      'Vaše odstoupení od smlouvy č. V000012 k objednávce 000000042 jsme přijali a vyřídíme je vrácením peněz.',
    )
    expect(decision('return', false).text).toContain(
      'Vaše odstoupení od smlouvy č. V000012 k objednávce 000000042 jsme bohužel zamítli.',
    )
    expect(decision('return', false).text).toContain('Důvod: Zboží bylo použité.')
  })
})

describe('claim reply mails', () => {
  it('carry the whole reply and say where its files are, one or more', () => {
    const reply = (attachments: number) =>
      renderMail({
        template: 'claim-reply',
        params: {
          type: 'complaint',
          number: 'R000012',
          orderNumber: '000000042',
          message: 'Dobrý den,\npošlete nám prosím láhev zpět.',
          attachments,
          link: 'https://www.drinkarna.cz/account/complaint',
        },
      })
    expect(reply(1).subject).toBe('Odpověď k Vaší reklamaci č. R000012 – Drinkárna')
    expect(reply(1).text).toContain('pošlete nám prosím láhev zpět.')
    expect(reply(1).text).toContain('K odpovědi jsme přiložili soubor; najdete ho u reklamace ve svém účtu.')
    expect(reply(2).text).toContain('K odpovědi jsme přiložili soubory (2); najdete je u reklamace ve svém účtu.')
    expect(reply(0).text).not.toContain('přiložili')
  })
})
