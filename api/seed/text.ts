/** String helpers for slugs, codes and labels of the demo catalogue. */
import { fillTemplate } from '../../contract/template.ts'

/** Lower-case ASCII words joined by hyphens: "Diplomático Reserva 0,7 l" → "diplomatico-reserva-0-7-l". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** lower_snake code: "Hendrick's" → "hendricks". Apostrophes vanish so they do not split a word. */
export function snakeCode(text: string): string {
  return slugify(text.replace(/['’]/g, '')).replace(/-/g, '_')
}

/** "0,7 l", "0,75 l", "1 l", "0,05 l": bottle volumes the way Czech labels print them. */
export function volumeLabel(ml: number): string {
  return `${String(ml / 1000).replace('.', ',')} l`
}

/** Czech plural of years: 1 rok, 3 roky, 12 let. */
export function yearsLabel(years: number): string {
  return fillTemplate('{{years}} {{years|rok|roky|let}}', { years })
}

/** "a, b a c": a Czech enumeration. */
export function joinCzech(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} a ${items[items.length - 1]}`
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the format of the schema's datetime('now'). */
export function sqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}
