import { describe, expect, it } from 'vitest'
import {
  formatWeekHours,
  hoursTable,
  shopInfoPlaceholders,
  liquorStoreJsonLd,
  mapUrl,
  openingHoursSpecification,
  phoneHref,
  SHOP_INFO,
} from './shop-info'

describe('shop information', () => {
  it('gives the LiquorStore data as valid JSON with address, phone and every opening day', () => {
    const data = JSON.parse(JSON.stringify(liquorStoreJsonLd('https://www.drinkarna.cz')))
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('LiquorStore')
    expect(data.telephone).toBe(SHOP_INFO.phone)
    expect(data.email).toBe('obchod@drinkarna.cz')
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: SHOP_INFO.address.street,
      addressLocality: 'Praha',
      addressCountry: 'CZ',
    })
    expect(data.hasMap).toBe(mapUrl())
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Thursday'],
        opens: '10:00',
        closes: '24:00',
      },
      // after midnight: closes on the next day, earlier than it opens
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'],
        opens: '10:00',
        closes: '01:00',
      },
    ])
    expect(data.openingHoursSpecification.flatMap((s: { dayOfWeek: string[] }) => s.dayOfWeek)).not.toContain(
      'https://schema.org/Sunday',
    )
  })

  it('gives customer service hours with two-digit times on weekdays', () => {
    expect(openingHoursSpecification(SHOP_INFO.serviceHours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '16:00',
      },
    ])
  })

  it('cannot close its script element whatever the values hold', () => {
    const json = JSON.stringify(
      liquorStoreJsonLd('https://x.cz', { ...SHOP_INFO, name: '</script><script>alert(1)</script>' }),
    )
    // JsonLd escapes "<"; the builder only has to give plain data
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })

  it('makes the week a timetable of runs of equal hours, Sunday closed', () => {
    expect(hoursTable(SHOP_INFO.shopHours)).toEqual([
      { from: 'Monday', to: 'Wednesday', hours: { opens: '10:00', closes: '22:00' } },
      { from: 'Thursday', to: 'Thursday', hours: { opens: '10:00', closes: '24:00' } },
      { from: 'Friday', to: 'Saturday', hours: { opens: '10:00', closes: '01:00' } },
      { from: 'Sunday', to: 'Sunday', hours: null },
    ])
    expect(hoursTable(SHOP_INFO.serviceHours)).toEqual([
      { from: 'Monday', to: 'Friday', hours: { opens: '9:00', closes: '16:00' } },
      { from: 'Saturday', to: 'Sunday', hours: null },
    ])
  })

  it('writes the open days on one line for the footer, in Czech', async () => {
    const { createI18n } = await import('../../lib/i18n')
    const { t } = createI18n('cs')
    expect(formatWeekHours(SHOP_INFO.shopHours, t)).toBe('Po–St 10:00–22:00, Čt 10:00–24:00, Pá–So 10:00–01:00')
    expect(formatWeekHours(SHOP_INFO.serviceHours, t)).toBe('Po–Pá 9:00–16:00')
    expect(t('footer.shopHours', { hours: formatWeekHours(SHOP_INFO.shopHours, t) })).toBe(
      'Prodejna a bar: Po–St 10:00–22:00, Čt 10:00–24:00, Pá–So 10:00–01:00',
    )
  })

  it('names the placeholders the owner still has to replace, and none once they are real', () => {
    expect(shopInfoPlaceholders()).toEqual(['address.street', 'phone', 'company.name', 'company.ico', 'company.dic'])
    const real = {
      ...SHOP_INFO,
      address: { ...SHOP_INFO.address, street: 'Dlouhá 12' },
      phone: '+420 601 234 567',
      company: { name: 'Drinkárna s.r.o.', ico: '12345678', dic: 'CZ12345678' },
    }
    expect(shopInfoPlaceholders(real)).toEqual([])
  })

  it('links the address on Mapy.cz and the phone without spaces', () => {
    expect(mapUrl()).toBe(
      `https://mapy.cz/?q=${encodeURIComponent(`${SHOP_INFO.address.street}, ${SHOP_INFO.address.postalCode} Praha`)}`,
    )
    expect(phoneHref()).toMatch(/^tel:\+420\d{9}$/)
  })
})
