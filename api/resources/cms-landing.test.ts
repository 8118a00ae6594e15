import { beforeAll, describe, expect, it } from 'vitest'
import { cmsPage, isKnownContentElement } from '../../contract/cms'
import { hydraCollection } from '../../contract/hydra'
import { ContentErrors } from '../content/load'
import { CONTENT_FILES, importContent, LANDING_FILE } from '../test/cms-fixtures'
import { testEnv } from '../test/env'
import { addProduct, get } from '../test/fixtures'

beforeAll(async () => {
  await addProduct(testEnv.DB, { code: 'RUM_1' })
  await addProduct(testEnv.DB, { code: 'RUM_OFF', enabled: false })
  await importContent(testEnv.DB, [...CONTENT_FILES, LANDING_FILE])
})

describe('landing pages: contentElements (BitBag v6+)', () => {
  it('gives the elements in order with their configuration, dropping carousel products not in the catalogue', async () => {
    const response = await get('/api/v2/shop/cms-plugin/page-by-slug/letni-akce')
    expect(response.status).toBe(200)
    const page = cmsPage.parse(await response.json())
    expect(page.type).toBe('landing')
    expect(page.contentElements?.map((element) => element.type)).toEqual([
      'hero',
      'textarea',
      'products_carousel',
      'products_carousel_by_taxon',
      'heading',
      'banner',
      'faq',
      'products_listing',
      'textarea',
    ])
    expect(page.contentElements).toMatchObject([
      {
        configuration: {
          hero: {
            title: 'Léto v Drinkárně',
            text: 'Slevy: až 30 %',
            image: '/media/landing/leto.svg',
            link: '/kategorie/gin',
            linkLabel: 'Giny',
          },
        },
      },
      { configuration: { textarea: expect.stringContaining('<strong>tučně</strong>') } },
      { configuration: { products_carousel: { products: ['RUM_1'] }, title: 'Vybrali jsme' } },
      { configuration: { products_carousel_by_taxon: 'gin', title: null } },
      { configuration: { heading_type: 'h3', heading: 'Nadpis' } },
      {
        configuration: {
          banner: {
            title: 'Dárky',
            link: '/pruvodce-darky',
            background: '#1d3b2a',
            text: null,
            image: null,
            color: null,
          },
        },
      },
      { configuration: { faq: { items: ['vek'] } } },
      { configuration: { products_listing: { offer: true, taxon: null } } },
      { configuration: { textarea: '<p>Závěr.</p>' } },
    ])
    expect(page.contentElements!.every(isKnownContentElement)).toBe(true)
    // the text parts are the page's content too, for clients without contentElements
    expect(page.content).toContain('<p>Závěr.</p>')
  })

  it('neutralises unsafe Markdown in a text element', async () => {
    const page = cmsPage.parse(await (await get('/api/v2/shop/cms-plugin/page-by-slug/letni-akce')).json())
    const text = page.contentElements![1]!.configuration as { textarea: string }
    expect(text.textarea).toBe('<p>Úvod <strong>tučně</strong> a &lt;script&gt;alert(1)&lt;/script&gt; klik.</p>')
    expect(JSON.stringify(page.contentElements)).not.toMatch(/<script|javascript:/)
  })

  it('lists landing pages with their elements; other pages have none', async () => {
    const response = await get('/api/v2/shop/cms-plugin/pages?type=landing')
    const members = hydraCollection(cmsPage).parse(await response.json())['hydra:member']
    expect(members.map((page) => page.code).sort()).toEqual(['evil', 'summer'])
    expect(members.find((page) => page.code === 'summer')!.contentElements).toHaveLength(9)
    const terms = cmsPage.parse(await (await get('/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky')).json())
    expect(terms.contentElements).toEqual([])
  })

  it('a malformed element fails the whole import with file:line, changing nothing', async () => {
    const broken = { ...LANDING_FILE, text: LANDING_FILE.text.replace('taxon: gin', 'taxon: gin\ncolour: red') }
    const error = await importContent(testEnv.DB, [...CONTENT_FILES, broken]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentErrors)
    // --- and 4 front matter lines and ---, the body from line 7: "::: products_carousel_by_taxon" is line 21
    expect((error as ContentErrors).problems).toEqual(['content/pages/letni-akce.md:23: unknown key "colour"'])
    const page = cmsPage.parse(await (await get('/api/v2/shop/cms-plugin/page-by-slug/letni-akce')).json())
    expect(page.contentElements).toHaveLength(9)
  })
})
