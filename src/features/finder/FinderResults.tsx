import { Link } from '@tanstack/react-router'
import type { ListedProduct } from '../../../contract/listed-product'
import { useT } from '../../lib/services'
import { type Answers, type Budget, isAvailable, listingPrice, withoutAnswer } from './finder'
import { answeredPairs, FINDER_FOCUS_ID, type FinderDefinition, stepKey } from './finder-definition'
import { getCategoryByCode, ProductGrid, useCategoryTree } from '../catalogue'

type Props = {
  finder: FinderDefinition
  answers: Answers
  products: ListedProduct[]
  listings: { taxons: readonly string[]; budget: Budget | undefined }
}

/** The answers (each with a link to change it), up to eight suggestions and links to the whole listings. */
export function FinderResults({ finder, answers, products, listings }: Props) {
  const t = useT()
  const tree = useCategoryTree()
  // Categories missing from the menu tree (renamed, disabled) simply get no link.
  const linked = listings.taxons.flatMap((code) => getCategoryByCode(tree, code) ?? [])
  const price = listingPrice(listings.budget)
  // mergeProducts put what can be bought first; the sold-out rest is shown apart, under its own heading
  const available = products.filter(isAvailable)
  const soldOut = products.filter((product) => !isAvailable(product))

  return (
    <div className="finder-results">
      <h2 id={FINDER_FOCUS_ID} tabIndex={-1}>
        {t('finder.resultsTitle')}
      </h2>
      <dl className="finder-results__summary" aria-label={t('finder.summary')}>
        {answeredPairs(finder, answers).map(([param, value]) => (
          <div key={param} className="finder-results__answer">
            <dt>{t(stepKey(finder, param, 'summary'))}</dt>
            <dd>
              {t(stepKey(finder, param, `options.${value}`))}{' '}
              <Link to={finder.path} search={withoutAnswer(answers, param)} className="finder-results__change">
                {t('finder.change')}
                <span className="visually-hidden">: {t(stepKey(finder, param, 'summary'))}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {products.length === 0 ? (
        <div className="finder-results__empty">
          <p>{t(`finder.${finder.id}.empty`)}</p>
          <Link to={finder.path} className="button button--primary">
            {t('finder.restart')}
          </Link>
        </div>
      ) : (
        <>
          {available.length > 0 ? <ProductGrid products={available} /> : null}
          {soldOut.length > 0 ? (
            <section className="finder-results__sold-out" aria-labelledby="finder-sold-out">
              <h3 id="finder-sold-out">{t('finder.soldOut')}</h3>
              <ProductGrid products={soldOut} />
            </section>
          ) : null}
          {linked.length > 0 ? (
            <p className="finder-results__listings">
              {t('finder.listings')}{' '}
              {linked.map((category, index) => (
                <span key={category.code}>
                  {index > 0 ? ', ' : null}
                  <Link to="/kategorie/$slug" params={{ slug: category.slug }} search={{ price, sort: 'bestseller' }}>
                    {category.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
          <p>
            <Link to={finder.path} className="finder-results__restart">
              {t('finder.restart')}
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
