import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { listProducts } from '../features/catalogue/catalogue.api'
import { ItemListProvider } from '../features/catalogue/item-list'
import { getBlock } from '../features/content/cms.api'
import { listBanners } from '../features/content/content.api'
import { CategoryTiles } from '../features/home/CategoryTiles'
import { HomeBanners } from '../features/home/HomeBanners'
import { HomeIntro, HOME_INTRO_BLOCK } from '../features/home/HomeIntro'
import { HomeJsonLd } from '../features/home/HomeJsonLd'
import { NewsletterForm } from '../features/newsletter'
import { ProductSection } from '../features/home/ProductSection'
import { useT } from '../lib/services'
import { categoryTreeOf } from '../features/catalogue/category-tree'

const rootApi = getRouteApi('__root__')

export const Route = createFileRoute('/')({
  loader: async ({ context: { services } }) => {
    // Started now, awaited by <Await> in the page: the shell streams first, these sections after it.
    const bestsellers = listProducts(services.api, { 'order[bestseller]': 'desc', itemsPerPage: 10 })
    const novelties = listProducts(services.api, { 'order[createdAt]': 'desc', itemsPerPage: 10 })
    const [banners, intro] = await Promise.all([
      listBanners(services.api, 'homepage'),
      getBlock(services.api, HOME_INTRO_BLOCK),
    ])
    return { banners, intro, bestsellers, novelties }
  },
  component: HomePage,
})

function HomePage() {
  const t = useT()
  const { banners, intro, bestsellers, novelties } = Route.useLoaderData()
  const { navigation, shell } = rootApi.useLoaderData()
  return (
    <div className="page page--home">
      <h1 className="visually-hidden">{t('site.tagline')}</h1>
      <HomeJsonLd siteUrl={shell.siteUrl} />
      <HomeBanners banners={banners} />
      {intro ? <HomeIntro block={intro} /> : null}
      <ItemListProvider list={{ id: 'home_bestsellers', name: t('home.bestsellers') }}>
        <ProductSection id="nejprodavanejsi" title={t('home.bestsellers')} page={bestsellers} />
      </ItemListProvider>
      <CategoryTiles categories={categoryTreeOf(navigation.categories).roots} />
      <ItemListProvider list={{ id: 'home_novelties', name: t('home.novelties') }}>
        <ProductSection id="novinky" title={t('home.novelties')} page={novelties} />
      </ItemListProvider>
      <NewsletterForm source="homepage" />
    </div>
  )
}
