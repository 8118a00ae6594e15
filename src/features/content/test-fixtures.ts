import type { CmsPage, FaqItem } from '../../../contract/cms'

/** Test data and a client of a stand-in shop API answering the cms-plugin calls by path. */
export function cmsPageFixture(overrides: Partial<CmsPage> = {}): CmsPage {
  const slug = overrides.slug ?? 'obchodni-podminky'
  return {
    '@id': `/api/v2/shop/cms-plugin/pages/${slug}`,
    '@type': 'Page',
    id: 1,
    code: slug,
    enabled: true,
    publishAt: null,
    updatedAt: '2026-11-20T10:00:00+00:00',
    slug,
    name: 'Obchodní podmínky',
    title: null,
    content: '<h2>1. Úvodní ustanovení</h2><p>Tyto podmínky…</p>',
    metaKeywords: null,
    metaDescription: 'Obchodní podmínky e-shopu Drinkárna.',
    sections: [],
    type: 'page',
    ...overrides,
  }
}

export function faqFixture(
  code: string,
  position: number,
  topic: string | null,
  overrides: Partial<FaqItem> = {},
): FaqItem {
  return {
    '@id': `/api/v2/shop/cms-plugin/faq/${code}`,
    '@type': 'FrequentlyAskedQuestion',
    id: position,
    code,
    position,
    enabled: true,
    question: `Otázka ${code}?`,
    answer: `<p>Odpověď <strong>${code}</strong>.</p>`,
    topic,
    ...overrides,
  }
}

/** The stand-in API of these tests (src/lib/api/fake-api.ts). */
export { fakeApi as fakeCmsApi } from '../../lib/api/fake-api'
