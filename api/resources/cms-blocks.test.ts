import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { cmsBlock, cmsSection, faqItem } from '../../contract/cms'
import { hydraCollection } from '../../contract/hydra'
import { importContent } from '../test/cms-fixtures'
import { testEnv } from '../test/env'
import { get } from '../test/fixtures'

const cacheControl = 'public, max-age=60, stale-while-revalidate=300'

beforeAll(async () => {
  await importContent(testEnv.DB)
})

describe('GET /cms-plugin/blocks', () => {
  it('gives a block by code with its rendered content and sections', async () => {
    const response = await get('/api/v2/shop/cms-plugin/blocks/home-intro')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(cacheControl)
    expect(cmsBlock.parse(await response.json())).toMatchObject({
      '@id': '/api/v2/shop/cms-plugin/blocks/home-intro',
      '@type': 'Block',
      code: 'home-intro',
      name: 'Úvod domovské stránky',
      content: '<p>Vítejte v <em>Drinkárně</em>.</p>',
      sections: [{ code: 'recepty', name: 'Recepty na koktejly' }],
    })
  })

  it('lists blocks by code, of a section when asked', async () => {
    const codes = async (path: string) => {
      const body = hydraCollection(cmsBlock).parse(await (await get(path)).json())
      return body['hydra:member'].map((block) => block.code)
    }
    expect(await codes('/api/v2/shop/cms-plugin/blocks')).toEqual(['footer-text', 'home-intro'])
    expect(await codes('/api/v2/shop/cms-plugin/blocks?sections.code=recepty')).toEqual(['home-intro'])
  })

  it('answers 404 for an unknown block', async () => {
    expect((await get('/api/v2/shop/cms-plugin/blocks/neni')).status).toBe(404)
  })
})

describe('GET /cms-plugin/faq', () => {
  it('lists every enabled question by position with its topic and safe answer', async () => {
    const response = await get('/api/v2/shop/cms-plugin/faq')
    expect(response.headers.get('cache-control')).toBe(cacheControl)
    const body = hydraCollection(faqItem).parse(await response.json())
    expect(body['hydra:totalItems']).toBe(2)
    expect(
      body['hydra:member'].map(({ code, position, topic, answer }) => ({ code, position, topic, answer })),
    ).toEqual([
      { code: 'vek', position: 1, topic: 'Nákup', answer: '<p>Ne.</p>' },
      { code: 'doprava', position: 2, topic: 'Doprava', answer: '<p>Od <strong>99 Kč</strong>.</p>' },
    ])
  })

  it('gives one question by id; 404 for unknown or disabled ones', async () => {
    const list = hydraCollection(faqItem).parse(await (await get('/api/v2/shop/cms-plugin/faq')).json())
    const first = list['hydra:member'][0]!
    const response = await get(first['@id'])
    expect(response.status).toBe(200)
    expect(faqItem.parse(await response.json())).toMatchObject({
      '@type': 'FrequentlyAskedQuestion',
      code: 'vek',
      question: 'Prodáváte alkohol mladším 18 let?',
    })
    const disabled = await testEnv.DB.prepare("SELECT id FROM cms_faq WHERE code = 'stare'").first<{ id: number }>()
    expect((await get(`/api/v2/shop/cms-plugin/faq/${disabled!.id}`)).status).toBe(404)
    expect((await get('/api/v2/shop/cms-plugin/faq/99999')).status).toBe(404)
  })
})

describe('GET /cms-plugin/sections', () => {
  const section = z.extend(cmsSection, { type: z.string(), position: z.number() })

  it('lists the sections by position, of a type when asked', async () => {
    const names = async (path: string) => {
      const body = hydraCollection(section).parse(await (await get(path)).json())
      return body['hydra:member'].map((s) => `${s.type}:${s.code}:${s.name}`)
    }
    expect(await names('/api/v2/shop/cms-plugin/sections')).toEqual([
      'magazine:recepty:Recepty na koktejly',
      'magazine:pruvodce:Průvodce destiláty',
      'legal:pravni:Právní informace',
    ])
    expect(await names('/api/v2/shop/cms-plugin/sections?type=legal')).toEqual(['legal:pravni:Právní informace'])
  })
})
