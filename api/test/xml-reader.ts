import { DOMParser, type Element } from '@xmldom/xmldom'
import { expect } from 'vitest'
import { ISDOC_NAMESPACE } from '../invoices/isdoc'

/**
 * An independent reader for the XML the shop writes (ISDOC, Pohoda): @xmldom, not our writer's code, so a test
 * reads the document back as an accountant's tool would. Parses strictly: any well-formedness error fails the test.
 */
export function parseXml(xml: string): Element {
  const errors: string[] = []
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    'text/xml',
  )
  expect(errors).toEqual([])
  return doc.documentElement!
}

/** The element children of `parent` with this local name in this namespace (ISDOC's unless told). */
export const kids = (parent: Element, name: string, ns: string | null = ISDOC_NAMESPACE): Element[] =>
  Array.from(parent.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === ns,
  )

/** The one element at a path of child names (`a/b/c`); fails the test unless each step finds exactly one. */
export const one = (parent: Element, path: string, ns: string | null = ISDOC_NAMESPACE): Element =>
  path.split('/').reduce((at, name) => {
    const found = kids(at, name, ns)
    expect(found, `${path}: ${name}`).toHaveLength(1)
    return found[0]!
  }, parent)

/** The text of the one element at that path. */
export const text = (parent: Element, path: string, ns?: string | null) =>
  one(parent, path, ns ?? undefined).textContent
