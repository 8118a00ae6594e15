import { useT } from '../../lib/services'
import { JsonLd } from '../../components/ui/JsonLd'
import { liquorStoreJsonLd } from '../content'

/** schema.org data of the home page: the shop as an organisation, the web site, and the Prague shop and bar. */
export function HomeJsonLd({ siteUrl }: { siteUrl: string }) {
  const t = useT()
  return (
    <JsonLd
      data={
        import.meta.env.SSR
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Organization',
                name: t('site.name'),
                url: siteUrl,
                logo: `${siteUrl}/favicon.svg`,
              },
              {
                '@context': 'https://schema.org',
                '@type': 'WebSite',
                name: t('site.name'),
                url: siteUrl,
                inLanguage: 'cs-CZ',
              },
              liquorStoreJsonLd(siteUrl),
            ]
          : undefined
      }
    />
  )
}
