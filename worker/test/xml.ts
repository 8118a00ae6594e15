/**
 * A small XML reader for tests (workerd has no DOMParser): checks well-formedness as far as the feeds need
 * (one root, tags nested and closed in order, attributes quoted, no stray `<` or `&`, only the five named entities
 * and numeric ones) and returns the element tree. It throws on anything else.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string }

const NAME = '[A-Za-z_][\\w.:-]*'
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: number): string {
  if (/</.test(raw)) throw new Error(`stray < at ${where}`)
  return raw.replace(/&([^;&\s]*);?/g, (whole, entity: string) => {
    if (!whole.endsWith(';')) throw new Error(`unterminated entity at ${where}: ${whole}`)
    if (entity in ENTITIES) return ENTITIES[entity] ?? ''
    const numeric = /^#(x[0-9a-fA-F]+|\d+)$/.exec(entity)
    if (numeric?.[1])
      return String.fromCodePoint(numeric[1].startsWith('x') ? parseInt(numeric[1].slice(1), 16) : Number(numeric[1]))
    throw new Error(`unknown entity &${entity}; at ${where}`)
  })
}

export function parseXml(xml: string): XmlElement {
  let at = 0
  const declaration = /^<\?xml[^?]*\?>\s*/.exec(xml)
  if (declaration) at = declaration[0].length
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y')
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  while (at < xml.length) {
    const lt = xml.indexOf('<', at)
    const text = xml.slice(at, lt === -1 ? xml.length : lt)
    if (text.trim() !== '') {
      const parent = stack.at(-1)
      if (!parent) throw new Error(`text outside the root at ${at}`)
      parent.text += decode(text, at)
    } else if (text && stack.at(-1)) {
      stack.at(-1)!.text += text
    }
    if (lt === -1) break
    tag.lastIndex = lt
    const match = tag.exec(xml)
    if (!match) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`)
    const [whole, closing, name = '', rawAttributes = '', selfClosing] = match
    at = lt + whole.length
    if (closing) {
      const open = stack.pop()
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}> at ${lt}`)
      continue
    }
    if (root && stack.length === 0) throw new Error(`a second root <${name}> at ${lt}`)
    const attributes: Record<string, string> = {}
    for (const [, key = '', double, single] of rawAttributes.matchAll(
      new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'),
    )) {
      if (key in attributes) throw new Error(`attribute ${key} twice at ${lt}`)
      attributes[key] = decode(double ?? single ?? '', lt)
    }
    const element: XmlElement = { name, attributes, children: [], text: '' }
    stack.at(-1)?.children.push(element)
    root ??= element
    if (!selfClosing) stack.push(element)
  }
  if (!root) throw new Error('no root element')
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`)
  return root
}

/** The children of an element with this name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name)
/** The text of the first child with this name, or undefined. */
export const textOf = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text
