import type { FinderDefinition } from './finder-definition'
import { GIFT_GUIDE_STEPS } from './gift-guide'
import { TASTE_FINDER_STEPS } from './taste-finder'

export const GIFT_GUIDE: FinderDefinition = { id: 'gift', path: '/pruvodce-darky', steps: GIFT_GUIDE_STEPS }
export const TASTE_FINDER: FinderDefinition = { id: 'taste', path: '/objevte-nove-chute', steps: TASTE_FINDER_STEPS }
