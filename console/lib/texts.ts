import rosetta from 'rosetta'
import { placeholderValue } from '../../contract/template'
import cs from '../locales/cs.json'

/**
 * The console's Czech texts (console/locales/cs.json) through rosetta, with the storefront's placeholder and
 * plural syntax (`{{n|one|few|many}}`, contract/template.ts). Its own table: the storefront's texts stay out of
 * the console's bundle and the console's out of the storefront's.
 */
const texts = rosetta<Record<string, unknown>>({ cs })
texts.locale('cs')

export function t(key: string, params?: Record<string, string | number>): string {
  const values =
    params &&
    new Proxy(params, { get: (_, name) => (typeof name === 'string' ? placeholderValue(name, params) : undefined) })
  const text: unknown = texts.t(key, values)
  // a missing key shows itself rather than nothing, so it is noticed
  return typeof text === 'string' && text !== '' ? text : key
}
