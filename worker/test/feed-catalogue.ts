/** A fake shop API's catalogue for the feed tests (worker/feeds.test.ts): taxons, methods, products over pages. */
import { fakeTaxonNode as node } from '../../contract/fake-taxon-tree'
const tree = {
  '@id': '/api/v2/shop/search/taxons/menu_category',
  tree: {
    ...node('menu_category', 'menu_category', [], 'Kategorie'),
    children: [
      node('rum', 'rum', [node('rum_tmavy', 'rum_tmavy', [], 'Tmavý rum')], 'Rum'),
      node('gin', 'gin', [], 'Gin'),
    ],
  },
}

const shipping = {
  'hydra:member': [
    {
      '@id': '/api/v2/shop/shipping-methods/packeta',
      code: 'packeta',
      name: 'Zásilkovna – výdejní místo',
      price: 7900,
      requiresPickupPoint: true,
      requiresAddress: false,
      paymentMethods: ['comgate', 'bank_transfer', 'cod'],
      deliveryDays: { min: 1, max: 2 },
    },
    {
      '@id': '/api/v2/shop/shipping-methods/courier',
      code: 'courier',
      name: 'Kurýr na adresu',
      price: 12900,
      requiresPickupPoint: false,
      requiresAddress: true,
      paymentMethods: ['comgate', 'cod'],
      deliveryDays: { min: 1, max: 2 },
    },
    {
      '@id': '/api/v2/shop/shipping-methods/shop_pickup',
      code: 'shop_pickup',
      name: 'Osobní odběr v prodejně Praha',
      price: 0,
      requiresPickupPoint: false,
      requiresAddress: false,
      paymentMethods: ['comgate'],
      deliveryDays: { min: 0, max: 1 },
    },
  ],
  'hydra:totalItems': 3,
}
const payment = {
  'hydra:member': [
    { '@id': '/api/v2/shop/payment-methods/comgate', code: 'comgate', name: 'Online', fee: 0 },
    { '@id': '/api/v2/shop/payment-methods/cod', code: 'cod', name: 'Dobírka', fee: 3900 },
  ],
  'hydra:totalItems': 2,
}

export const HOSTILE_NAME = `Rum "Tom & Jerry's" <b>Limited</b>`
export const HOSTILE_BRAND = 'A&B <Distillery> "Old"'

type Variant = { code: string; name: string; inStock: boolean; price: number; product: string }
const variant = (product: string, code: string, price: number, inStock = true, name = '0,7 l'): Variant => ({
  code,
  name,
  inStock,
  price,
  product: `/api/v2/shop/products/${product}`,
})

function productOf(code: string, variants: Variant[], extra: Record<string, unknown> = {}) {
  const first = variants[0]
  return {
    '@id': `/api/v2/shop/products/${code}`,
    code,
    name: `Produkt ${code}`,
    slug: code.toLowerCase(),
    description: `Popis ${code}`,
    shortDescription: null,
    mainTaxon: '/api/v2/shop/taxons/gin',
    variants: variants.map((v) => `/api/v2/shop/product-variants/${v.code}`),
    images: [{ path: `/media/image/${code}.svg` }],
    defaultVariantData: first
      ? {
          '@id': `/api/v2/shop/product-variants/${first.code}`,
          code: first.code,
          name: first.name,
          inStock: first.inStock,
          price: first.price,
        }
      : null,
    brand: { code: 'brand', name: 'Značka' },
    volume: 0.7,
    alcohol: 40,
    ...extra,
  }
}

/** 130 products over two API pages: a hostile one, one with three variants (one sold out), one sold out, one disabled. */
export function catalogue(fillers = 126) {
  const variants: Variant[] = [
    variant('AAA_HOSTILE', 'AAA_HOSTILE_700', 129000),
    variant('AAB_MULTI', 'AAB_MULTI_700', 59900, true, '0,7 l'),
    variant('AAB_MULTI', 'AAB_MULTI_200', 19950, true, '0,2 l'),
    variant('AAB_MULTI', 'AAB_MULTI_1000', 79900, false, '1 l'),
  ]
  const products = [
    productOf('AAA_HOSTILE', variants.slice(0, 1), {
      name: HOSTILE_NAME,
      brand: { code: 'ab', name: HOSTILE_BRAND },
      description: '<p>Vůně: vanilka &amp; dub</p>\n<p>Chuť: „sladká“ \u0001</p>',
      mainTaxon: '/api/v2/shop/taxons/rum_tmavy',
      images: [{ path: '/media/image/a.svg' }, { path: 'https://cdn.example.cz/b.svg' }],
      ean: '8594001234567',
    }),
    productOf('AAB_MULTI', variants.slice(1)),
    productOf('AAC_SOLD', [variant('AAC_SOLD', 'AAC_SOLD_700', 50000, false)]),
    productOf('AAD_OFF', [variant('AAD_OFF', 'AAD_OFF_700', 50000)], { enabled: false }),
    ...Array.from({ length: fillers }, (_, i) => {
      const code = `P${String(i + 1).padStart(4, '0')}`
      return productOf(code, [variant(code, `${code}_700`, 10000 + i)])
    }),
  ]
  const page = (url: URL) => ({
    perPage: Number(url.searchParams.get('itemsPerPage')),
    page: Number(url.searchParams.get('page') ?? 1),
  })
  return {
    '/api/v2/shop/search/taxons/menu_category': () => tree,
    '/api/v2/shop/shipping-methods': () => shipping,
    '/api/v2/shop/payment-methods': () => payment,
    '/api/v2/shop/products': (url: URL) => {
      const { perPage, page: n } = page(url)
      return { 'hydra:member': products.slice((n - 1) * perPage, n * perPage), 'hydra:totalItems': products.length }
    },
    '/api/v2/shop/product-variants': (url: URL) => {
      // two a page, so the feed must read every page of the variants too
      const { page: n } = page(url)
      const codes = url.searchParams.getAll('product[]')
      const members = variants.filter((v) => codes.includes(v.product.split('/').pop() ?? ''))
      return {
        'hydra:member': members
          .slice((n - 1) * 2, n * 2)
          .map((v) => ({ '@id': `/api/v2/shop/product-variants/${v.code}`, ...v })),
        'hydra:totalItems': members.length,
      }
    },
  }
}
