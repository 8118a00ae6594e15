import { describe, expect, it } from 'vitest'
import { anchorId, renderMarkdown } from './markdown'

describe('renderMarkdown: what editors write', () => {
  it('renders headings with folded anchors, paragraphs and inline markup', () => {
    expect(renderMarkdown('## Vrácení zboží\n\nText s **tučným**, *kurzívou* a `kódem`.\nDruhý řádek.')).toBe(
      '<h2 id="vraceni-zbozi">Vrácení zboží</h2>\n<p>Text s <strong>tučným</strong>, <em>kurzívou</em> a <code>kódem</code>.\nDruhý řádek.</p>',
    )
  })

  it('keeps heading levels between h2 and h4 and makes repeated anchors unique', () => {
    expect(renderMarkdown('# Jedna\n### Dvě ###\n###### Jedna')).toBe(
      '<h2 id="jedna">Jedna</h2>\n<h3 id="dve">Dvě</h3>\n<h4 id="jedna-2">Jedna</h4>',
    )
    expect(anchorId('Žluťoučký kůň – „úpěl“ ďábelské ódy!')).toBe('zlutoucky-kun-upel-dabelske-ody')
    expect(anchorId('***')).toBe('sekce')
  })

  it('renders links of the allowed kinds', () => {
    const html = renderMarkdown(
      '[a](https://example.cz/x?y=1&z=2) [b](http://a.cz) [c](mailto:info@drinkarna.cz) [d](tel:+420123456789) [e](/obchodni-podminky) [f](#reklamace) [g](/x "titulek") [h](https://cs.wikipedia.org/wiki/Rum_(nápoj))',
    )
    expect(html).toBe(
      '<p><a href="https://example.cz/x?y=1&amp;z=2">a</a> <a href="http://a.cz">b</a> <a href="mailto:info@drinkarna.cz">c</a> ' +
        '<a href="tel:+420123456789">d</a> <a href="/obchodni-podminky">e</a> <a href="#reklamace">f</a> <a href="/x">g</a> <a href="https://cs.wikipedia.org/wiki/Rum_(nápoj)">h</a></p>',
    )
  })

  it('renders lists with one nesting level, continuation lines and ordered starts', () => {
    expect(renderMarkdown('- jedna\n  pokračuje\n- dvě\n  1. vnořená\n  2. druhá\n      hlubší\n- tři')).toBe(
      '<ul>\n<li>jedna\npokračuje</li>\n<li>dvě\n<ol>\n<li>vnořená</li>\n<li>druhá\nhlubší</li>\n</ol></li>\n<li>tři</li>\n</ul>',
    )
    expect(renderMarkdown('3. tři\n4. čtyři')).toBe('<ol start="3">\n<li>tři</li>\n<li>čtyři</li>\n</ol>')
    // a date at the start of a wrapped line is no list; a list starting at 1 or a bullet interrupts
    expect(renderMarkdown('Otevřeli jsme\n15. března 2026.\n1. první\n- odrážka')).toBe(
      '<p>Otevřeli jsme\n15. března 2026.</p>\n<ol>\n<li>první</li>\n</ol>\n<ul>\n<li>odrážka</li>\n</ul>',
    )
  })

  it('renders blockquotes, rules, hard breaks, fenced code and tables', () => {
    expect(renderMarkdown('> citát\n> **dál**')).toBe('<blockquote>\n<p>citát\n<strong>dál</strong></p>\n</blockquote>')
    expect(renderMarkdown('a\n\n---\n\n* * *')).toBe('<p>a</p>\n<hr>\n<hr>')
    expect(renderMarkdown('Po–St  \nČt\\\nPá')).toBe('<p>Po–St<br>\nČt<br>\nPá</p>')
    expect(renderMarkdown('```\n<b>x</b>\n```')).toBe('<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>')
    expect(renderMarkdown('| Den | Hodiny |\n|:--|--:|\n| Po | 10–22 |\n| Pá \\| So | 10–01 |')).toBe(
      '<table>\n<thead>\n<tr><th>Den</th><th>Hodiny</th></tr>\n</thead>\n<tbody>\n' +
        '<tr><td>Po</td><td>10–22</td></tr>\n<tr><td>Pá | So</td><td>10–01</td></tr>\n</tbody>\n</table>',
    )
  })
})

/** Every tag the renderer may emit; anything else in the output would have come from the source. */
const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
])

function expectSafe(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(ALLOWED_TAGS.has(name!)).toBe(true)
    // the only attributes: id on headings, href on links, start on ordered lists
    for (const [, attribute] of attributes!.matchAll(/\s([^\s=]+)=/g))
      expect(['id', 'href', 'start']).toContain(attribute)
  }
  for (const [, href] of html.matchAll(/href="([^"]*)"/g))
    expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/[^/\\]|#)/i)
  expect(html).not.toMatch(/<(script|img|iframe|svg|style)/i)
}

describe('renderMarkdown: hostile input', () => {
  it('shows raw HTML as text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
    )
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>\n' +
        '<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>',
    )
    expectSafe(html)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java%0ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '\\u006aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https:/\\evil.example',
    'http:evil.example',
    '/\t/evil.example',
    '"onmouseover="alert(1)',
  ])('keeps the label and drops the link %j', (url) => {
    const html = renderMarkdown(`Klikněte [sem](${url}) prosím`)
    expect(html).not.toContain('<a')
    expect(html).toContain('sem')
    expectSafe(html)
  })

  it('cannot break out of attributes or build tags from pieces', () => {
    const inputs = [
      '[x](/a"onclick="alert(1))',
      "[x](/a'onclick='alert(1))",
      '## <img src=x onerror=alert(1)>',
      '**<script>**alert(1)**</script>**',
      '[<svg onload=alert(1)>](/ok)',
      '[[x](javascript:alert(1))](/ok)',
      '`<script>`',
      '| <b>a</b> | b |\n|---|---|\n| <i onclick=x>c</i> | d |',
      '- <script>\n  1. <iframe src=javascript:alert(1)>',
      '> <style>body{}</style>',
      '<scr<script>ipt>alert(1)</script>',
      '\\<script>',
    ]
    for (const input of inputs) {
      const html = renderMarkdown(input)
      expectSafe(html)
      expect(html).not.toContain('<script')
    }
    expect(renderMarkdown('[x](/a"onclick="alert(1))')).toBe('<p><a href="/a&quot;onclick=&quot;alert(1)">x</a></p>')
  })

  it('leaves unclosed markup as text', () => {
    expect(renderMarkdown('**tučné bez konce *a [odkaz bez konce](/x `kód')).toBe(
      '<p>**tučné bez konce *a [odkaz bez konce](/x `kód</p>',
    )
    expect(renderMarkdown('```\nneuzavřený blok <b>')).toBe('<pre><code>neuzavřený blok &lt;b&gt;</code></pre>')
  })

  it('renders huge and pathological input in linear time', () => {
    const cases = [
      '*a '.repeat(100_000),
      '**a '.repeat(100_000),
      '['.repeat(200_000) + ']',
      '[a]('.repeat(100_000),
      '`'.repeat(200_000),
      '>'.repeat(100_000) + ' x',
      '#'.repeat(3) + ' ' + ' #'.repeat(100_000) + 'x',
      'a' + ' '.repeat(200_000) + 'b',
      '- x\n'.repeat(50_000),
      '| a |\n|---|\n' + '| b |\n'.repeat(50_000),
      '*'.repeat(9) + 'x'.repeat(10) + '*'.repeat(9),
      'text\n\n'.repeat(100_000),
    ]
    // No wall clock here (a loaded CI machine took 5.6 s for what an idle one does in 1 s): a backtracking
    // or quadratic renderer needs on the order of 10^10 steps for these 200 000-character inputs, minutes
    // rather than seconds, so the test's own timeout is what fails it.
    for (const input of cases) expectSafe(renderMarkdown(input))
  }, 60_000)
})
