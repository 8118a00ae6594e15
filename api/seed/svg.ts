import { hashString } from './prng.ts'
import { xmlEscape } from './text.ts'
import type { Shape } from './types.ts'

/**
 * Pictures of the demo catalogue, drawn locally so the shop never hot-links someone else's photos:
 * product packshots (300 × 400), category tiles (400 × 400) and home-page banners (1200 × 480).
 */

export type PackshotInput = {
  /** The product name, also the SVG title. */
  name: string
  brand: string
  /** "0,7 l" or null for goods without a volume. */
  volume: string | null
  shape: Shape
  /** Base colour of the glass, box or object. */
  glass: string
  /** Seed of the derived colours, e.g. the product code. */
  key: string
}

type Palette = { bg: string; glass: string; label: string; ink: string; accent: string }

function palette(glass: string, key: string): Palette {
  const hash = hashString(key)
  const hue = hash % 360
  const labelLight = 82 + ((hash >>> 9) % 12)
  const dark = ((hash >>> 13) & 3) === 0
  return {
    bg: `hsl(${(hue + 180) % 360},35%,94%)`,
    glass,
    label: dark ? `hsl(${hue},40%,18%)` : `hsl(${hue},45%,${labelLight}%)`,
    ink: dark ? '#f6efe0' : `hsl(${hue},55%,18%)`,
    accent: `hsl(${(hue + 40) % 360},65%,45%)`,
  }
}

/** Splits a label into at most two lines of roughly `width` characters. */
function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (line && (line + ' ' + word).length > width && lines.length === 0) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  lines.push(line)
  return lines
}

/** Centred label text that fits `width` pixels: font size from the longest line, capped. */
function labelText(text: string, cx: number, top: number, width: number, ink: string, maxSize = 18): string {
  if (!text) return ''
  const lines = wrap(text, 12)
  const longest = Math.max(...lines.map((l) => l.length))
  const size = Math.max(8, Math.min(maxSize, Math.floor(width / (longest * 0.56))))
  return lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${top + size * (i + 1) * 1.15}" font-size="${size}" text-anchor="middle" fill="${ink}">${xmlEscape(line)}</text>`,
    )
    .join('')
}

function volumeText(volume: string | null, cx: number, y: number, ink: string): string {
  return volume
    ? `<text x="${cx}" y="${y}" font-size="13" text-anchor="middle" fill="${ink}">${xmlEscape(volume)}</text>`
    : ''
}

/** Brushed steel of bar tools: the body, a lighter part, and the ink of an etched brand. */
const STEEL = '#a3adb5'
const STEEL_LIGHT = '#c2cad0'
const STEEL_INK = '#4b555c'

/** A light streak down a metal body, so it reads as metal. */
function shine(x: number, y: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="8" height="${height}" rx="4" fill="#fff" fill-opacity=".45"/>`
}

/** A brand etched into metal or glass: small, centred, in a colour of the object itself. */
function etched(brand: string, y: number, colour: string, size = 14): string {
  return brand
    ? `<text x="150" y="${y}" font-size="${size}" text-anchor="middle" fill="${colour}" letter-spacing="1">${xmlEscape(brand)}</text>`
    : ''
}

/** The object itself, drawn into a 300 × 400 box. */
function shapeMarkup(shape: Shape, p: Palette, brand: string, volume: string | null): string {
  switch (shape) {
    case 'spirit':
      return `<path d="M128 44h44v62c0 16 42 26 42 66v194q0 14-14 14H100q-14 0-14-14V172c0-40 42-50 42-66z" fill="${p.glass}"/><rect x="124" y="22" width="52" height="30" rx="4" fill="${p.accent}"/><rect x="98" y="196" width="104" height="118" rx="6" fill="${p.label}"/>${labelText(brand, 150, 206, 92, p.ink)}${volumeText(volume, 150, 300, p.ink)}`
    case 'wine':
    case 'sparkling': {
      const top =
        shape === 'sparkling'
          ? `<path d="M134 20h32v70h-32z" fill="#d4af37"/>`
          : `<rect x="136" y="24" width="28" height="40" fill="${p.accent}"/>`
      return `<path d="M137 30h26v80c0 30 37 40 37 80v176q0 14-14 14h-72q-14 0-14-14V190c0-40 37-50 37-80z" fill="${p.glass}"/>${top}<rect x="106" y="222" width="88" height="96" rx="4" fill="${p.label}"/>${labelText(brand, 150, 230, 80, p.ink, 16)}${volumeText(volume, 150, 306, p.ink)}`
    }
    case 'beer':
      return `<path d="M138 40h24v70c0 22 30 30 30 60v190q0 12-12 12h-60q-12 0-12-12V170c0-30 30-38 30-60z" fill="${p.glass}"/><rect x="134" y="30" width="32" height="14" rx="3" fill="${p.accent}"/><ellipse cx="150" cy="260" rx="38" ry="48" fill="${p.label}"/>${labelText(brand, 150, 232, 64, p.ink, 14)}${volumeText(volume, 150, 296, p.ink)}`
    case 'can':
      return `<rect x="96" y="86" width="108" height="270" rx="16" fill="${p.label}"/><rect x="104" y="74" width="92" height="18" rx="6" fill="#b9c0c6"/><rect x="96" y="150" width="108" height="10" fill="${p.accent}"/>${labelText(brand, 150, 176, 96, p.ink)}${volumeText(volume, 150, 330, p.ink)}`
    case 'soft':
      return `<path d="M136 70h28v40c0 14 26 22 26 50v186q0 12-12 12h-56q-12 0-12-12V160c0-28 26-36 26-50z" fill="${p.glass}"/><rect x="132" y="52" width="36" height="22" rx="3" fill="${p.accent}"/><rect x="110" y="210" width="80" height="80" rx="4" fill="${p.label}"/>${labelText(brand, 150, 216, 72, p.ink, 14)}${volumeText(volume, 150, 282, p.ink)}`
    case 'giftbox':
      return `<rect x="60" y="150" width="180" height="200" rx="6" fill="${p.glass}"/><rect x="50" y="120" width="200" height="42" rx="4" fill="${p.glass}" stroke="#00000022"/><rect x="140" y="120" width="20" height="230" fill="${p.accent}"/><path d="M150 120c-40-50-80-20-40 0zm0 0c40-50 80-20 40 0z" fill="${p.accent}"/><rect x="82" y="232" width="136" height="70" rx="4" fill="${p.label}"/>${labelText(brand, 150, 238, 124, p.ink, 16)}${volumeText(volume, 150, 296, p.ink)}`
    // Glassware and bar tools are drawn as what they are, with no bottle's cap, neck or paper label: the brand is
    // etched (small, in the metal's or the glass's own colour), as on the real thing.
    case 'glass':
      return `<path d="M86 150h128l-12 196q-1 14-15 14h-74q-14 0-15-14z" fill="${p.glass}" fill-opacity=".25" stroke="${p.glass}" stroke-width="6"/><path d="M96 250h108l-6 92q-1 8-10 8h-76q-9 0-10-8z" fill="${p.accent}" fill-opacity=".55"/><path d="M102 162h10l-8 180h-8z" fill="#fff" fill-opacity=".6"/>${etched(brand, 300, p.glass)}`
    case 'shaker':
      // a Boston shaker: the mixing tin with the smaller tin upside down in it
      return `<path d="M90 176h120l-12 176q-1 12-13 12h-70q-12 0-13-12z" fill="${STEEL}"/><path d="M108 60h84l14 120H94z" fill="${STEEL_LIGHT}"/><rect x="88" y="172" width="124" height="10" rx="4" fill="${p.accent}"/>${shine(112, 70, 96)}${shine(106, 196, 150)}${etched(brand, 290, STEEL_INK)}`
    case 'jigger':
      return `<path d="M96 90h108l-38 116h-32z" fill="${STEEL}"/><path d="M134 214h32l36 126H98z" fill="${STEEL_LIGHT}"/><rect x="126" y="202" width="48" height="14" rx="4" fill="${p.accent}"/>${shine(112, 100, 70)}${shine(118, 240, 86)}${etched(brand, 300, STEEL_INK, 12)}`
    case 'barspoon':
      return `<g transform="rotate(18 150 210)"><rect x="144" y="40" width="12" height="270" rx="6" fill="${STEEL}"/><path d="M144 60h12M144 84h12M144 108h12M144 132h12M144 156h12M144 180h12M144 204h12M144 228h12M144 252h12M144 276h12" stroke="${STEEL_INK}" stroke-opacity=".35" stroke-width="4"/><circle cx="150" cy="40" r="14" fill="${p.accent}"/><ellipse cx="150" cy="336" rx="22" ry="34" fill="${STEEL}"/><ellipse cx="146" cy="330" rx="8" ry="16" fill="#fff" fill-opacity=".5"/></g>`
    case 'muddler':
      return `<g transform="rotate(-14 150 210)"><rect x="132" y="50" width="36" height="250" rx="16" fill="${STEEL}"/><rect x="126" y="292" width="48" height="66" rx="10" fill="${p.accent}"/><path d="M130 310h40M130 326h40M130 342h40" stroke="#00000033" stroke-width="5"/>${shine(140, 64, 220)}</g>`
    case 'strainer':
      return `<rect x="138" y="222" width="24" height="146" rx="12" fill="${STEEL}"/><circle cx="150" cy="160" r="78" fill="${STEEL}"/><circle cx="150" cy="160" r="66" fill="none" stroke="${STEEL_INK}" stroke-width="6" stroke-dasharray="4 6" stroke-opacity=".55"/><g fill="${p.bg}">${[118, 150, 182].flatMap((x) => [128, 160, 192].map((y) => `<circle cx="${x}" cy="${y}" r="7"/>`)).join('')}</g><rect x="62" y="150" width="20" height="20" rx="6" fill="${STEEL}"/><rect x="218" y="150" width="20" height="20" rx="6" fill="${STEEL}"/>`
    case 'board':
      return `<rect x="58" y="120" width="184" height="230" rx="22" fill="#b07a44"/><circle cx="150" cy="142" r="9" fill="${p.bg}"/><path d="M80 190q70 14 140 0M80 250q70 14 140 0M80 310q70 14 140 0" stroke="#8a5a2e" stroke-width="4" fill="none"/><path d="M104 300a46 46 0 0 1 92 0z" fill="#f2c94c"/><path d="M112 300a38 38 0 0 1 76 0z" fill="#fbe7a1"/>${etched(brand, 224, '#6b4220')}`
    case 'icetray':
      return `<rect x="56" y="130" width="188" height="188" rx="26" fill="#2f3a40"/>${[72, 156].flatMap((x) => [146, 230].map((y) => `<rect x="${x}" y="${y}" width="72" height="72" rx="12" fill="#5b6b73"/><rect x="${x + 12}" y="${y + 10}" width="48" height="48" rx="8" fill="#dff3fb" fill-opacity=".9"/>`)).join('')}${etched(brand, 352, '#5b6b73')}`
    case 'coasters':
      return `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="150" cy="${318 - i * 18}" rx="96" ry="34" fill="${i % 2 === 0 ? p.label : p.accent}" stroke="#00000022" stroke-width="2"/>`).join('')}<ellipse cx="150" cy="230" rx="96" ry="34" fill="${p.label}" stroke="#00000022" stroke-width="2"/>${labelText(brand, 150, 214, 120, p.ink, 16)}`
    case 'tshirt':
      return `<path d="M110 80l-60 34 24 52 26-12v196h100V154l26 12 24-52-60-34q-20 24-40 0z" fill="${p.glass}"/><rect x="112" y="180" width="76" height="60" rx="4" fill="${p.label}"/>${labelText(brand, 150, 186, 68, p.ink, 14)}`
  }
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="Georgia,serif"><title>${xmlEscape(title)}</title>${body}</svg>`
}

/** A product packshot: the bottle, can, box or object with the brand (and volume) on its label. */
export function packshotSvg(input: PackshotInput): string {
  const p = palette(input.glass, input.key)
  return svgDocument(
    300,
    400,
    input.name,
    `<rect width="300" height="400" fill="${p.bg}"/>${shapeMarkup(input.shape, p, input.brand, input.volume)}`,
  )
}

/** A category tile: the category's typical shape. Its name is printed by the page, not drawn into the image. */
export function taxonSvg(name: string, shape: Shape, glass: string, key: string): string {
  const p = palette(glass, key)
  const body = `<rect width="400" height="400" fill="${p.bg}"/><g transform="translate(80 30) scale(.85)">${shapeMarkup(shape, p, '', null)}</g>`
  return svgDocument(400, 400, name, body)
}

export type BannerInput = { title: string; subtitle: string; colors: [string, string]; shapes: Shape[] }

/**
 * A home-page banner: a gradient with a row of bottles on the right. The title and subtitle are text in the
 * page over the image (readable, translatable, accessible), so the image carries none.
 */
export function bannerSvg(input: BannerInput): string {
  const [from, to] = input.colors
  const bottles = input.shapes
    .map(
      (shape, i) =>
        `<g transform="translate(${740 + i * 130} ${90 + (i % 2) * 30}) scale(.75)">${shapeMarkup(shape, palette(to, `${input.title}${i}`), '', null)}</g>`,
    )
    .join('')
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  return svgDocument(1200, 480, input.title, `${defs}<rect width="1200" height="480" fill="url(#g)"/>${bottles}`)
}
