import type { FaqItem } from '../../../contract/cms'
import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'
import { CmsContent } from './CmsContent'
import { ContentBreadcrumbs } from './ContentBreadcrumbs'
import { faqAnchor, faqPageJsonLd, groupFaqByTopic } from './faq'
import { phoneHref, SHOP_INFO } from './shop-info'
import { FAQ_PATH } from './head'
import './texts'

/**
 * /nejcastejsi-dotazy: questions grouped by topic, each an h3 whose id is its code, so `#code` links land on it
 * (below the sticky header: `[id]` has a scroll margin), with the FAQPage schema.org data.
 */
export function FaqPage({ items, siteUrl }: { items: FaqItem[]; siteUrl: string }) {
  const t = useT()
  const topics = groupFaqByTopic(items)
  const topicId = (index: number) => `tema-${index + 1}`
  return (
    <article className="page page--content content-page faq">
      {items.length > 0 ? (
        <JsonLd data={import.meta.env.SSR ? faqPageJsonLd(items, siteUrl + FAQ_PATH) : undefined} />
      ) : null}
      <ContentBreadcrumbs name={t('content.faq.title')} path={FAQ_PATH} siteUrl={siteUrl} />
      <h1>{t('content.faq.title')}</h1>
      {items.length === 0 ? <p>{t('content.faq.empty', { email: SHOP_INFO.email })}</p> : null}
      {topics.length > 1 ? (
        <nav className="faq__topics" aria-label={t('content.faq.topics')}>
          <ul>
            {topics.map((group, index) => (
              <li key={group.topic ?? ''}>
                <a href={`#${topicId(index)}`}>{group.topic ?? t('content.faq.otherTopic')}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {topics.map((group, index) => (
        <section key={group.topic ?? ''} className="faq__topic" aria-labelledby={topicId(index)}>
          <h2 id={topicId(index)}>{group.topic ?? t('content.faq.otherTopic')}</h2>
          {group.items.map((item) => (
            <div key={item.code} className="faq__item">
              <h3 id={faqAnchor(item)}>
                <a href={`#${faqAnchor(item)}`}>{item.question}</a>
              </h3>
              <CmsContent html={item.answer} className="faq__answer" />
            </div>
          ))}
        </section>
      ))}
      <p className="faq__more">
        {t('content.faq.moreBefore')} <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a>{' '}
        {t('content.faq.moreMiddle')} <a href={phoneHref()}>{SHOP_INFO.phone}</a>.
      </p>
    </article>
  )
}
