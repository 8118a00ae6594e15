import { describe, expect, it } from 'vitest'
import { elementsText, parseElements, toContentElements } from './elements'
import { parseFrontMatter } from './front-matter'
import { loadContent } from './load'
import { problemsOf } from '../test/content-problems'

const parse = (body: string) => parseElements('content/pages/x.md', body, 10)

describe('parseElements', () => {
  it('reads elements and the Markdown between them, in order, with their lines', () => {
    const elements = parse(
      [
        'Úvod.',
        '',
        '::: products_carousel',
        'products: [A, "B"]',
        '',
        'title: "Výběr: léto"',
        ':::',
        '## Dál',
        '::: faq',
        'items: doprava',
        ':::',
      ].join('\n'),
    )
    expect(elements).toEqual([
      { type: 'text', markdown: 'Úvod.', line: 10 },
      { type: 'products_carousel', data: { products: ['A', 'B'], title: 'Výběr: léto' }, line: 12 },
      { type: 'text', markdown: '## Dál', line: 17 },
      { type: 'faq', data: { items: ['doprava'] }, line: 18 },
    ])
    expect(elementsText(elements)).toBe('Úvod.\n\n## Dál')
  })

  it('leaves ::: inside fenced code alone', () => {
    expect(parse('```\n::: hero\n```')).toEqual([{ type: 'text', markdown: '```\n::: hero\n```', line: 10 }])
  })

  it('stores BitBag configurations keyed by the type, texts rendered safely', () => {
    const elements = parse(
      [
        '::: products_carousel_by_taxon',
        'taxon: gin',
        ':::',
        '::: heading',
        'heading_type: h2',
        'heading: Giny',
        ':::',
        '::: products_listing',
        'offer: true',
        ':::',
        '<b>x</b> [a](javascript:alert(1))',
      ].join('\n'),
    )
    expect(toContentElements(elements)).toEqual([
      { type: 'products_carousel_by_taxon', configuration: { products_carousel_by_taxon: 'gin', title: null } },
      { type: 'heading', configuration: { heading_type: 'h2', heading: 'Giny' } },
      { type: 'products_listing', configuration: { products_listing: { offer: true, taxon: null }, title: null } },
      { type: 'textarea', configuration: { textarea: '<p>&lt;b&gt;x&lt;/b&gt; a</p>' } },
    ])
  })

  it('keeps heading anchors unique across the text parts of a page', () => {
    const elements = toContentElements(parse('## Dárky\n::: faq\nitems: a\n:::\n## Dárky'))
    expect(elements.map((element) => (element.type === 'textarea' ? element.configuration.textarea : null))).toEqual([
      '<h2 id="darky">Dárky</h2>',
      null,
      '<h2 id="darky-2">Dárky</h2>',
    ])
  })

  it.each([
    ['an unknown type', 'Text\n::: carousel\n:::', 'content/pages/x.md:11: unknown element "carousel"'],
    ['an element not closed', '::: faq\nitems: a\n', 'content/pages/x.md:10: "::: faq" is not closed'],
    ['a stray closing line', 'Text\n:::', 'content/pages/x.md:11: a ::: line that closes no element'],
    [
      'an element inside another',
      '::: faq\nitems: a\n::: hero\n:::',
      'content/pages/x.md:12: "::: hero" inside "::: faq"',
    ],
    [
      'a line that is not key: value',
      '::: hero\ntitle: A\njen text\n:::',
      'content/pages/x.md:12: expected "key: value" inside "::: hero"',
    ],
    [
      'an unknown key',
      '::: banner\ntitle: A\nlink: /a\ncolour: "#fff"\n:::',
      'content/pages/x.md:13: unknown key "colour"',
    ],
    ['a missing key', '::: banner\ntitle: A\n:::', 'content/pages/x.md:10: "link" is missing'],
    ['a key twice', '::: faq\nitems: a\nitems: b\n:::', 'content/pages/x.md:12: "items" is given twice'],
    [
      'a bad heading type',
      '::: heading\nheading_type: h1\nheading: A\n:::',
      'content/pages/x.md:11: "heading_type": expected one of h2, h3, h4',
    ],
    [
      'a javascript: link',
      '::: banner\ntitle: A\nlink: javascript:alert(1)\n:::',
      'content/pages/x.md:12: "link": a link is a path on this site',
    ],
    ['a protocol-relative link', '::: hero\nlink: //evil.example\nlinkLabel: A\n:::', 'content/pages/x.md:11: "link"'],
    [
      'a bad colour',
      '::: banner\ntitle: A\nlink: /a\ncolor: red\n:::',
      'content/pages/x.md:13: "color": a colour is #rgb or #rrggbb',
    ],
    [
      'a hero link without its label',
      '::: hero\nlink: /a\n:::',
      'content/pages/x.md:11: a hero with a link needs its linkLabel',
    ],
    ['an empty carousel', '::: products_carousel\nproducts: []\n:::', 'content/pages/x.md:11: "products"'],
    ['an unclosed list', '::: faq\nitems: [a\n:::', 'content/pages/x.md:11: a list must end with ]'],
    [
      'two listings',
      '::: products_listing\n:::\n::: products_listing\n:::',
      'content/pages/x.md:12: a page has at most one products_listing',
    ],
  ])('names the file and line of %s', (_, body, message) => {
    expect(() => parse(body)).toThrow(message)
  })
})

describe('landing page files', () => {
  const faq = { path: 'faq/doprava.md', text: '---\ncode: doprava\nquestion: Kolik?\n---\nOd 99 Kč.' }
  const landing = (body: string) => ({
    path: 'pages/akce.md',
    text: `---\ncode: akce\ntype: landing\nname: Akce\n---\n\n${body}`,
  })

  it('parse their body into elements, counting lines from the file start', () => {
    const file = parseFrontMatter('content/pages/akce.md', landing('::: faq\nitems: doprava\n:::').text)
    expect(file.bodyLine).toBe(7)
    const set = loadContent([faq, landing('Text\n\n::: faq\nitems: doprava\n:::')])
    expect(set.pages[0]!.elements).toEqual([
      { type: 'text', markdown: 'Text', line: 7 },
      { type: 'faq', data: { items: ['doprava'] }, line: 9 },
    ])
  })

  it('report an element error and an unknown FAQ code with file:line, all at once', () => {
    expect(
      problemsOf([
        faq,
        landing('::: faq\nitems: [doprava, nic]\n:::'),
        { ...landing('::: hero\n'), path: 'pages/b.md' },
      ]),
    ).toEqual([
      'content/pages/b.md:7: "::: hero" is not closed (end it with a ::: line)',
      'content/pages/akce.md:7: unknown FAQ item "nic" (no content/faq/ file has that code)',
    ])
  })

  it('other pages keep ::: as text', () => {
    const set = loadContent([{ path: 'pages/a.md', text: '---\ncode: a\ntype: page\nname: A\n---\n::: nic' }])
    expect(set.pages[0]!.elements).toBeNull()
  })
})
