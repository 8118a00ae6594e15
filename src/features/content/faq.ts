import type { FaqItem } from '../../../contract/cms'

export type FaqTopic = {
  /** The topic as the API names it; null for questions without one (shown last under a general heading). */
  topic: string | null
  items: FaqItem[]
}

/**
 * FAQ items by topic: items in order of position, topics in the order of their first item, so the editors'
 * positions decide both. Questions without a topic form their own group in the same way.
 */
export function groupFaqByTopic(items: readonly FaqItem[]): FaqTopic[] {
  const sorted = [...items].sort((a, b) => a.position - b.position)
  const groups = new Map<string | null, FaqItem[]>()
  for (const item of sorted) {
    const topic = item.topic?.trim() || null
    const group = groups.get(topic)
    if (group) group.push(item)
    else groups.set(topic, [item])
  }
  return [...groups].map(([topic, groupItems]) => ({ topic, items: groupItems }))
}

/** The anchor of a question on the FAQ page (`/nejcastejsi-dotazy#{code}`). */
export function faqAnchor(item: Pick<FaqItem, 'code'>): string {
  return item.code
}

/**
 * schema.org FAQPage of the FAQ page. Answers are the API's safe HTML, which Google accepts in `text` (links,
 * lists, paragraphs, emphasis). Every question carries its address on the page.
 */
export function faqPageJsonLd(items: readonly FaqItem[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        '@type': 'Question',
        '@id': `${pageUrl}#${faqAnchor(item)}`,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
  }
}
