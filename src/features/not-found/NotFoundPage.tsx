import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/services'

/**
 * The 404 page (docs/product.md#404-page): title, image, text, small text and a button to the index route. Shown for
 * unknown routes and, by the root view, for errors; its title and social metadata come from the root head.
 */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img
        className="not-found__image"
        src="/images/empty-bottle.svg"
        alt={t('error.imageAlt')}
        width={160}
        height={240}
      />
      <h1 id="not-found-title">{t('error.title')}</h1>
      <p className="not-found__text">{t('error.text')}</p>
      <p className="not-found__small">{t('error.smallText')}</p>
      <Link to="/" className="button button--primary">
        {t('error.button')}
      </Link>
    </section>
  )
}
