import { createStore } from 'zustand/vanilla'
import { normalizeEngraving } from '../../../contract/engraving'
import type { Violation } from '../../../contract/hydra'
import type { Ga4Item } from '../../lib/analytics'
import { isApiError } from '../../lib/api/errors'
import type { Order } from '../../lib/api/normalize'
import type { CartApi, CompletionChoices, OrderUpdate, ShipmentUpdate } from './cart.api'
import { toCartGa4Item, trackAddToCart, trackRemoveFromCart } from './cart-analytics'
import type { CartTokenJar } from './cart-cookie'
import { createIdempotencyKey } from './idempotency-key'
import { createSerialQueue } from './mutation-queue'
import { clampQuantity } from './quantity'

export type CompleteResult = { order: Order } | { violations: Violation[] } | { conflict: true }

/** What `updateOrder` may change; the current coupon is always sent along (the API drops it otherwise). */
export type OrderDetailsInput = Omit<OrderUpdate, 'couponCode'>

export type CartState = {
  token: string | null
  /** The cart as the API last answered it (normalised); null when there is none. */
  cart: Order | null
  status: 'idle' | 'loading' | 'ready'
  /** A mutation is under way (or waiting behind another one). */
  busy: boolean
  /** Reads the cart of the cookie's token; a failed read or a cart no longer in state `cart` is forgotten. */
  load(): Promise<void>
  /** Forgets the token (cookie removed) and the cart. */
  reset(): void
  /**
   * The pickup call after a login (`POST /orders` with the customer's JWT): the guest cart of
   * `replacementToken` is assigned to the customer and kept, or with null the customer's own cart is taken
   * (a new one when they have none). False when it failed; the cart is then left as it was.
   */
  pickUp(replacementToken: string | null): Promise<boolean>
  /**
   * Adds a variant; the first add creates the cart. Errors are toasted; `item` enriches `add_to_cart`. With an
   * `engraving` text the bottles go on a line of their own with that text (docs/decisions/032-engraved-order-lines.md).
   */
  addItem(
    variantCode: string,
    quantity: number,
    item?: Partial<Ga4Item>,
    engraving?: string,
    giftCardAmount?: number,
  ): Promise<boolean>
  /**
   * Sets a line's quantity. Quick changes each count: the latest one is shown at once (`quantities`) and sent
   * when the changes before it are answered, so the cart ends at the answer for the last one.
   */
  changeQuantity(itemId: number, quantity: number): Promise<boolean>
  /** One piece more (+1) or less (−1) than the line's latest quantity, sent or not yet answered. */
  stepQuantity(itemId: number, step: number): Promise<boolean>
  /** The quantities asked for and not yet answered, by line: what the cart's fields show meanwhile. */
  quantities: Readonly<Record<number, number>>
  removeItem(itemId: number): Promise<boolean>
  /** Applies a coupon, or removes it with null; the API's violations (e.g. an unknown code) are returned. */
  applyCoupon(code: string | null): Promise<Violation[] | null>
  /**
   * A change of the cart by a call of another feature, answered with the cart (a gift voucher applied or taken off,
   * features/gift-cards), in the queue's turn; the API's violations are returned. Its call stays in that feature's
   * chunk, out of every page's first-load JavaScript.
   */
  changeCart(send: (token: string) => Promise<Order>): Promise<Violation[] | null>
  updateOrder(input: OrderDetailsInput): Promise<Violation[] | null>
  /** Chooses the shipping method of the first shipment (with the pickup point for Packeta). */
  selectShipping(input: ShipmentUpdate): Promise<Violation[] | null>
  /** Chooses the payment method of the first payment. */
  selectPayment(paymentMethod: string): Promise<Violation[] | null>
  /**
   * Places the order. One idempotency key per attempt, kept while the outcome is unknown (network failure,
   * 5xx) so a retry cannot place a second order. Success forgets the cart; 409 reloads it.
   */
  complete(notes?: string | null, choices?: CompletionChoices): Promise<CompleteResult>
}

/** What the server render hands to the browser's store (the root loader's data). */
export type CartSnapshot = { checked: boolean; token: string | null; cart: Order | null; priceChanged: boolean }

type CartInternals = {
  /** A price change seen during the server render, shown as a toast once the page has hydrated. */
  priceChangeNotice: boolean
  dehydrate(): CartSnapshot
  /** Fills a fresh browser store from the server's snapshot (before the first render; no request). */
  hydrate(snapshot: CartSnapshot | null): void
  /** Shows the toast of a price change the server render saw. */
  showDeferredNotices(): void
}
export type CartStoreState = CartState & CartInternals

export type CartStoreDeps = {
  api: CartApi
  tokens: CartTokenJar
  t: (key: string) => string
  /** Shows an error toast. */
  showError: (message: string) => void
  /** On the server a toast would not survive hydration: notices wait for the browser. */
  deferNotices: boolean
  createKey?: () => string
}

export function createCartStore(deps: CartStoreDeps) {
  const enqueue = createSerialQueue()
  const createKey = deps.createKey ?? (() => createIdempotencyKey())
  let completion: { token: string; key: string } | null = null
  let appliedCoupon: string | null = null
  let mutations = 0

  return createStore<CartStoreState>()((set, get) => {
    const generic = (): Violation[] => [{ propertyPath: '', message: deps.t('cart.error.generic') }]

    function noticeChanges(order: Order) {
      if ((order.changes?.order?.items.length ?? 0) === 0) return
      if (deps.deferNotices) set({ priceChangeNotice: true })
      else deps.showError(deps.t('cart.priceChanged'))
    }

    function accept(order: Order) {
      if (deps.tokens.read() !== order.tokenValue) deps.tokens.write(order.tokenValue)
      if (order.couponCode !== undefined) appliedCoupon = order.couponCode
      set({ token: order.tokenValue, cart: order, status: 'ready' })
      noticeChanges(order)
    }

    function forget() {
      if (deps.tokens.read() !== null) deps.tokens.write(null)
      completion = null
      appliedCoupon = null
      set({ token: null, cart: null, status: 'ready', quantities: {} })
    }

    async function loadNow() {
      const token = deps.tokens.read()
      if (!token) return forget()
      set({ status: 'loading' })
      try {
        const order = await deps.api.getOrder(token)
        if (order.state !== 'cart') return forget()
        accept(order)
      } catch {
        forget()
      }
    }

    /** 422: the API's messages; 404: the cart changed elsewhere, so it is read again; anything else: a generic one. */
    async function violationsOf(error: unknown): Promise<Violation[]> {
      if (isApiError(error, 422)) {
        if (error.violations.length > 0) return error.violations
        return [{ propertyPath: '', message: error.description ?? deps.t('cart.error.generic') }]
      }
      if (isApiError(error, 404)) await loadNow()
      // the shop's per-client limit (coupon guesses, completions): nothing is wrong with the cart itself
      if (isApiError(error, 429)) return [{ propertyPath: '', message: deps.t('cart.error.tooManyRequests') }]
      return generic()
    }

    async function toastFailure(error: unknown) {
      const [first] = await violationsOf(error)
      deps.showError(first?.message ?? deps.t('cart.error.generic'))
    }

    function mutate<T>(task: () => Promise<T>): Promise<T> {
      mutations += 1
      set({ busy: true })
      return enqueue(task).finally(() => {
        mutations -= 1
        if (mutations === 0) set({ busy: false })
      })
    }

    function update(send: (token: string, cart: Order) => Promise<Order>): Promise<Violation[] | null> {
      return mutate(async () => {
        const { token, cart } = get()
        if (!token || !cart) return generic()
        try {
          accept(await send(token, cart))
          return null
        } catch (error) {
          return violationsOf(error)
        }
      })
    }

    function wantQuantity(itemId: number, quantity: number | null) {
      const { [itemId]: _previous, ...others } = get().quantities
      set({ quantities: quantity === null ? others : { ...others, [itemId]: quantity } })
    }

    /**
     * Sends the latest quantity asked for the line, in the queue's turn; a change already sent by an earlier turn
     * (it took the latest) has nothing left to send. An answer is shown as it comes (the mini-cart follows it);
     * the field keeps showing the latest quantity until the answer for it came.
     */
    async function sendQuantity(itemId: number): Promise<boolean> {
      const quantity = get().quantities[itemId]
      if (quantity === undefined) return true
      const { token, cart } = get()
      const before = cart?.items.find((item) => item.id === itemId)
      if (!token || !before) {
        wantQuantity(itemId, null)
        return false
      }
      try {
        const order = await deps.api.changeItem(token, itemId, quantity)
        accept(order)
        if (get().quantities[itemId] === quantity) wantQuantity(itemId, null)
        const after = order.items.find((item) => item.id === itemId) ?? before
        const difference = quantity - before.quantity
        if (difference > 0) trackAddToCart(toCartGa4Item(after, difference))
        if (difference < 0) trackRemoveFromCart(toCartGa4Item(after, -difference))
        return true
      } catch (error) {
        if (get().quantities[itemId] === quantity) wantQuantity(itemId, null)
        await toastFailure(error)
        return false
      }
    }

    /** The cookie's cart first (another tab may have made one); a cart gone meanwhile is replaced by a new one. */
    async function addToCart(
      variantCode: string,
      quantity: number,
      engraving: string,
      giftCardAmount?: number,
    ): Promise<Order> {
      const token = deps.tokens.read() ?? get().token
      if (token) {
        try {
          return await deps.api.addItem(token, variantCode, quantity, engraving, giftCardAmount)
        } catch (error) {
          if (!isApiError(error, 404)) throw error
          forget()
        }
      }
      const created = await deps.api.createCart()
      accept(created)
      return deps.api.addItem(created.tokenValue, variantCode, quantity, engraving, giftCardAmount)
    }

    function currentCoupon(cart: Order): string | null {
      if (cart.couponCode !== undefined) return cart.couponCode
      return cart.promotionCoupon?.code ?? appliedCoupon
    }

    return {
      token: null,
      cart: null,
      status: 'idle',
      busy: false,
      quantities: {},
      priceChangeNotice: false,

      load: () => enqueue(loadNow),
      reset: forget,

      pickUp: (replacementToken) =>
        mutate(async () => {
          try {
            accept(await deps.api.createCart(replacementToken))
            return true
          } catch (error) {
            // The guest cart was placed or removed meanwhile: it is gone for this customer too.
            if (isApiError(error, 404)) forget()
            return false
          }
        }),

      addItem: (variantCode, quantity, item, engraving = '', giftCardAmount) =>
        mutate(async () => {
          try {
            const order = await addToCart(variantCode, quantity, engraving, giftCardAmount)
            accept(order)
            const text = normalizeEngraving(engraving) || null
            const line = order.items.find(
              (candidate) => candidate.variantCode === variantCode && (candidate.engraving ?? null) === text,
            )
            if (line) trackAddToCart(toCartGa4Item(line, quantity, item))
            return true
          } catch (error) {
            await toastFailure(error)
            return false
          }
        }),

      changeQuantity: (itemId, quantity) => {
        wantQuantity(itemId, quantity)
        return mutate(() => sendQuantity(itemId))
      },

      stepQuantity: (itemId, step) => {
        const { quantities, cart } = get()
        const latest = quantities[itemId] ?? cart?.items.find((item) => item.id === itemId)?.quantity
        if (latest === undefined) return Promise.resolve(false)
        const quantity = clampQuantity(latest + step)
        if (quantity === latest) return Promise.resolve(true)
        return get().changeQuantity(itemId, quantity)
      },

      removeItem: (itemId) =>
        mutate(async () => {
          const { token, cart } = get()
          const removed = cart?.items.find((item) => item.id === itemId)
          if (!token || !removed) return false
          try {
            await deps.api.removeItem(token, itemId)
            accept(await deps.api.getOrder(token))
            trackRemoveFromCart(toCartGa4Item(removed))
            return true
          } catch (error) {
            await toastFailure(error)
            return false
          }
        }),

      applyCoupon: (code) =>
        update(async (token) => {
          const order = await deps.api.updateOrder(token, { couponCode: code })
          appliedCoupon = code
          return order
        }),

      changeCart: (send) => update((token) => send(token)),

      updateOrder: (input) =>
        update((token, cart) => deps.api.updateOrder(token, { ...input, couponCode: currentCoupon(cart) })),

      selectShipping: (input) =>
        update((token, cart) => {
          const shipment = cart.shipments[0]
          if (!shipment) return Promise.reject(new Error('The cart has no shipment'))
          return deps.api.updateShipment(token, shipment.id, input)
        }),

      selectPayment: (paymentMethod) =>
        update((token, cart) => {
          const payment = cart.payments[0]
          if (!payment) return Promise.reject(new Error('The cart has no payment'))
          return deps.api.updatePayment(token, payment.id, paymentMethod)
        }),

      complete: (notes, choices = {}) =>
        mutate(async (): Promise<CompleteResult> => {
          const { token } = get()
          if (!token) return { violations: generic() }
          if (completion?.token !== token) completion = { token, key: createKey() }
          try {
            const order = await deps.api.complete(token, notes, completion.key, choices)
            noticeChanges(order)
            forget()
            return { order }
          } catch (error) {
            if (isApiError(error, 409)) {
              completion = null
              await loadNow()
              return { conflict: true }
            }
            if (isApiError(error, 422)) {
              completion = null
              // the API may have changed the cart while refusing it (a voucher spent meanwhile is dropped): show it as it is
              const violations = await violationsOf(error)
              await loadNow()
              return { violations }
            }
            return { violations: await violationsOf(error) }
          }
        }),

      dehydrate: () => {
        const { status, token, cart, priceChangeNotice } = get()
        return { checked: status === 'ready', token, cart, priceChanged: priceChangeNotice }
      },

      hydrate: (snapshot) => {
        if (get().status !== 'idle' || !snapshot?.checked) return
        // The server forgot a broken cart; the browser drops its cookie too.
        if (snapshot.token === null && deps.tokens.read() !== null) deps.tokens.write(null)
        if (snapshot.cart?.couponCode !== undefined) appliedCoupon = snapshot.cart.couponCode
        set({ token: snapshot.token, cart: snapshot.cart, status: 'ready', priceChangeNotice: snapshot.priceChanged })
      },

      showDeferredNotices: () => {
        if (!get().priceChangeNotice) return
        set({ priceChangeNotice: false })
        deps.showError(deps.t('cart.priceChanged'))
      },
    }
  })
}
export type CartStore = ReturnType<typeof createCartStore>

declare module '../../lib/services' {
  interface AppServices {
    /** The cart (features/cart): read it with `useCart` from features/cart. */
    cart: CartStore
  }
}
