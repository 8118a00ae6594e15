import { useT } from '../../lib/services'
import { JsonLd } from '../../components/ui/JsonLd'

/** schema.org data of the home page: the shop as an organisation and the web site. */
export function HomeJsonLd({ siteUrl }: { siteUrl: string }) {
  const t = useT()
  return (
    <JsonLd
      data={[
        { '@context': 'https://schema.org', '@type': 'Organization', name: t('site.name'), url: siteUrl, logo: `${siteUrl}/favicon.svg` },
        { '@context': 'https://schema.org', '@type': 'WebSite', name: t('site.name'), url: siteUrl, inLanguage: 'cs-CZ' },
      ]}
    />
  )
}
