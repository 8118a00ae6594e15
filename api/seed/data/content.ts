/** Menus, home-page banners and redirects of the demo shop (content, not catalogue). */

export type MenuItemDef = { label: string; url: string; children?: MenuItemDef[] }

export const MENUS: { code: string; name: string; items: MenuItemDef[] }[] = [
  {
    code: 'header',
    name: 'Hlavní menu',
    items: [
      { label: 'Novinky', url: '/#novinky' },
      { label: 'Akce', url: '/stranka/akce' },
      { label: 'Dárky', url: '/kategorie/darky-a-darkova-baleni' },
      { label: 'Průvodce dárky', url: '/pruvodce-darky' },
      { label: 'Objevte nové chutě', url: '/objevte-nove-chute' },
      { label: 'Magazín', url: '/magazin-ze-sveta-drinku' },
      { label: 'Kontakt', url: '/kontakt' },
    ],
  },
  {
    code: 'footer',
    name: 'Patička',
    items: [
      {
        label: 'Nákup',
        url: '/obchodni-podminky',
        children: [
          { label: 'Obchodní podmínky', url: '/obchodni-podminky' },
          { label: 'Doprava a platba', url: '/doprava-a-platba' },
          { label: 'Reklamace a vrácení zboží', url: '/reklamace-a-vraceni-zbozi' },
          { label: 'Ochrana osobních údajů', url: '/ochrana-osobnich-udaju' },
          { label: 'Zásady užívání souborů cookies', url: '/zasady-uzivani-souboru-cookies' },
          { label: 'Souhlas se zpracováním osobních údajů', url: '/souhlas-se-zpracovanim-osobnich-udaju' },
        ],
      },
      {
        label: 'O nás',
        url: '/kontakt',
        children: [
          { label: 'Kontakt', url: '/kontakt' },
          { label: 'Nejčastější dotazy', url: '/nejcastejsi-dotazy' },
          { label: 'Magazín', url: '/magazin-ze-sveta-drinku' },
        ],
      },
    ],
  },
]

export type BannerDef = {
  code: string
  title: string
  subtitle: string
  url: string
  /** Colours of the generated picture. */
  colors: [string, string]
  startsAt: string | null
  endsAt: string | null
}

export const BANNERS: BannerDef[] = [
  {
    code: 'darky_pro_kazdou_prilezitost',
    title: 'Dárky pro každou příležitost',
    subtitle: 'Dárkové kazety, degustační sety a koše. Poradíme vám s výběrem podle chuti obdarovaného.',
    url: '/pruvodce-darky',
    colors: ['#7a1f2b', '#d4a24c'],
    startsAt: '2025-11-01 00:00:00',
    endsAt: null,
  },
  {
    code: 'objevte_nove_chute',
    title: 'Objevte nové chutě',
    subtitle: 'Odpovězte na pár otázek a doporučíme vám destiláty, které jste ještě neochutnali.',
    url: '/objevte-nove-chute',
    colors: ['#1f4e5a', '#8fc1a9'],
    startsAt: null,
    endsAt: null,
  },
  {
    code: 'ceska_klasika',
    title: 'Česká klasika: slivovice a bylinné likéry',
    subtitle: 'Poctivé pálenky z moravských sadů a bylinné likéry podle tradičních receptur.',
    url: '/kategorie/ceske-destilaty',
    colors: ['#3b2a5a', '#c9a0dc'],
    startsAt: null,
    endsAt: null,
  },
  {
    code: 'letni_vyprodej_2025',
    title: 'Letní výprodej ginů',
    subtitle: 'Giny a toniky se slevou až 30 %. Akce skončila 31. srpna 2025.',
    url: '/kategorie/gin',
    colors: ['#2a6f97', '#f4d35e'],
    startsAt: '2025-07-01 00:00:00',
    endsAt: '2025-08-31 23:59:59',
  },
]

/** Origins as ops would enter them: some from the old shop, one external, one with a query, one percent-encoded. */
export const REDIRECTS: [origin: string, destination: string][] = [
  ['/stara-kategorie/rumy', '/kategorie/rum'],
  ['/Whisky-Skotska', '/kategorie/skotska-whisky'],
  ['/facebook', 'https://www.facebook.com/drinkarna.praha'],
  ['/instagram', 'https://www.instagram.com/drinkarna.praha/'],
  ['/akce?zdroj=letak', '/kategorie/ceske-destilaty'],
  ['/%C5%BEuf%C3%A1nek', '/search?q=%C5%BEuf%C3%A1nek'],
  ['/eshop/gin.html', '/kategorie/gin'],
  ['/eshop/vodka.html', '/kategorie/vodka'],
  ['/eshop/slivovice-jelinek.html', '/kategorie/slivovice'],
  ['/eshop/darkove-kose.html', '/kategorie/darkove-kose'],
  ['/stara-kategorie/piva', '/kategorie/pivo'],
  ['/obchodni-podminky.pdf', '/obchodni-podminky'],
  ['/kontakty', '/kontakt'],
]
