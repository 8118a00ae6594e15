import { describe, expect, it } from 'vitest'
import { renderPage as render } from '../../lib/test-fixtures'
import { CmsPageView } from './CmsPageView'
import { ContactPage } from './ContactPage'
import { FaqPage } from './FaqPage'
import { SHOP_INFO } from './shop-info'
import { cmsPageFixture, faqFixture } from './test-fixtures'

const SITE = 'https://shop.example.cz'

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>
  })
}

describe('CMS page', () => {
  it('shows breadcrumbs Úvod › name, the name as h1 and the content as HTML in prose', async () => {
    const html = await render(<CmsPageView page={cmsPageFixture()} siteUrl={SITE} />)
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Úvod<\/a>.*<span aria-current="page">Obchodní podmínky<\/span>/)
    expect(html).toContain('<h1>Obchodní podmínky</h1>')
    expect(html).toContain('<div class="prose"><h2>1. Úvodní ustanovení</h2><p>Tyto podmínky…</p></div>')
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${SITE}/`, `${SITE}/obchodni-podminky`])
  })
})

describe('FAQ page', () => {
  const items = [
    faqFixture('doprava-cena', 1, 'Doprava a platba'),
    faqFixture('vek', 3, 'Prodej alkoholu', { answer: '<p>Jen osobám starším 18 let.</p><script>x</script>' }),
    faqFixture('platba-kartou', 2, 'Doprava a platba', { question: 'Lze platit kartou </script>?' }),
  ]

  it('groups questions under topic headings, each question an h3 anchored by its code', async () => {
    const html = await render(<FaqPage items={items} siteUrl={SITE} />)
    expect(html).toContain('<h1>Nejčastější dotazy</h1>')
    const order = [...html.matchAll(/<h([23])[^>]*>(.*?)<\/h\1>/g)].map(
      (m) => `${m[1]}:${m[2]!.replace(/<[^>]+>/g, '')}`,
    )
    expect(order).toEqual([
      '2:Doprava a platba',
      '3:Otázka doprava-cena?',
      '3:Lze platit kartou &lt;/script&gt;?',
      '2:Prodej alkoholu',
      '3:Otázka vek?',
    ])
    expect(html).toContain('<h3 id="platba-kartou"><a href="#platba-kartou">')
    expect(html).toContain('<div class="prose faq__answer"><p>Odpověď <strong>doprava-cena</strong>.</p></div>')
    expect(html.replace(/<!-- -->/g, '')).toContain(
      'Nenašli jste odpověď? Napište nám na <a href="mailto:obchod@drinkarna.cz">obchod@drinkarna.cz</a> nebo zavolejte na',
    )
  })

  it('carries FAQPage JSON-LD that parses even with a closing script tag in a question', async () => {
    const html = await render(<FaqPage items={items} siteUrl={SITE} />)
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; '@id': string }[] }
    expect(faq.mainEntity.map((q) => q['@id'])).toEqual([
      `${SITE}/nejcastejsi-dotazy#doprava-cena`,
      `${SITE}/nejcastejsi-dotazy#platba-kartou`,
      `${SITE}/nejcastejsi-dotazy#vek`,
    ])
    expect(faq.mainEntity[1]!.name).toBe('Lze platit kartou </script>?')
  })

  it('says so when there are no questions, without FAQPage data', async () => {
    const html = await render(<FaqPage items={[]} siteUrl={SITE} />)
    expect(html).toContain('Dotazy tu zatím nejsou. Napište nám na obchod@drinkarna.cz, rádi odpovíme.')
    expect(jsonLd(html).some((d) => d['@type'] === 'FAQPage')).toBe(false)
  })
})

describe('contact page', () => {
  it('shows the CMS text, the address with a map link, both timetables, phone, e-mail and company', async () => {
    const page = cmsPageFixture({ slug: 'kontakt', name: 'Kontakt', content: '<p>Těšíme se na vás.</p>' })
    const html = await render(<ContactPage page={page} siteUrl={SITE} />)
    const text = html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
    expect(html).toContain('<h1>Kontakt</h1>')
    expect(html).toContain('<p>Těšíme se na vás.</p>')
    expect(text).toContain('Po–St 10:00–22:00 Čt 10:00–24:00 Pá–So 10:00–01:00 Ne zavřeno')
    expect(text).toContain('Po–Pá 9:00–16:00 So–Ne zavřeno')
    expect(html).toContain(`href="mailto:obchod@drinkarna.cz"`)
    expect(html).toContain(`href="https://mapy.cz/?q=`)
    expect(text).toContain(`IČO: ${SHOP_INFO.company.ico}`)
    expect(text).toContain(`DIČ: ${SHOP_INFO.company.dic}`)
    expect(jsonLd(html).find((d) => d['@type'] === 'LiquorStore')).toMatchObject({ telephone: SHOP_INFO.phone })
  })

  it('still shows the shop information without the CMS page', async () => {
    const html = await render(<ContactPage page={null} siteUrl={SITE} />)
    expect(html).toContain('<h1>Kontakt</h1>')
    expect(html).toContain('Otevírací doba prodejny a baru')
  })
})
