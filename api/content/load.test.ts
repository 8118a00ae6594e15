import { describe, expect, it } from 'vitest'
import { parseFrontMatter } from './front-matter'
import { loadContent } from './load'
import { problemsOf } from '../test/content-problems'
import { sqlScript } from './sql-script'

const section = {
  path: 'sections/recepty.md',
  text: '---\ncode: recepty\ntype: magazine\nname: Recepty na koktejly\nposition: 1\n---\n',
}

describe('parseFrontMatter', () => {
  it('reads values, quoted values, lists and the body', () => {
    const file = parseFrontMatter(
      'content/pages/x.md',
      '\uFEFF---\r\ncode: x\r\ntitle: "Ceny: \\"nízké\\""\r\nproducts: [RUM_1, "GIN, 2"]\r\nempty: []\r\n\r\n---\r\n\r\n## Text\r\n',
    )
    expect(file.data).toEqual({ code: 'x', title: 'Ceny: "nízké"', products: ['RUM_1', 'GIN, 2'], empty: [] })
    expect(file.body).toBe('## Text')
    expect(file.lines.products).toBe(4)
  })

  it.each([
    ['no front matter', 'code: x\n', 'content/a.md:1: the file must start with a --- line'],
    ['no closing line', '---\ncode: x\n', 'content/a.md:1: the front matter that starts here has no closing --- line'],
    ['not key: value', '---\ncode: x\njen text\n---\n', 'content/a.md:3: expected "key: value", got "jen text"'],
    ['a key twice', '---\ncode: x\ncode: y\n---\n', 'content/a.md:3: "code" is given twice'],
    ['an unclosed list', '---\nsections: [a, b\n---\n', 'content/a.md:2: a list must end with ]'],
    ['an unclosed quote', '---\nname: "Rum\n---\n', 'content/a.md:2: a quoted value must end with "'],
  ])('names the file and line of %s', (_, text, message) => {
    expect(() => parseFrontMatter('content/a.md', text)).toThrow(message)
  })

  it('keeps keys like constructor as plain data', () => {
    expect(parseFrontMatter('a.md', '---\nconstructor: y\ntoString: z\n---\n').data).toEqual({
      constructor: 'y',
      toString: 'z',
    })
  })
})

describe('loadContent', () => {
  it('reads the four kinds; the page slug is its file name', () => {
    const content = loadContent([
      section,
      {
        path: 'pages/jak-na-mojito.md',
        text: '---\ncode: mojito\ntype: article\nname: Jak na mojito\nsections: recepty\npublishAt: 2026-03-01\nproducts: [RUM_1]\n---\nText',
      },
      {
        path: 'faq/doprava.md',
        text: '---\ncode: doprava\nquestion: Kolik stojí doprava?\ntopic: Doprava\nposition: 2\n---\nOd 99 Kč.',
      },
      { path: 'blocks/home-intro.md', text: '---\ncode: home-intro\n---\nVítejte' },
    ])
    expect(content.sections[0]).toMatchObject({ code: 'recepty', type: 'magazine', position: 1 })
    expect(content.pages[0]).toMatchObject({
      code: 'mojito',
      slug: 'jak-na-mojito',
      sections: ['recepty'],
      products: ['RUM_1'],
      body: 'Text',
    })
    expect(content.faq[0]).toMatchObject({ code: 'doprava', position: 2, body: 'Od 99 Kč.' })
    expect(content.blocks[0]).toMatchObject({ code: 'home-intro', body: 'Vítejte' })
  })

  it('lists every problem with its file and line', () => {
    expect(
      problemsOf([
        section,
        { path: 'sections/dup.md', text: '---\ncode: recepty\ntype: magazine\nname: B\n---\n' },
        { path: 'pages/Spatny_Slug.md', text: '---\ncode: a\ntype: page\nname: A\n---\n' },
        { path: 'pages/b.md', text: '---\ncode: b\ntype: blog\nname: B\n---\n' },
        {
          path: 'pages/c.md',
          text: '---\ncode: c\ntype: page\nname: C\nsections: [nic]\nrelatedPages: [c]\npublishAt: 2026-02-30\n---\n',
        },
        { path: 'pages/d.md', text: '---\ncode: d\ntype: page\nname: D\nmetaDescripton: x\n---\n' },
        { path: 'faq/e.md', text: '---\ncode: e\nquestion: Q\n---\n' },
        { path: 'blocks/f.md', text: '---\nname: F\n---\nx' },
        { path: 'pages/g.md', text: '---\ncode: g\ntype: page\nname: G\nteaserImage: ../../etc/passwd\n---\n' },
        { path: 'README.md', text: '' },
      ]),
    ).toEqual([
      'content/README.md: not a content file: expected content/{sections,pages,faq,blocks}/NAME.md',
      'content/blocks/f.md: "code" is missing',
      'content/faq/e.md: the answer (the text after the front matter) is empty',
      'content/pages/Spatny_Slug.md: the file name (the slug) must be lower-case letters, digits and dashes',
      'content/pages/b.md:3: "type": expected one of page, article, landing',
      'content/pages/c.md:7: "publishAt": no such day',
      'content/pages/d.md:5: unknown key "metaDescripton"',
      'content/pages/g.md:5: "teaserImage": an image is a media path or an https URL',
      'content/sections/recepty.md: code "recepty" is also used by content/sections/dup.md',
    ])
    expect(
      problemsOf([
        { path: 'pages/c.md', text: '---\ncode: c\ntype: page\nname: C\nsections: [nic]\nrelatedPages: [c]\n---\n' },
      ]),
    ).toEqual([
      'content/pages/c.md: unknown section "nic"',
      'content/pages/c.md: relatedPages names "c", which is not another page',
    ])
  })
})

describe('sqlScript', () => {
  it('writes values as SQL literals', () => {
    expect(sqlScript([{ text: 'INSERT INTO t VALUES (?, ?, ?)', params: ["O'Brien; DROP TABLE x --", 3, null] }])).toBe(
      "INSERT INTO t VALUES ('O''Brien; DROP TABLE x --', 3, NULL);",
    )
  })
})

describe('content pictures', () => {
  const page = (image: string) => ({
    path: 'pages/a.md',
    text: `---\ncode: a\ntype: page\nname: A\nteaserImage: ${image}\n---\nText`,
  })

  it('accepts a page naming a picture of content/media/, and leaves product pictures to the catalogue', () => {
    expect(() => loadContent([page('content/koktejly.svg')], [{ name: 'koktejly.svg', bytes: 2000 }])).not.toThrow()
    expect(() => loadContent([page('products/RUM_1.svg')], [])).not.toThrow()
  })

  it('names a missing picture, a file that is not a picture or has an unsafe name, and one too big', () => {
    expect(
      problemsOf(
        [page('content/chybi.svg')],
        [
          { name: 'notes.txt', bytes: 10 },
          { name: 'Velky Obrazek.png', bytes: 10 },
          { name: 'obri.jpg', bytes: 5 * 1024 * 1024 },
        ],
      ),
    ).toEqual([
      'content/media/notes.txt: a picture is named with lower-case letters, digits, . _ - and ends in .svg, .png, .jpg, .jpeg, .webp, .avif',
      'content/media/Velky Obrazek.png: a picture is named with lower-case letters, digits, . _ - and ends in .svg, .png, .jpg, .jpeg, .webp, .avif',
      'content/media/obri.jpg: 5120 kB is over the 1024 kB a content picture may have',
      'content/pages/a.md: teaserImage "content/chybi.svg" is not a file in content/media/',
    ])
  })
})

describe('landing page pictures', () => {
  it('names a hero image that is not in content/media/ with its line', () => {
    const landing = {
      path: 'pages/akce.md',
      text: '---\ncode: akce\ntype: landing\nname: Akce\n---\n::: hero\ntitle: Akce\nimage: content/chybi.svg\n:::\n',
    }
    expect(problemsOf([landing], [{ name: 'jiny.svg', bytes: 10 }])).toEqual([
      'content/pages/akce.md:6: image "content/chybi.svg" is not a file in content/media/',
    ])
    expect(() => loadContent([landing], [{ name: 'chybi.svg', bytes: 10 }])).not.toThrow()
  })
})
