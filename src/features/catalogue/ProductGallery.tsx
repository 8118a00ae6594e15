import { useState } from 'react'
import type { Image } from '../../../contract/catalogue'
import { useT } from '../../lib/services'
import './product-texts'

/** All images of a product: the chosen one large, the others as thumbnail buttons (Tab and Enter or Space). */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const t = useT()
  const [chosen, setChosen] = useState(0)
  const current = images[chosen] ?? images[0]
  if (!current) return <div className="product-gallery product-gallery--empty" />
  return (
    <div className="product-gallery" role="group" aria-label={t('product.gallery')}>
      <img
        className="product-gallery__main"
        src={current.path}
        alt={name}
        width={360}
        height={480}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.id ?? image.path}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                <img src={image.path} alt="" width={64} height={84} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
