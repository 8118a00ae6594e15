import { describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'

function getContext(path: string) {
  return Promise.resolve(app.request(path, { headers: { accept: 'application/ld+json' } }, testEnv))
}

describe('GET /api/v2/contexts/{type}', () => {
  it('serves a minimal JSON-LD context document for any type', async () => {
    const response = await getContext('/api/v2/contexts/Product')

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    expect(await response.json()).toEqual({
      '@context': { '@vocab': '/api/v2/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' },
    })
  })

  it('answers 404 hydra:Error for a name that is not a type', async () => {
    const response = await getContext('/api/v2/contexts/no-such.type')

    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ '@type': 'hydra:Error' })
  })
})
