/**
 * The checkout as the storefront drives it, timed through the storefront's proxy: per step p50/p99 over
 * sequential orders (one in-stock product each), then completions sent all at once.
 */

type Step = 'create cart' | 'add item' | 'address' | 'shipping' | 'payment' | 'complete'
export const STEPS: Step[] = ['create cart', 'add item', 'address', 'shipping', 'payment', 'complete']

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const ADDRESS = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Vodičkova 31',
  city: 'Praha',
  postcode: '11000',
  phoneNumber: '+420111222333',
}

function client(base: string) {
  return async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const contentType = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json'
    const response = await fetch(`${base}/api/v2/shop${path}`, {
      method,
      headers: {
        accept: 'application/ld+json',
        ...(body === undefined ? {} : { 'content-type': contentType }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = (await response.json()) as {
      tokenValue: string
      shipments: { id: number }[]
      payments: { id: number }[]
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data).slice(0, 200)}`)
    return data
  }
}

/**
 * Variants in stock to order, one per order, of products without alcohol: an alcohol order needs the buyer's age
 * verified at the bank identity first (decision 038), a browser step this benchmark of the API does not take.
 */
export async function variantsInStock(base: string, count: number): Promise<string[]> {
  const codes: string[] = []
  for (let page = 1; codes.length < count && page <= 100; page++) {
    const answer = (await (await fetch(`${base}/api/v2/shop/products?itemsPerPage=100&page=${page}`)).json()) as {
      'hydra:member': { alcohol?: number | null; defaultVariantData?: { code: string; inStock: boolean } | null }[]
    }
    if (answer['hydra:member'].length === 0) break
    for (const product of answer['hydra:member']) {
      if (!product.alcohol && product.defaultVariantData?.inStock) codes.push(product.defaultVariantData.code)
    }
  }
  return codes.slice(0, count)
}

/** A cart ready to complete; the time of each step is added to `times`. */
async function readyCart(
  call: ReturnType<typeof client>,
  variant: string,
  times?: Map<Step, number[]>,
): Promise<string> {
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    const result = await work()
    times?.get(step)?.push(performance.now() - start)
    return result
  }
  const cart = await timed('create cart', () => call('POST', '/orders', {}))
  const token = cart.tokenValue
  const withItem = await timed('add item', () =>
    call('POST', `/orders/${token}/items`, { productVariant: variant, quantity: 1 }),
  )
  await timed('address', () => call('PUT', `/orders/${token}`, { email: 'bench@example.cz', billingAddress: ADDRESS }))
  await timed('shipping', () =>
    call('PATCH', `/orders/${token}/shipments/${withItem.shipments[0]!.id}`, { shippingMethod: 'courier' }),
  )
  await timed('payment', () =>
    call('PATCH', `/orders/${token}/payments/${withItem.payments[0]!.id}`, { paymentMethod: 'bank_transfer' }),
  )
  return token
}

export async function benchCheckout(base: string, sequential: number, parallel: number) {
  const call = client(base)
  const variants = await variantsInStock(base, sequential + parallel)
  const times = new Map<Step, number[]>(STEPS.map((step) => [step, []]))
  for (const variant of variants.slice(0, sequential)) {
    const token = await readyCart(call, variant, times)
    const start = performance.now()
    await call('PATCH', `/orders/${token}/complete`, {}, { 'idempotency-key': crypto.randomUUID() })
    times.get('complete')!.push(performance.now() - start)
  }
  const steps = STEPS.map((step) => {
    const sorted = [...times.get(step)!].sort((a, b) => a - b)
    return { step, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
  })
  const tokens = await Promise.all(variants.slice(sequential).map((variant) => readyCart(call, variant)))
  const start = performance.now()
  const outcomes = await Promise.allSettled(
    tokens.map((token) => call('PATCH', `/orders/${token}/complete`, {}, { 'idempotency-key': crypto.randomUUID() })),
  )
  const wall = performance.now() - start
  return {
    orders: times.get('complete')!.length,
    steps,
    parallel: { count: tokens.length, wall, failed: outcomes.filter((o) => o.status === 'rejected').length },
  }
}
