import type { CategoryDef } from '../types.ts'

/** The root of the category menu: a taxon of its own, parent of every top-level category. */
export const ROOT_TAXON = { cs: 'Kategorie', en: 'Categories', slug: 'kategorie', slugEn: 'categories' }

/**
 * The category tree under the menu root. Slugs are single segments because the storefront builds
 * `/kategorie/{slug}`; the rum and gin top-level slugs are relied on by tests and redirects.
 */
export const CATEGORIES: CategoryDef[] = [
  {
    code: 'rum', cs: 'Rum', en: 'Rum', slug: 'rum', slugEn: 'rum',
    description: 'Rumy z Karibiku, Latinské Ameriky i Asie: od lehkých bílých po tmavé rumy zrající desítky let.',
    leaves: [
      { code: 'rum_tmavy', cs: 'Tmavý rum', en: 'Dark rum', slug: 'tmavy-rum', slugEn: 'dark-rum', noun: 'tmavý rum' },
      { code: 'rum_bily', cs: 'Bílý rum', en: 'White rum', slug: 'bily-rum', slugEn: 'white-rum', noun: 'bílý rum' },
      { code: 'rum_koreneny', cs: 'Kořeněný rum', en: 'Spiced rum', slug: 'koreneny-rum', slugEn: 'spiced-rum', noun: 'kořeněný rum' },
      { code: 'rum_agricole', cs: 'Rhum agricole', en: 'Rhum agricole', slug: 'rhum-agricole', slugEn: 'rhum-agricole-en', noun: 'rhum agricole z třtinové šťávy' },
    ],
  },
  {
    code: 'whisky', cs: 'Whisky', en: 'Whisky', slug: 'whisky', slugEn: 'whisky',
    description: 'Skotské single malty, irská pot still whiskey, americké bourbony i japonská whisky.',
    leaves: [
      { code: 'whisky_skotska', cs: 'Skotská whisky', en: 'Scotch whisky', slug: 'skotska-whisky', slugEn: 'scotch-whisky', noun: 'skotská whisky', origin: 'ze Skotska' },
      { code: 'whisky_irska', cs: 'Irská whiskey', en: 'Irish whiskey', slug: 'irska-whiskey', slugEn: 'irish-whiskey', noun: 'irská whiskey' },
      { code: 'whisky_americka', cs: 'Bourbon a americká whiskey', en: 'Bourbon and American whiskey', slug: 'bourbon-a-americka-whiskey', slugEn: 'bourbon-and-american-whiskey', noun: 'americká whiskey' },
      { code: 'whisky_japonska', cs: 'Japonská whisky', en: 'Japanese whisky', slug: 'japonska-whisky', slugEn: 'japanese-whisky', noun: 'japonská whisky' },
      { code: 'whisky_svetova', cs: 'Whisky z celého světa', en: 'World whisky', slug: 'svetova-whisky', slugEn: 'world-whisky', noun: 'whisky' },
    ],
  },
  {
    code: 'gin', cs: 'Gin', en: 'Gin', slug: 'gin', slugEn: 'gin',
    description: 'Klasické London Dry giny, řemeslné giny s neobvyklými bylinami i ochucené giny do letních drinků.',
    leaves: [
      { code: 'gin_london_dry', cs: 'London Dry gin', en: 'London Dry gin', slug: 'london-dry-gin', slugEn: 'london-dry-gin-en', noun: 'gin ve stylu London Dry' },
      { code: 'gin_remeslny', cs: 'Řemeslný gin', en: 'Craft gin', slug: 'remeslny-gin', slugEn: 'craft-gin', noun: 'řemeslný gin' },
      { code: 'gin_ochuceny', cs: 'Ochucený gin', en: 'Flavoured gin', slug: 'ochuceny-gin', slugEn: 'flavoured-gin', noun: 'ochucený gin' },
      { code: 'gin_cesky', cs: 'Český gin', en: 'Czech gin', slug: 'cesky-gin', slugEn: 'czech-gin', noun: 'český gin' },
    ],
  },
  {
    code: 'vodka', cs: 'Vodka', en: 'Vodka', slug: 'vodka', slugEn: 'vodka',
    description: 'Čisté vodky z obilí i brambor, prémiové vodky a ochucené vodky do koktejlů.',
    leaves: [
      { code: 'vodka_cista', cs: 'Čistá vodka', en: 'Pure vodka', slug: 'cista-vodka', slugEn: 'pure-vodka', noun: 'čistá vodka' },
      { code: 'vodka_premiova', cs: 'Prémiová vodka', en: 'Premium vodka', slug: 'premiova-vodka', slugEn: 'premium-vodka', noun: 'prémiová vodka' },
      { code: 'vodka_ochucena', cs: 'Ochucená vodka', en: 'Flavoured vodka', slug: 'ochucena-vodka', slugEn: 'flavoured-vodka', noun: 'ochucená vodka' },
    ],
  },
  {
    code: 'tequila_a_mezcal', cs: 'Tequila a mezcal', en: 'Tequila and mezcal', slug: 'tequila-a-mezcal', slugEn: 'tequila-and-mezcal',
    description: 'Destiláty z modré agáve i kouřové mezcaly z Oaxacy.',
    leaves: [
      { code: 'tequila_blanco', cs: 'Tequila blanco', en: 'Tequila blanco', slug: 'tequila-blanco', slugEn: 'tequila-blanco-en', noun: 'tequila blanco' },
      { code: 'tequila_reposado', cs: 'Tequila reposado a añejo', en: 'Tequila reposado and añejo', slug: 'tequila-reposado-a-anejo', slugEn: 'tequila-reposado-and-anejo', noun: 'zrající tequila' },
      { code: 'mezcal', cs: 'Mezcal', en: 'Mezcal', slug: 'mezcal', slugEn: 'mezcal-en', noun: 'mezcal', origin: 'z mexické Oaxacy' },
    ],
  },
  {
    code: 'brandy_a_konak', cs: 'Brandy a koňak', en: 'Brandy and cognac', slug: 'brandy-a-konak', slugEn: 'brandy-and-cognac',
    description: 'Koňaky, armaňaky, calvadosy a vinné brandy z celé Evropy.',
    leaves: [
      { code: 'konak', cs: 'Koňak', en: 'Cognac', slug: 'konak', slugEn: 'cognac', noun: 'koňak' },
      { code: 'brandy', cs: 'Brandy', en: 'Brandy', slug: 'brandy', slugEn: 'brandy-en', noun: 'vinná brandy' },
      { code: 'armanak_calvados', cs: 'Armaňak a calvados', en: 'Armagnac and calvados', slug: 'armanak-a-calvados', slugEn: 'armagnac-and-calvados', noun: 'francouzský destilát' },
    ],
  },
  {
    code: 'ceske_destilaty', cs: 'České destiláty', en: 'Czech spirits', slug: 'ceske-destilaty', slugEn: 'czech-spirits',
    description: 'Slivovice, hruškovice, meruňkovice a další ovocné pálenky z Moravy i Čech, bylinné likéry a bitters.',
    leaves: [
      { code: 'slivovice', cs: 'Slivovice', en: 'Plum brandy', slug: 'slivovice', slugEn: 'plum-brandy', noun: 'slivovice' },
      { code: 'hruskovice', cs: 'Hruškovice', en: 'Pear brandy', slug: 'hruskovice', slugEn: 'pear-brandy', noun: 'hruškovice' },
      { code: 'merunkovice', cs: 'Meruňkovice', en: 'Apricot brandy', slug: 'merunkovice', slugEn: 'apricot-brandy', noun: 'meruňkovice' },
      { code: 'ovocne_palenky', cs: 'Další ovocné pálenky', en: 'Other fruit brandies', slug: 'ovocne-palenky', slugEn: 'fruit-brandies', noun: 'ovocná pálenka' },
      { code: 'bylinne_likery', cs: 'Bylinné likéry a bitters', en: 'Herbal liqueurs and bitters', slug: 'bylinne-likery-a-bitters', slugEn: 'herbal-liqueurs-and-bitters', noun: 'bylinný likér' },
    ],
  },
  {
    code: 'likery', cs: 'Likéry', en: 'Liqueurs', slug: 'likery', slugEn: 'liqueurs',
    description: 'Smetanové, ovocné, ořechové a kávové likéry, aperitivy a vermuty do koktejlů i k dezertu.',
    leaves: [
      { code: 'likery_smetanove', cs: 'Smetanové likéry', en: 'Cream liqueurs', slug: 'smetanove-likery', slugEn: 'cream-liqueurs', noun: 'smetanový likér' },
      { code: 'likery_ovocne', cs: 'Ovocné likéry', en: 'Fruit liqueurs', slug: 'ovocne-likery', slugEn: 'fruit-liqueurs', noun: 'ovocný likér' },
      { code: 'likery_orechove', cs: 'Ořechové a kávové likéry', en: 'Nut and coffee liqueurs', slug: 'orechove-a-kavove-likery', slugEn: 'nut-and-coffee-liqueurs', noun: 'likér' },
      { code: 'aperitivy', cs: 'Aperitivy a vermuty', en: 'Aperitifs and vermouths', slug: 'aperitivy-a-vermuty', slugEn: 'aperitifs-and-vermouths', noun: 'aperitiv' },
    ],
  },
  {
    code: 'vino_a_sekty', cs: 'Víno a sekty', en: 'Wine and sparkling wine', slug: 'vino-a-sekty', slugEn: 'wine-and-sparkling-wine',
    description: 'Moravská a světová vína, sekty, prosecco, šampaňské a dezertní vína.',
    leaves: [
      { code: 'vino_cervene', cs: 'Červené víno', en: 'Red wine', slug: 'cervene-vino', slugEn: 'red-wine', noun: 'červené víno' },
      { code: 'vino_bile', cs: 'Bílé víno', en: 'White wine', slug: 'bile-vino', slugEn: 'white-wine', noun: 'bílé víno' },
      { code: 'vino_ruzove', cs: 'Růžové víno', en: 'Rosé wine', slug: 'ruzove-vino', slugEn: 'rose-wine', noun: 'růžové víno' },
      { code: 'sekty', cs: 'Sekty a šumivá vína', en: 'Sparkling wines', slug: 'sekty-a-sumiva-vina', slugEn: 'sparkling-wines', noun: 'šumivé víno' },
      { code: 'dezertni_vina', cs: 'Portská a dezertní vína', en: 'Port and dessert wines', slug: 'portska-a-dezertni-vina', slugEn: 'port-and-dessert-wines', noun: 'dezertní víno' },
    ],
  },
  {
    code: 'pivo', cs: 'Pivo', en: 'Beer', slug: 'pivo', slugEn: 'beer',
    description: 'České ležáky, řemeslná piva z malých pivovarů, zahraniční speciály i nealkoholická piva.',
    leaves: [
      { code: 'pivo_lezaky', cs: 'Ležáky', en: 'Lagers', slug: 'lezaky', slugEn: 'lagers', noun: 'ležák' },
      { code: 'pivo_remeslne', cs: 'Řemeslná piva', en: 'Craft beers', slug: 'remeslna-piva', slugEn: 'craft-beers', noun: 'řemeslné pivo' },
      { code: 'pivo_zahranicni', cs: 'Zahraniční piva', en: 'Imported beers', slug: 'zahranicni-piva', slugEn: 'imported-beers', noun: 'pivní speciál' },
      { code: 'pivo_nealko', cs: 'Nealkoholická piva', en: 'Alcohol-free beers', slug: 'nealkoholicka-piva', slugEn: 'alcohol-free-beers', noun: 'nealkoholické pivo' },
    ],
  },
  {
    code: 'nealko_a_mixery', cs: 'Nealko a mixéry', en: 'Soft drinks and mixers', slug: 'nealko-a-mixery', slugEn: 'soft-drinks-and-mixers',
    description: 'Toniky a mixéry k ginu i rumu, barové sirupy, limonády a nealkoholické alternativy destilátů.',
    leaves: [
      { code: 'toniky', cs: 'Toniky a mixéry', en: 'Tonics and mixers', slug: 'toniky-a-mixery', slugEn: 'tonics-and-mixers', noun: 'mixér' },
      { code: 'sirupy', cs: 'Sirupy', en: 'Syrups', slug: 'sirupy', slugEn: 'syrups', noun: 'barový sirup' },
      { code: 'limonady', cs: 'Limonády', en: 'Lemonades', slug: 'limonady', slugEn: 'lemonades', noun: 'limonáda' },
      { code: 'nealko_destilaty', cs: 'Nealkoholické destiláty', en: 'Alcohol-free spirits', slug: 'nealkoholicke-destilaty', slugEn: 'alcohol-free-spirits', noun: 'nealkoholická alternativa destilátu' },
    ],
  },
  {
    code: 'darky', cs: 'Dárky a dárková balení', en: 'Gifts and gift boxes', slug: 'darky-a-darkova-baleni', slugEn: 'gifts-and-gift-boxes',
    description: 'Dárkové kazety se skleničkami, degustační sety a dárkové koše pro každou příležitost.',
    leaves: [
      { code: 'darkove_kazety', cs: 'Dárkové kazety', en: 'Gift boxes', slug: 'darkove-kazety', slugEn: 'gift-boxes', noun: 'dárková kazeta' },
      { code: 'degustacni_sety', cs: 'Degustační sety', en: 'Tasting sets', slug: 'degustacni-sety', slugEn: 'tasting-sets', noun: 'degustační set' },
      { code: 'darkove_kose', cs: 'Dárkové koše', en: 'Gift baskets', slug: 'darkove-kose', slugEn: 'gift-baskets', noun: 'dárkový koš' },
    ],
  },
  {
    code: 'merch_a_vybaveni', cs: 'Merch a barové vybavení', en: 'Merchandise and bar tools', slug: 'merch-a-barove-vybaveni', slugEn: 'merchandise-and-bar-tools',
    description: 'Sklenice na whisky, víno i koktejly, barové náčiní pro domácí bar a oblečení s logem našeho baru.',
    leaves: [
      { code: 'sklenice', cs: 'Sklenice', en: 'Glassware', slug: 'sklenice', slugEn: 'glassware', noun: 'sklenice' },
      { code: 'barove_nacini', cs: 'Barové náčiní', en: 'Bar tools', slug: 'barove-nacini', slugEn: 'bar-tools', noun: 'barové náčiní' },
      { code: 'obleceni', cs: 'Oblečení a doplňky', en: 'Clothing and accessories', slug: 'obleceni-a-doplnky', slugEn: 'clothing-and-accessories', noun: 'merch' },
    ],
  },
]

/** The leaf that gift boxes of spirits are also listed under. */
export const GIFT_BOX_LEAF = 'darkove_kazety'
