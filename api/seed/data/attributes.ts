import type { AttributeCode } from '../types.ts'

/** Product attributes of the drinks catalogue with their Czech and English names. */
export const ATTRIBUTES: { code: AttributeCode; type: 'select' | 'text'; cs: string; en: string }[] = [
  { code: 'taste_profile', type: 'select', cs: 'Chuťový profil', en: 'Taste profile' },
  { code: 'aging', type: 'text', cs: 'Zrání', en: 'Ageing' },
  { code: 'cask', type: 'text', cs: 'Sudy', en: 'Casks' },
  { code: 'style', type: 'text', cs: 'Styl', en: 'Style' },
  { code: 'serving', type: 'text', cs: 'Servírování', en: 'Serving' },
  { code: 'material', type: 'text', cs: 'Materiál', en: 'Material' },
  { code: 'care', type: 'text', cs: 'Údržba', en: 'Care' },
]
