import type { Transport } from '../../lib/api/client'

/**
 * A test double of the shop API's cart calls (docs/shop-api.md#cart-and-checkout), in memory, behind the real API client:
 * the cart store's tests drive it through the same transport the browser uses. Unit prices live in the fake
 * catalogue, never in a request.
 */
type Line = { id: number; code: string; quantity: number; unitPrice: number; seenPrice: number }
type FakeOrder = {
  token: string
  state: string
  lines: Line[]
  couponCode: string | null
  email: string | null
  shippingMethod: string | null
  paymentMethod: string | null
  /** Codes of the gift vouchers applied, in the order they were added. */
  giftCards: string[]
}

export type Call = { method: string; path: string; body: unknown; headers: Headers }

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } })
const violations = (propertyPath: string, message: string) =>
  json(
    {
      '@type': 'ConstraintViolationList',
      'hydra:title': 'Chyba',
      'hydra:description': message,
      violations: [{ propertyPath, message }],
    },
    422,
  )
const notFound = () =>
  json({ '@type': 'hydra:Error', 'hydra:title': 'Not Found', 'hydra:description': 'Not Found' }, 404)

export function createFakeShop() {
  const prices = new Map<string, number>([
    ['RUM_V', 50_000],
    ['GIN_V', 80_000],
  ])
  const coupons = new Set(['VITEJTE10'])
  /** Gift vouchers by code with what is left on them (haléře). */
  const giftCards = new Map<string, number>([['ABCD-EFGH-JKMN-PQRS', 30_000]])
  const orders = new Map<string, FakeOrder>()
  const completions = new Map<string, FakeOrder>()
  const calls: Call[] = []
  let nextToken = 1
  let nextLine = 1
  /** Answers queued for the next calls, before the fake handles them (network failures, conflicts). */
  const interruptions: Array<() => Response | Promise<Response>> = []
  let hold: Promise<void> | null = null

  function view(order: FakeOrder) {
    const changes = order.lines
      .filter((line) => line.seenPrice !== line.unitPrice)
      .map((line) => ({
        itemId: line.id,
        variantCode: line.code,
        previousUnitPrice: line.seenPrice,
        unitPrice: line.unitPrice,
      }))
    for (const line of order.lines) line.seenPrice = line.unitPrice
    const itemsSubtotal = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
    const discount = order.couponCode ? -Math.round(itemsSubtotal / 10) : 0
    let due = itemsSubtotal + discount
    const paidBy = order.giftCards.map((code) => {
      const amount = Math.min(giftCards.get(code) ?? 0, due)
      due -= amount
      return { code, amount }
    })
    return {
      tokenValue: order.token,
      state: order.state,
      number: order.state === 'cart' ? null : '000000001',
      email: order.email,
      couponCode: order.couponCode,
      items: order.lines.map((line) => ({
        id: line.id,
        variant: `/api/v2/shop/product-variants/${line.code}`,
        variantCode: line.code,
        productName: line.code,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountedUnitPrice: line.unitPrice,
        subtotal: line.unitPrice * line.quantity,
        total: line.unitPrice * line.quantity,
      })),
      shipments: order.lines.length
        ? [
            {
              id: 7,
              method: order.shippingMethod ? { '@id': `/api/v2/shop/shipping-methods/${order.shippingMethod}` } : null,
            },
          ]
        : [],
      payments: order.lines.length
        ? [
            {
              id: 8,
              method: order.paymentMethod ? { '@id': `/api/v2/shop/payment-methods/${order.paymentMethod}` } : null,
            },
          ]
        : [],
      itemsSubtotal,
      itemsTotal: itemsSubtotal + discount,
      orderPromotionTotal: discount,
      giftCards: paidBy,
      giftCardsTotal: itemsSubtotal + discount - due,
      total: due,
      changes: changes.length ? { order: { items: changes } } : null,
    }
  }

  function handle(method: string, path: string, body: Record<string, unknown>, headers: Headers): Response {
    const parts = path.replace('/api/v2/shop/', '').split('/')
    if (method === 'POST' && path === '/api/v2/shop/orders') {
      const order: FakeOrder = {
        token: `t${nextToken++}`,
        state: 'cart',
        lines: [],
        couponCode: null,
        email: null,
        shippingMethod: null,
        paymentMethod: null,
        giftCards: [],
      }
      orders.set(order.token, order)
      return json(view(order), 201)
    }
    if (parts[0] === 'gift-cards') return handleGiftCard(method, decodeURIComponent(parts[1] ?? ''), parts[2], body)
    const order = orders.get(parts[1] ?? '')
    if (!order) return notFound()
    const [, , sub, id] = parts
    if (method === 'GET' && !sub) return json(view(order))
    if (order.state !== 'cart') return notFound()
    if (sub === 'items' && method === 'POST') {
      const code = String(body.productVariant)
      const price = prices.get(code)
      if (price === undefined) return violations('', `The product variant ${code} does not exist.`)
      const existing = order.lines.find((line) => line.code === code)
      if (existing) existing.quantity += Number(body.quantity)
      else
        order.lines.push({ id: nextLine++, code, quantity: Number(body.quantity), unitPrice: price, seenPrice: price })
      return json(view(order), 201)
    }
    const line = order.lines.find((candidate) => candidate.id === Number(id))
    if (sub === 'items' && method === 'PATCH') {
      if (!line) return notFound()
      line.quantity = Number(body.quantity)
      return json(view(order))
    }
    if (sub === 'items' && method === 'DELETE') {
      if (!line) return notFound()
      order.lines = order.lines.filter((candidate) => candidate !== line)
      return new Response(null, { status: 204 })
    }
    if (method === 'PUT' && !sub) {
      const code = (body.couponCode as string | null | undefined) ?? null
      if (code !== null && !coupons.has(code)) return violations('couponCode', 'Kód kupónu je neplatný.')
      order.couponCode = code
      if (typeof body.email === 'string') order.email = body.email
      return json(view(order))
    }
    if (sub === 'shipments' && method === 'PATCH') {
      order.shippingMethod = String(body.shippingMethod)
      return json(view(order))
    }
    if (sub === 'payments' && method === 'PATCH') {
      order.paymentMethod = String(body.paymentMethod)
      return json(view(order))
    }
    if (sub === 'complete' && method === 'PATCH') {
      const key = headers.get('idempotency-key') ?? ''
      const done = completions.get(key)
      if (done) return json(view(done))
      const spent = order.giftCards.find((code) => giftCards.get(code) === 0)
      if (spent) {
        order.giftCards = order.giftCards.filter((code) => code !== spent)
        return violations('', 'Dárkový poukaz už byl mezitím použit v jiné objednávce.')
      }
      order.state = 'new'
      completions.set(key, order)
      return json(view(order))
    }
    return notFound()
  }

  /** `PATCH /gift-cards/{code}/add-to-order` and `remove-from-order` (docs/decisions/056-gift-vouchers.md). */
  function handleGiftCard(method: string, code: string, action: string | undefined, body: Record<string, unknown>) {
    const order = orders.get(String(body.orderTokenValue))
    if (method !== 'PATCH' || !order || order.state !== 'cart') return notFound()
    if (!giftCards.has(code)) return violations('code', 'Dárkový poukaz s tímto kódem neznáme.')
    if (action === 'add-to-order') order.giftCards = [...order.giftCards.filter((applied) => applied !== code), code]
    else if (action === 'remove-from-order') order.giftCards = order.giftCards.filter((applied) => applied !== code)
    else return notFound()
    return json(view(order))
  }

  const transport: Transport = async (url, init) => {
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    calls.push({ method, path: url, body, headers })
    if (hold) await hold
    const interruption = interruptions.shift()
    if (interruption) return interruption()
    return handle(method, url, body, headers)
  }

  return {
    transport,
    calls,
    orders,
    prices,
    /** The next call gets this answer (or throws, for a network failure) instead of the fake's own. */
    interrupt(answer: () => Response | Promise<Response>) {
      interruptions.push(answer)
    },
    /** Calls wait until the returned function is called. */
    holdCalls(): () => void {
      let release = () => undefined as void
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null
          resolve()
        }
      })
      return release
    },
    /** Changes a variant's price in the cart lines and the catalogue, as a price update on the server would. */
    changePrice(code: string, price: number) {
      prices.set(code, price)
      for (const order of orders.values())
        for (const line of order.lines) if (line.code === code) line.unitPrice = price
    },
    giftCards,
    completeElsewhere(token: string) {
      const order = orders.get(token)
      if (order) order.state = 'new'
    },
  }
}
