import type { CmsPage, FaqItem } from '../../../contract/cms'
import { createApiClient } from '../../lib/api/client'

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

export function faqFixture(code: string, position: number, topic: string | null, overrides: Partial<FaqItem> = {}): FaqItem {
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

export function fakeCmsApi(answers: Record<string, unknown>) {
  const asked: string[] = []
  const api = createApiClient({
    language: 'cs',
    cacheScope: 'test',
    cacheTtlMs: 0,
    retryPauseMs: 0,
    transport: async (url) => {
      asked.push(url)
      const path = url.split('?')[0]!
      if (!(path in answers)) {
        return new Response(JSON.stringify({ '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' }), {
          status: 404,
          headers: { 'content-type': 'application/ld+json' },
        })
      }
      return new Response(JSON.stringify(answers[path]), { headers: { 'content-type': 'application/ld+json' } })
    },
  })
  return { api, asked }
}
