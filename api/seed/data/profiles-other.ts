import type { Profile } from '../types.ts'
import {
  BEER_EDITIONS, BEER_VOLUMES, GIFT_EDITIONS, MERCH_EDITIONS, SOFT_EDITIONS, SOFT_VOLUMES, WINE_EDITIONS, WINE_VOLUMES,
} from './editions.ts'

/** Wine, beer, soft drinks, gifts and merchandise: picture, sizes, attributes and description vocabulary. */
export const OTHER_PROFILES: Record<string, Profile> = {
  vino_a_sekty: {
    voice: 'wine', shape: 'wine', glass: '#2f4a2a', volume: 750, volumes: WINE_VOLUMES, abv: 125, editions: WINE_EDITIONS,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['třešně', 'ostružiny', 'švestky', 'černý rybíz', 'koření', 'tabák', 'vanilka', 'hořká čokoláda'],
    styles: ['suché víno', 'jakostní víno s přívlastkem', 'víno zrající v barrique sudech', 'moravské zemské víno'],
    servings: ['při 16 až 18 °C k červenému masu', 'k vyzrálým sýrům', 'ke zvěřině', 'dekantované hodinu před podáváním'],
  },
  pivo: {
    voice: 'beer', shape: 'beer', glass: '#6b3a12', volume: 500, volumes: BEER_VOLUMES, abv: 50, editions: BEER_EDITIONS,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['slad', 'chmelová hořkost', 'chléb', 'med', 'karamel', 'bylinky', 'obilí'],
    styles: ['spodně kvašené pivo', 'český ležák', 'pivo ze žateckého chmele a moravského sladu', 'nepasterizované pivo'],
    servings: ['vychlazené na 6 až 8 °C', 'do půllitru s hustou pěnou', 'k utopencům a tvarůžkům', 'ke svíčkové', 'ke grilovanému masu'],
  },
  nealko_a_mixery: {
    voice: 'soft', shape: 'soft', glass: '#d8e8d0', volume: 330, volumes: SOFT_VOLUMES, abv: 0, editions: SOFT_EDITIONS,
    attributes: ['taste_profile', 'serving'],
    tastes: ['chinin', 'citrusy', 'bylinky', 'bezový květ', 'zázvor', 'grep', 'třtinový cukr'],
    servings: ['s ginem v poměru 3 : 1', 's rumem a limetkou', 's vodkou a ledem', 'vychlazený samotný'],
  },
  darky: {
    voice: 'gift', shape: 'giftbox', glass: '#8b1e2d', volume: null, volumes: [], abv: null, editions: GIFT_EDITIONS,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['vanilka', 'karamel', 'ovoce', 'koření', 'dub', 'byliny', 'citrusy', 'kouř'],
    styles: ['kazeta z tvrdého papíru s magnetickým zavíráním', 'dřevěná bedýnka', 'dárková krabice s okénkem'],
    servings: ['na degustaci s přáteli', 'jako firemní dárek', 'k narozeninám', 'pod vánoční stromeček'],
  },
  merch_a_vybaveni: {
    voice: 'merch', shape: 'glass', glass: '#2c3e50', volume: null, volumes: [], abv: null, editions: MERCH_EDITIONS,
    attributes: ['material', 'style'],
    tastes: [],
    materials: ['bezolovnaté křišťálové sklo', 'sodnodraselné sklo', 'ručně foukané sklo'],
    styles: ['vhodné do myčky', 'profesionální barová kvalita', 'klasický tvar', 'minimalistický design'],
  },
}

/** Leaf categories that differ from their category's profile. */
export const OTHER_LEAF_PROFILES: Record<string, Partial<Profile>> = {
  vino_bile: {
    glass: '#6d7d3a',
    tastes: ['citrusy', 'zelené jablko', 'broskev', 'med', 'květiny', 'minerály', 'hruška', 'angrešt', 'muškát'],
    styles: ['suché víno', 'polosuché víno', 'pozdní sběr', 'výběr z hroznů', 'víno ležící na kvasnicích'],
    servings: ['vychlazené na 10 až 12 °C', 'k rybám a drůbeži', 'k asijské kuchyni', 'jako aperitiv'],
  },
  vino_ruzove: {
    glass: '#e48a96',
    tastes: ['jahody', 'maliny', 'grep', 'květiny', 'meloun', 'červený rybíz'],
    styles: ['suché rosé', 'polosuché rosé', 'provensálský styl'],
    servings: ['vychlazené na 8 až 10 °C', 'k letním salátům', 'na terase jako aperitiv'],
  },
  sekty: {
    shape: 'sparkling', glass: '#3d5a2e',
    tastes: ['brioška', 'zelené jablko', 'citrusy', 'mandle', 'lesní jahody', 'bílé květy', 'hruška'],
    styles: ['brut', 'extra dry', 'demi sec', 'tradiční metoda kvašení v láhvi', 'metoda Charmat'],
    servings: ['vychlazené na 6 až 8 °C ve flétně', 'k ústřicím a mořským plodům', 'jako základ Aperol Spritz', 'na oslavu'],
  },
  dezertni_vina: {
    glass: '#4a1d1d',
    tastes: ['sušené švestky', 'rozinky', 'med', 'vlašské ořechy', 'karamel', 'meruňky', 'fíky'],
    styles: ['tawny port', 'ruby port', 'tokajský výběr', 'přírodně sladké víno'],
    servings: ['k sýrům s modrou plísní', 'k dezertu', 'při 14 až 16 °C v malé sklence'],
  },
  pivo_remeslne: {
    tastes: ['tropické ovoce', 'citrusy', 'jehličí', 'mango', 'karamel', 'káva', 'čokoláda', 'banán', 'grep'],
    styles: ['svrchně kvašené pivo', 'řemeslné pivo z malého pivovaru', 'nefiltrované a nepasterizované pivo', 'pivo chmelené za studena'],
    servings: ['do sklenice tulip při 8 až 10 °C', 'k burgeru', 'k pikantním jídlům', 'samotné po práci'],
  },
  pivo_zahranicni: {
    tastes: ['pražený slad', 'káva', 'sušené ovoce', 'banán', 'koření', 'karamel', 'hřebíček'],
    styles: ['svrchně kvašený speciál', 'trapistické pivo', 'pšeničné pivo', 'irský stout'],
    servings: ['do sklenice s kalichem při 10 °C', 'k sýrům', 'k pečenému masu'],
  },
  pivo_nealko: {
    glass: '#8a5a1a', tastes: ['slad', 'chmel', 'citron', 'chléb', 'med'],
    styles: ['nealkoholický ležák', 'pivo bez alkoholu vařené tradičně', 'nealkoholický radler'],
    servings: ['vychlazené na 6 °C', 'k obědu', 'po sportu'],
  },
  sirupy: {
    glass: '#c0392b', tastes: ['vanilka', 'karamel', 'ovoce', 'byliny', 'květiny', 'ořechy', 'třtinový cukr'],
    servings: ['do koktejlů a limonád', 'do kávy a latté', 'do domácí limonády se sodou', 'do ledového čaje'],
  },
  limonady: {
    glass: '#f2c14e', tastes: ['citron', 'limetka', 'zázvor', 'bezinka', 'rebarbora', 'máta', 'cola', 'hroznové víno'],
    servings: ['vychlazená s ledem', 'k obědu', 'jako základ nealko koktejlu'],
  },
  nealko_destilaty: {
    shape: 'spirit', glass: '#dfe8ec', volume: 700,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['jalovec', 'bylinky', 'citrusy', 'koření', 'hořký pomeranč', 'dub', 'hrášek'],
    styles: ['nealkoholický destilát', 'destilované botanicals bez alkoholu'],
    servings: ['s tonikem a ledem', 'v nealko Negroni', 'v nealko Spritzu'],
  },
  darkove_kazety: { styles: ['kazeta z tvrdého papíru s magnetickým zavíráním', 'dárková krabice s okénkem', 'plechová tuba'] },
  degustacni_sety: { styles: ['kazeta z tvrdého papíru s magnetickým zavíráním', 'dřevěná bedýnka', 'dárková krabice s okénkem'] },
  darkove_kose: { styles: ['proutěný koš s mašlí', 'dřevěná bedýnka se slámou', 'jutová taška s mašlí'] },
  barove_nacini: {
    shape: 'shaker', glass: '#9aa5ad',
    materials: ['nerezová ocel', 'nerezová ocel s měděnou úpravou', 'nerez a dubové dřevo', 'potravinářský silikon'],
    styles: ['profesionální barová kvalita', 'vhodné do myčky', 'vážené pro přesné míchání'],
  },
  obleceni: {
    shape: 'tshirt', glass: '#1f3a2e',
    materials: ['100% bio bavlna', 'bavlna s příměsí polyesteru', 'pevné plátno'],
    styles: ['logo Drinkárny na hrudi', 'unisex střih', 'sítotisk z pražské dílny'],
  },
}
