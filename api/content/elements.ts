import * as z from 'zod/mini'
import type { ContentElement } from '../../contract/cms.ts'
import { ContentError, type FrontMatterValue, KEY_LINE, parseValue } from './front-matter.ts'
import { renderMarkdown } from './markdown.ts'
import { code, codes, imagePath, text, validateKeys } from './values.ts'

/**
 * The body of a landing page (`type: landing`, decision 019): Markdown text with content elements between it.
 * An element is a fenced block
 *
 *     ::: products_carousel_by_taxon
 *     taxon: gin
 *     title: Giny na léto
 *     :::
 *
 * whose lines are `key: value` in the front matter's syntax (quotes, `[a, b]` lists, blank lines allowed). Text
 * between elements is Markdown and becomes a `textarea` element (BitBag's name) rendered by the safe renderer.
 * Everything is checked here with zod/mini; a problem is a ContentError naming the file and line.
 */

const OPEN = /^:::[ \t]*([A-Za-z0-9_-]*)[ \t]*$/
const FENCE = /^ {0,3}```/

// an address on this site (`/path`, not `//host` or `/\`) or an https URL; shown as a link
const link = z
  .string()
  .check(
    z.regex(
      /^(?:\/(?![/\\])[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/,
      'a link is a path on this site (/…) or an https URL',
    ),
    z.maxLength(500),
  )
const colour = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour is #rgb or #rrggbb'))
const flag = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
)
const title = z.optional(text(255))

/** The keys of each element type in a file; unknown keys are errors, as in front matter. */
const SCHEMAS = {
  heading: z.strictObject({ heading_type: z.enum(['h2', 'h3', 'h4']), heading: text(255) }),
  hero: z.strictObject({
    title,
    text: z.optional(text(1000)),
    image: z.optional(imagePath),
    link: z.optional(link),
    linkLabel: title,
  }),
  banner: z.strictObject({
    title: text(255),
    text: z.optional(text(1000)),
    link,
    image: z.optional(imagePath),
    background: z.optional(colour),
    color: z.optional(colour),
  }),
  products_carousel: z.strictObject({ products: z.array(code).check(z.minLength(1), z.maxLength(24)), title }),
  products_carousel_by_taxon: z.strictObject({ taxon: code, title }),
  faq: z.strictObject({ items: codes.check(z.minLength(1), z.maxLength(20)), title }),
  products_listing: z.strictObject({ offer: z.optional(flag), taxon: z.optional(code), title }),
} as const
type ElementType = keyof typeof SCHEMAS
const LIST_KEYS = new Set(['products', 'items'])

/** An element as the file has it, before its text is rendered: what the import fingerprints and writes. */
export type ElementSource =
  | { type: 'text'; markdown: string; line: number }
  | { [T in ElementType]: { type: T; data: z.infer<(typeof SCHEMAS)[T]>; line: number } }[ElementType]

function isType(type: string): type is ElementType {
  return Object.hasOwn(SCHEMAS, type)
}

/**
 * The elements of a landing page's body, in order. `firstLine` is the file's line of the body's first line.
 * Throws a ContentError at the first problem: an unknown type, an element not closed, a bad `key: value` line,
 * a key the type does not have, a value that is not valid, or more than one listing.
 */
export function parseElements(fileName: string, body: string, firstLine: number): ElementSource[] {
  const lines = body.split('\n')
  const elements: ElementSource[] = []
  let text: string[] = []
  let textLine = firstLine
  let fenced = false
  const flushText = () => {
    const markdown = text.join('\n').trim()
    if (markdown !== '') elements.push({ type: 'text', markdown, line: textLine })
    text = []
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!
    const lineNumber = firstLine + i
    if (FENCE.test(line)) fenced = !fenced
    const open = fenced ? null : OPEN.exec(line)
    if (!open) {
      if (text.length === 0) textLine = lineNumber
      text.push(line)
      continue
    }
    const type = open[1]!
    if (type === '')
      throw new ContentError(
        fileName,
        lineNumber,
        'a ::: line that closes no element (an element starts with "::: type")',
      )
    if (!isType(type))
      throw new ContentError(
        fileName,
        lineNumber,
        `unknown element "${type}": expected one of ${Object.keys(SCHEMAS).join(', ')}`,
      )
    flushText()
    const data: Record<string, FrontMatterValue> = Object.create(null)
    const keyLines: Record<string, number> = Object.create(null)
    let closed = false
    for (i += 1; i < lines.length; i += 1) {
      const inner = lines[i]!
      const innerNumber = firstLine + i
      const fail = (message: string): never => {
        throw new ContentError(fileName, innerNumber, message)
      }
      const nested = OPEN.exec(inner)
      if (nested && nested[1] === '') {
        closed = true
        break
      }
      if (nested) fail(`"::: ${nested[1]}" inside "::: ${type}", which is not closed yet (close it with a ::: line)`)
      if (inner.trim() === '') continue
      const match = KEY_LINE.exec(inner)
      if (!match) fail(`expected "key: value" inside "::: ${type}", got "${inner.slice(0, 60)}"`)
      const key = match![1]!
      if (Object.hasOwn(data, key)) fail(`"${key}" is given twice`)
      data[key] = parseValue(match![2]!, fail)
      keyLines[key] = innerNumber
    }
    if (!closed) throw new ContentError(fileName, lineNumber, `"::: ${type}" is not closed (end it with a ::: line)`)
    const where = { fileName, lines: keyLines, listKeys: LIST_KEYS, missingLine: lineNumber }
    const valid = validateKeys(SCHEMAS[type], data, where)
    if (
      type === 'hero' &&
      'link' in valid &&
      valid.link !== undefined &&
      !('linkLabel' in valid && valid.linkLabel !== undefined)
    ) {
      throw new ContentError(fileName, keyLines.link!, 'a hero with a link needs its linkLabel (the button text)')
    }
    elements.push({ type, data: valid, line: lineNumber } as ElementSource)
  }
  flushText()
  const listings = elements.filter((element) => element.type === 'products_listing')
  if (listings.length > 1)
    throw new ContentError(
      fileName,
      listings[1]!.line,
      'a page has at most one products_listing (its filters live in the URL)',
    )
  return elements
}

/** The FAQ codes the elements name (checked against content/faq/ by load.ts). */
export function faqCodesOf(elements: readonly ElementSource[]): { code: string; line: number }[] {
  return elements.flatMap((element) =>
    element.type === 'faq' ? element.data.items.map((item) => ({ code: item, line: element.line })) : [],
  )
}

/** The pictures the elements name (hero and banner images), with their lines, for the media check (media.ts). */
export function imagesOf(elements: readonly ElementSource[]): { image: string; line: number }[] {
  return elements.flatMap((element) =>
    (element.type === 'hero' || element.type === 'banner') && element.data.image
      ? [{ image: element.data.image, line: element.line }]
      : [],
  )
}

/** The text parts alone, for the page's `content` (a client that does not know content elements still has the text). */
export function elementsText(elements: readonly ElementSource[]): string {
  return elements
    .filter((element) => element.type === 'text')
    .map((element) => element.markdown)
    .join('\n\n')
}

const orNull = <T>(value: T | undefined): T | null => value ?? null

/** The stored elements (contract `contentElements`): BitBag's `{ type, configuration }`, texts rendered to safe HTML. */
export function toContentElements(elements: readonly ElementSource[]): ContentElement[] {
  // one page: heading anchors are unique across all its text parts (`## Dárky` twice gives dárky, dárky-2)
  const ids = new Map<string, number>()
  return elements.map((element): ContentElement => {
    switch (element.type) {
      case 'text':
        return { type: 'textarea', configuration: { textarea: renderMarkdown(element.markdown, ids) } }
      case 'heading':
        return {
          type: 'heading',
          configuration: { heading_type: element.data.heading_type, heading: element.data.heading },
        }
      case 'hero': {
        const { title: heroTitle, text: heroText, image, link: heroLink, linkLabel } = element.data
        const hero = {
          title: orNull(heroTitle),
          text: orNull(heroText),
          image: orNull(image),
          link: orNull(heroLink),
          linkLabel: orNull(linkLabel),
        }
        return { type: 'hero', configuration: { hero } }
      }
      case 'banner': {
        const { title: bannerTitle, text: bannerText, link: bannerLink, image, background, color } = element.data
        const banner = {
          title: bannerTitle,
          text: orNull(bannerText),
          link: bannerLink,
          image: orNull(image),
          background: orNull(background),
          color: orNull(color),
        }
        return { type: 'banner', configuration: { banner } }
      }
      case 'products_carousel':
        return {
          type: 'products_carousel',
          configuration: { products_carousel: { products: element.data.products }, title: orNull(element.data.title) },
        }
      case 'products_carousel_by_taxon':
        return {
          type: 'products_carousel_by_taxon',
          configuration: { products_carousel_by_taxon: element.data.taxon, title: orNull(element.data.title) },
        }
      case 'faq':
        return { type: 'faq', configuration: { faq: { items: element.data.items }, title: orNull(element.data.title) } }
      case 'products_listing': {
        const { offer, taxon } = element.data
        return {
          type: 'products_listing',
          configuration: {
            products_listing: { ...(offer === undefined ? {} : { offer }), taxon: orNull(taxon) },
            title: orNull(element.data.title),
          },
        }
      }
    }
  })
}
