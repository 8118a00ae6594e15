import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import { type BlockRecord, getBlock, listBlocks } from '../db/cms-blocks'
import { type FaqRecord, getFaq, listFaq, listSections } from '../db/cms-faq'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { sectionRef } from './cms-pages'
import { jsonLd, publicCache } from './respond'

/** Blocks (by code, as BitBag addresses them), FAQ items (by id) and sections of the content. */

function blockFields(block: BlockRecord) {
  return {
    id: block.id,
    code: block.code,
    name: block.name,
    enabled: true,
    content: block.contentHtml,
    sections: block.sections.map(sectionRef),
  }
}

function faqFields(faq: FaqRecord) {
  return {
    id: faq.id,
    code: faq.code,
    position: faq.position,
    enabled: true,
    question: faq.question,
    answer: faq.answerHtml,
    topic: faq.topic,
  }
}

const code = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })
const id = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })
const sectionCode = z.optional(z.string().check(z.maxLength(64)))
export const blocksQuery = z.object({
  'sections.code': sectionCode,
  ...pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
})
export const sectionsQuery = z.object({ type: z.optional(z.enum(['magazine', 'legal', 'info'])) })

export const cmsBlocks = new Hono<ApiEnv>()
  .get('/cms-plugin/blocks', publicCache, valid('query', blocksQuery), async function listCmsBlocks(c) {
    const query = c.req.valid('query')
    const { blocks, totalItems } = await listBlocks(c.env.DB, c.get('locale'), {
      ...query,
      section: query['sections.code'],
    })
    const members = blocks.map((block) => embedded('Block', iri('cms-plugin/blocks', block.code), blockFields(block)))
    return jsonLd(c, collection({ type: 'Block', url: new URL(c.req.url), members, totalItems, page: query }))
  })
  .get('/cms-plugin/blocks/:code', publicCache, valid('param', code), async function showCmsBlock(c) {
    const block = await getBlock(c.env.DB, c.get('locale'), c.req.valid('param').code)
    if (!block) throw new NotFoundError()
    return jsonLd(c, item('Block', iri('cms-plugin/blocks', block.code), blockFields(block)))
  })
  // the whole FAQ in one answer: the FAQ page groups every item by topic
  .get('/cms-plugin/faq', publicCache, async function listCmsFaq(c) {
    const faq = await listFaq(c.env.DB, c.get('locale'))
    const members = faq.map((entry) =>
      embedded('FrequentlyAskedQuestion', iri('cms-plugin/faq', entry.id), faqFields(entry)),
    )
    return jsonLd(
      c,
      collection({ type: 'FrequentlyAskedQuestion', url: new URL(c.req.url), members, totalItems: members.length }),
    )
  })
  .get('/cms-plugin/faq/:id', publicCache, valid('param', id), async function showCmsFaq(c) {
    const faq = await getFaq(c.env.DB, c.get('locale'), c.req.valid('param').id)
    if (!faq) throw new NotFoundError()
    return jsonLd(c, item('FrequentlyAskedQuestion', iri('cms-plugin/faq', faq.id), faqFields(faq)))
  })
  // an extra of ours: the magazine's categories
  .get('/cms-plugin/sections', publicCache, valid('query', sectionsQuery), async function listCmsSections(c) {
    const sections = await listSections(c.env.DB, c.get('locale'), c.req.valid('query').type)
    const members = sections.map((section) =>
      embedded('Section', iri('cms-plugin/sections', section.code), {
        id: section.id,
        code: section.code,
        type: section.type,
        position: section.position,
        name: section.name,
      }),
    )
    return jsonLd(c, collection({ type: 'Section', url: new URL(c.req.url), members, totalItems: members.length }))
  })
