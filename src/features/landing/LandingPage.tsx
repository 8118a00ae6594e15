import { Link } from '@tanstack/react-router'
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/services'
import { ItemListProvider, ProductGrid, ProductListing } from '../catalogue'
import { CmsContent, ContentBreadcrumbs, FAQ_PATH, faqAnchor } from '../content'
import { landingPath } from './head'
import type { LandingBlock, LandingData } from './landing'
import './texts'

type Props = LandingData & { siteUrl: string }

/**
 * A landing page: breadcrumbs, then its elements in the editor's order. Exactly one h1: when the page opens with
 * a hero, its title (or the page's name); otherwise the page's name above everything, and later heroes are h2.
 */
export function LandingPage({ page, blocks, siteUrl }: Props) {
  // a page that opens with a hero has its h1 there; any other opens with its name
  const heroFirst = blocks[0]?.kind === 'hero'
  return (
    <article className="page landing">
      <ContentBreadcrumbs name={page.name} path={landingPath(page.slug)} siteUrl={siteUrl} />
      {heroFirst ? null : <h1 className="landing__title">{page.name}</h1>}
      {blocks.map((block, index) => (
        <Block key={block.key} block={block} slug={page.slug} pageName={page.name} isH1={heroFirst && index === 0} />
      ))}
    </article>
  )
}

function Block({
  block,
  slug,
  pageName,
  isH1,
}: {
  block: LandingBlock
  slug: string
  pageName: string
  isH1: boolean
}) {
  switch (block.kind) {
    case 'text':
      return <CmsContent html={block.html} className="landing__text" />
    case 'heading': {
      const Heading = `h${block.level}` as const
      return <Heading className="landing__heading">{block.text}</Heading>
    }
    case 'hero':
      return <Hero block={block} title={isH1 ? (block.title ?? pageName) : block.title} isH1={isH1} />
    case 'banner':
      return <Banner block={block} />
    case 'carousel':
      return <Carousel block={block} />
    case 'faq':
      return <FaqExcerpt block={block} />
    case 'listing':
      return <Listing block={block} slug={slug} pageName={pageName} />
    case 'failed':
      return <SectionFailed />
  }
}

function SectionFailed() {
  return <p className="landing__failed">{useT()('error.sectionFailed')}</p>
}

/** A link from content: paths on this site through the router, anything else (https) as a plain link. */
function ContentLink({
  href,
  className,
  style,
  children,
}: {
  href: string
  className?: string
  style?: CSSProperties
  children: ReactNode
}) {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return (
      <a href={href} className={className} style={style} rel="noopener">
        {children}
      </a>
    )
  }
  const [path = '/', hash] = href.split('#')
  return (
    <Link to={path} hash={hash} className={className} style={style}>
      {children}
    </Link>
  )
}

function Hero({
  block,
  title,
  isH1,
}: {
  block: Extract<LandingBlock, { kind: 'hero' }>
  title: string | null
  isH1: boolean
}) {
  const Heading = isH1 ? 'h1' : 'h2'
  return (
    <section className={`landing-hero${block.image ? ' landing-hero--image' : ''}`}>
      <div className="landing-hero__body">
        {title ? <Heading className="landing-hero__title">{title}</Heading> : null}
        {block.text ? <p className="landing-hero__text">{block.text}</p> : null}
        {block.link && block.linkLabel ? (
          <ContentLink href={block.link} className="button button--primary landing-hero__link">
            {block.linkLabel}
          </ContentLink>
        ) : null}
      </div>
      {block.image ? (
        <img
          className="landing-hero__image"
          src={block.image}
          alt=""
          width={240}
          height={320}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
    </section>
  )
}

function Banner({ block }: { block: Extract<LandingBlock, { kind: 'banner' }> }) {
  const style: CSSProperties = {
    ...(block.background ? { background: block.background } : {}),
    ...(block.color ? { color: block.color } : {}),
  }
  return (
    <ContentLink href={block.link} className="landing-banner" style={style}>
      <span className="landing-banner__body">
        <strong className="landing-banner__title">{block.title}</strong>
        {block.text ? <span className="landing-banner__text">{block.text}</span> : null}
      </span>
      {block.image ? (
        <img
          className="landing-banner__image"
          src={block.image}
          alt=""
          width={240}
          height={160}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="landing-banner__arrow" aria-hidden="true">
        →
      </span>
    </ContentLink>
  )
}

/**
 * Products in one row that scrolls sideways: by touch, by the keyboard (the row takes focus, arrows scroll it)
 * and, once scripts run, by the previous/next buttons (a mouse without a sideways wheel).
 */
function Carousel({ block }: { block: Extract<LandingBlock, { kind: 'carousel' }> }) {
  const t = useT()
  const title = block.title ?? t('landing.carouselTitle')
  const id = `${block.key}-title`
  const scroller = useRef<HTMLDivElement>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const scroll = (direction: 1 | -1) => {
    const row = scroller.current
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' })
  }
  return (
    // the row, not the section, is the named region: one landmark per carousel
    <section className="landing-carousel">
      <div className="landing-carousel__header">
        <h2 id={id}>{title}</h2>
        {hydrated ? (
          <div className="landing-carousel__buttons">
            <button
              type="button"
              className="landing-carousel__button"
              aria-controls={`${block.key}-row`}
              aria-label={t('landing.previous')}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className="landing-carousel__button"
              aria-controls={`${block.key}-row`}
              aria-label={t('landing.next')}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>
      <div
        id={`${block.key}-row`}
        ref={scroller}
        className="landing-carousel__scroller"
        role="region"
        aria-labelledby={id}
        // a scrolling region is reached by keyboard to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <ItemListProvider list={{ id: `landing_${block.key}`, name: title }}>
          <ProductGrid products={block.products} />
        </ItemListProvider>
      </div>
    </section>
  )
}

function FaqExcerpt({ block }: { block: Extract<LandingBlock, { kind: 'faq' }> }) {
  const t = useT()
  const id = `${block.key}-title`
  return (
    <section className="landing-faq" aria-labelledby={id}>
      <h2 id={id}>{block.title ?? t('landing.faqTitle')}</h2>
      {block.items.map((item) => (
        <details key={item.code} className="landing-faq__item">
          <summary>{item.question}</summary>
          <CmsContent html={item.answer} className="landing-faq__answer" />
          <p className="landing-faq__more">
            <Link to={FAQ_PATH} hash={faqAnchor(item)}>
              {t('landing.faqMore')}
            </Link>
          </p>
        </details>
      ))}
      <p className="landing-faq__all">
        <Link to={FAQ_PATH}>{t('landing.faqAll')}</Link>
      </p>
    </section>
  )
}

/** Where the listing's page links jump to: the listing, not the hero above it. */
const LISTING_ANCHOR = 'produkty'

function Listing({
  block,
  slug,
  pageName,
}: {
  block: Extract<LandingBlock, { kind: 'listing' }>
  slug: string
  pageName: string
}) {
  const t = useT()
  return (
    <section className="landing-listing" aria-labelledby={LISTING_ANCHOR}>
      <h2 id={LISTING_ANCHOR}>{block.title ?? t('landing.listingTitle')}</h2>
      <ProductListing
        target={{ kind: 'landing', slug, anchor: LISTING_ANCHOR }}
        page={block.page}
        state={block.state}
        defaultSort="bestseller"
        list={{ id: `landing_${slug}`, name: pageName }}
        fixed={{ offer: block.offer }}
      />
    </section>
  )
}
