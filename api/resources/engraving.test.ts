import { beforeAll, describe, expect, it } from 'vitest'
import { product as productSchema } from '../../contract/catalogue'
import { hydraCollection } from '../../contract/hydra'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { setEngraving } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setEngraving(testEnv.DB, 'WHISKY_C', 30)
})

describe('engravingMaxLength of a product', () => {
  it('is the longest engraving text the product offers, in the item and in listings', async () => {
    const item = productSchema.parse(await (await get('/api/v2/shop/products/WHISKY_C')).json())
    const listed = hydraCollection(productSchema).parse(await (await get('/api/v2/shop/products')).json())

    expect(item.engravingMaxLength).toBe(30)
    expect(listed['hydra:member'].find((p) => p.code === 'WHISKY_C')?.engravingMaxLength).toBe(30)
  })

  it('is null, not missing, for a product without engraving', async () => {
    const body = await (await get('/api/v2/shop/products/RUM_A')).json()

    expect(body).toHaveProperty('engravingMaxLength', null)
  })
})
