import { importStatements } from '../content/import'
import { loadContent, type SourceFile } from '../content/load'
import { prepare } from '../db/sql'

/**
 * Content files for the API tests, in the format of content/ (decision 017), written here so the tests do not
 * depend on the shop's real texts. Dates are relative to today: one article is not out yet.
 */

const day = 24 * 60 * 60 * 1000
const date = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

const file = (path: string, frontMatter: string[], body = '') => ({
  path,
  text: `---\n${frontMatter.join('\n')}\n---\n${body}`,
})

export const CONTENT_FILES: SourceFile[] = [
  file('sections/recepty.md', ['code: recepty', 'type: magazine', 'name: Recepty na koktejly', 'position: 1']),
  file('sections/pruvodce.md', ['code: pruvodce', 'type: magazine', 'name: "Průvodce destiláty"', 'position: 2']),
  file('sections/pravni.md', ['code: pravni', 'type: legal', 'name: Právní informace', 'position: 9']),
  file(
    'pages/obchodni-podminky.md',
    [
      'code: terms',
      'type: page',
      'name: Obchodní podmínky',
      'title: Obchodní podmínky | Drinkárna',
      'sections: [pravni]',
      'metaDescription: Jak u nás nakoupit',
      'metaKeywords: "podmínky, nákup"',
    ],
    '## Úvodní ustanovení\n\nProdáváme jen **plnoletým**. Viz [reklamace](/reklamace-a-vraceni-zbozi).\n',
  ),
  file(
    'pages/jak-na-mojito.md',
    [
      'code: mojito',
      'type: article',
      'name: Jak na mojito',
      `publishAt: ${date(-10)}`,
      'sections: [recepty]',
      'teaser: Osvěžující klasika.',
      'teaserImage: magazin/mojito.jpg',
      'products: [RUM_1, GONE, RUM_OFF]',
      'relatedPages: [rum-guide, future]',
    ],
    'Rum, limeta, máta.',
  ),
  file(
    'pages/pruvodce-rumem.md',
    [
      'code: rum-guide',
      'type: article',
      'name: Průvodce rumem',
      `publishAt: ${date(-5)}`,
      'sections: [pruvodce, recepty]',
    ],
    'Text.',
  ),
  file(
    'pages/negroni.md',
    ['code: negroni', 'type: article', 'name: Negroni', `publishAt: ${date(-20)}`, 'sections: recepty'],
    'Text.',
  ),
  file(
    'pages/budouci-clanek.md',
    ['code: future', 'type: article', 'name: Budoucí', `publishAt: ${date(3)}`, 'sections: [recepty]'],
    'Brzy.',
  ),
  file('pages/skryta.md', ['code: hidden', 'type: page', 'name: Skrytá', 'enabled: false'], 'Nic.'),
  file(
    'pages/zle.md',
    ['code: evil', 'type: landing', 'name: "<script>alert(1)</script>"'],
    '<script>alert(1)</script>\n\n[klik](javascript:alert(1)) <img src=x onerror=alert(1)>',
  ),
  file(
    'faq/doprava.md',
    ['code: doprava', 'question: Kolik stojí doprava?', 'topic: Doprava', 'position: 2'],
    'Od **99 Kč**.',
  ),
  file(
    'faq/vek.md',
    ['code: vek', 'question: Prodáváte alkohol mladším 18 let?', 'topic: Nákup', 'position: 1'],
    'Ne.',
  ),
  file('faq/stare.md', ['code: stare', 'question: Staré?', 'position: 0', 'enabled: false'], 'Ano.'),
  file(
    'blocks/home-intro.md',
    ['code: home-intro', 'name: Úvod domovské stránky', 'sections: [recepty]'],
    'Vítejte v *Drinkárně*.',
  ),
  file('blocks/footer-text.md', ['code: footer-text'], 'Pijte zodpovědně.'),
]

/** Imports files into the test D1 as the seed and `npm run content:import` do. */
export async function importContent(
  db: D1Database,
  files: SourceFile[] = CONTENT_FILES,
  now = new Date().toISOString(),
): Promise<void> {
  const statements = importStatements(loadContent(files), now)
  await db.batch(statements.map((statement) => prepare(db, statement)))
}

/** A landing page built from content elements (decision 019), with the FAQ item `vek` of CONTENT_FILES. */
export const LANDING_FILE: SourceFile = file(
  'pages/letni-akce.md',
  ['code: summer', 'type: landing', 'name: Letní akce', 'metaDescription: Slevy na léto'],
  [
    '::: hero',
    'title: Léto v Drinkárně',
    'text: "Slevy: až 30 %"',
    'image: landing/leto.svg',
    'link: /kategorie/gin',
    'linkLabel: Giny',
    ':::',
    '',
    'Úvod **tučně** a <script>alert(1)</script> [klik](javascript:alert(1)).',
    '',
    '::: products_carousel',
    'title: Vybrali jsme',
    'products: [RUM_1, GONE, RUM_OFF]',
    ':::',
    '::: products_carousel_by_taxon',
    'taxon: gin',
    ':::',
    '::: heading',
    'heading_type: h3',
    'heading: Nadpis',
    ':::',
    '::: banner',
    'title: Dárky',
    'link: /pruvodce-darky',
    'background: "#1d3b2a"',
    ':::',
    '::: faq',
    'items: vek',
    ':::',
    '::: products_listing',
    'offer: true',
    ':::',
    'Závěr.',
  ].join('\n'),
)
