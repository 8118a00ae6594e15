import { Await } from '@tanstack/react-router'
import { Component, type ReactNode, Suspense } from 'react'
import { useT } from '../../lib/services'
import { ProductGrid, type ProductPage } from '../catalogue'

/** A home-page section streamed after the shell: a skeleton first, the products when they arrive. */
export function ProductSection({ id, title, page }: { id: string; title: string; page: Promise<ProductPage> }) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <SectionErrorBoundary>
        <Suspense fallback={<div className="product-grid product-grid--skeleton" aria-hidden="true" />}>
          <Await promise={page}>{(result) => <ProductGrid products={result.products} />}</Await>
        </Suspense>
      </SectionErrorBoundary>
    </section>
  )
}

function SectionFailed() {
  return <p className="home-section__failed">{useT()('error.sectionFailed')}</p>
}

/** A failed deferred section shows a notice instead of taking the whole page down. */
class SectionErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <SectionFailed /> : this.props.children
  }
}
