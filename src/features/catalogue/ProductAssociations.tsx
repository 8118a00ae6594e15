import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { ListedProduct } from '../../../contract/listed-product'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { useT } from '../../lib/services'
import type { AssociationType } from './catalogue.api'
import { ProductGrid } from './ProductGrid'
import './product-texts'

/** Similar or recommended products, streamed in with a skeleton; a failure shows a notice, an empty list nothing. */
export function ProductAssociations({ type, products }: { type: AssociationType; products: Promise<ListedProduct[]> }) {
  const t = useT()
  const title = t(`product.${type}`)
  return (
    <SectionBoundary fallback={<p className="section-failed">{t('error.sectionFailed')}</p>}>
      <Suspense
        fallback={
          <div className="product-grid product-grid--skeleton product-associations__skeleton" aria-hidden="true" />
        }
      >
        <Await promise={products}>
          {(items) =>
            items.length === 0 ? null : (
              <section className="product-associations" aria-labelledby={`product-${type}-title`}>
                <h2 id={`product-${type}-title`}>{title}</h2>
                <ProductGrid products={items} list={{ id: type, name: title }} />
              </section>
            )
          }
        </Await>
      </Suspense>
    </SectionBoundary>
  )
}
