import type { Banner } from '../../../contract/catalogue'
import { MenuLink } from '../../components/ui/MenuLink'

/** The hero: banners from the API, the first one eagerly loaded (it is the largest paint). */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null
  return (
    <section className="home-banners" aria-label={banners[0]?.title}>
      <ul>
        {banners.map((banner, index) => (
          <li key={banner.code} className="home-banner">
            <MenuLink href={banner.url} className="home-banner__link">
              {banner.image ? (
                <img
                  src={banner.image.path}
                  alt=""
                  width={1200}
                  height={480}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              ) : null}
              <span className="home-banner__text">
                <strong>{banner.title}</strong>
                {banner.subtitle ? <span>{banner.subtitle}</span> : null}
              </span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
