import type { AttributeValue } from '../../../contract/discovery'

/** `0.7` → `0,7`: the Czech decimal comma (litres, per cent). */
export function formatDecimal(value: number): string {
  return String(value).replace('.', ',')
}

/** An attribute value as text; yes/no come from the caller's translations. */
export function formatAttributeValue(
  value: AttributeValue['value'],
  yesNo: { yes: string; no: string },
  type?: string,
): string {
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no
  // A percent attribute (alcohol) reads `40 %`, with the no-break space of Czech typography.
  if (typeof value === 'number') return type === 'percent' ? `${formatDecimal(value)}\u00a0%` : formatDecimal(value)
  if (Array.isArray(value)) return value.join(', ')
  return value
}
