import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../lib/api/client'
import { createCartApi } from './cart.api'
import type { CartTokenJar } from './cart-cookie'
import { createCartStore } from './cart.store'
import { createFakeShop } from './fake-shop'
import { changeGiftCard } from '../gift-cards/gift-cards.api'

const CODE = 'ABCD-EFGH-JKMN-PQRS'

function setup() {
  const shop = createFakeShop()
  const api = createApiClient({ transport: shop.transport, language: 'cs', cacheScope: 't', cacheTtlMs: 0 })
  const jar = { token: null as string | null }
  const tokens: CartTokenJar = { read: () => jar.token, write: (value) => void (jar.token = value) }
  const store = createCartStore({
    api: createCartApi(api),
    tokens,
    t: (key) => key,
    showError: () => undefined,
    deferNotices: false,
    createKey: () => 'key',
  })
  const cart = () => store.getState()
  const applyGiftCard = (code: string) => cart().changeCart((token) => changeGiftCard(api, 'add-to-order', code, token))
  const removeGiftCard = (code: string) =>
    cart().changeCart((token) => changeGiftCard(api, 'remove-from-order', code, token))
  return { shop, cart, applyGiftCard, removeGiftCard }
}

describe('gift vouchers in the cart store', () => {
  it('sends the value of a free-amount voucher with the line, and nothing more for a bottle', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1, undefined, '', 150_000)
    await cart().addItem('GIN_V', 1)
    const adds = shop.calls.filter((call) => call.path.endsWith('/items'))
    expect(adds.map((call) => call.body)).toEqual([
      { productVariant: 'RUM_V', quantity: 1, giftCardAmount: 150_000 },
      { productVariant: 'GIN_V', quantity: 1 },
    ])
  })

  it('pays part of the cart with a voucher and takes it off again', async () => {
    const { shop, cart, applyGiftCard, removeGiftCard } = setup()
    await cart().addItem('RUM_V', 1)
    expect(await applyGiftCard(CODE)).toBeNull()
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/v2/shop/gift-cards/${CODE}/add-to-order`,
      body: { orderTokenValue: 't1' },
    })
    expect(cart().cart).toMatchObject({ giftCards: [{ code: CODE, amount: 30_000 }], total: 20_000 })
    expect(await removeGiftCard(CODE)).toBeNull()
    expect(cart().cart).toMatchObject({ giftCards: [], total: 50_000 })
  })

  it("answers the API's Czech message for an unknown code and keeps the cart as it was", async () => {
    const { cart, applyGiftCard } = setup()
    await cart().addItem('RUM_V', 1)
    expect(await applyGiftCard('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toEqual([
      { propertyPath: 'code', message: 'Dárkový poukaz s tímto kódem neznáme.' },
    ])
    expect(cart().cart?.total).toBe(50_000)
  })

  it('shows the cart without the voucher another order spent meanwhile, with the reason', async () => {
    const { shop, cart, applyGiftCard } = setup()
    await cart().addItem('RUM_V', 1)
    await applyGiftCard(CODE)
    shop.giftCards.set(CODE, 0)
    const result = await cart().complete()
    expect(result).toEqual({
      violations: [{ propertyPath: '', message: 'Dárkový poukaz už byl mezitím použit v jiné objednávce.' }],
    })
    expect(cart().cart).toMatchObject({ state: 'cart', giftCards: [], total: 50_000 })
  })
})
