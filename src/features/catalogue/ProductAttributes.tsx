import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { AttributeValue } from '../../../contract/discovery'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { useT } from '../../lib/services'
import { formatAttributeValue } from './product-facts'
import './product-texts'

/** The attribute table of a product, streamed after the first screen; nothing when the product has none. */
export function ProductAttributes({ attributes }: { attributes: Promise<AttributeValue[]> }) {
  const t = useT()
  return (
    <SectionBoundary fallback={<p className="section-failed">{t('error.sectionFailed')}</p>}>
      <Suspense fallback={<div className="skeleton skeleton--table" aria-hidden="true" />}>
        <Await promise={attributes}>{(values) => <AttributeTable values={values} />}</Await>
      </Suspense>
    </SectionBoundary>
  )
}

function AttributeTable({ values }: { values: AttributeValue[] }) {
  const t = useT()
  if (values.length === 0) return null
  const yesNo = { yes: t('product.yes'), no: t('product.no') }
  return (
    <section className="product-attributes" aria-labelledby="product-attributes-title">
      <h2 id="product-attributes-title">{t('product.attributes')}</h2>
      <table>
        <tbody>
          {values.map((value) => (
            <tr key={value.code}>
              <th scope="row">{value.name}</th>
              <td>{formatAttributeValue(value.value, yesNo, value.type)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
