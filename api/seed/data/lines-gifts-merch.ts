import type { BrandGroup } from '../types.ts'

/**
 * Gift sets and baskets (main category under gifts) and merchandise and bar tools. Drinkárna is the shop's own
 * brand, left out of product names; volume and alcohol stay empty for goods that are not a single drink.
 */
export const GIFT_MERCH_LINES: BrandGroup[] = [
  {
    brand: 'Drinkárna',
    country: 'CZ',
    leaf: 'degustacni_sety',
    vol: null,
    inName: false,
    lines: [
      ['Degustační set rumů 6 × 0,05 l', 790],
      ['Degustační set skotské whisky 5 × 0,05 l', 990],
      ['Degustační set ginů 6 × 0,05 l', 690],
      ['Degustační set moravských pálenek 4 × 0,1 l', 590],
      ['Degustační set tequil a mezcalů 4 × 0,05 l', 890],
      ['Adventní kalendář destilátů 24 × 0,02 l', 2490],
      ['Dárková kazeta Gin & Tonic', 990, { leaf: 'darkove_kazety' }],
      ['Dárková kazeta Espresso Martini', 890, { leaf: 'darkove_kazety' }],
      ['Dárková kazeta Old Fashioned', 1190, { leaf: 'darkove_kazety' }],
      ['Dárková kazeta Negroni', 1090, { leaf: 'darkove_kazety' }],
      ['Dárkový koš Česká klasika', 1490, { leaf: 'darkove_kose' }],
      ['Dárkový koš Pro milovníky whisky', 2990, { leaf: 'darkove_kose' }],
      ['Dárkový koš Letní spritz', 1290, { leaf: 'darkove_kose' }],
      ['Dárkový koš Pivní degustace', 890, { leaf: 'darkove_kose' }],
      ['Dárkový koš Pražský bar doma', 2490, { leaf: 'darkove_kose' }],
    ],
  },
  {
    brand: 'Degustátor',
    country: 'CZ',
    leaf: 'degustacni_sety',
    vol: null,
    lines: [
      ['Svět whisky 12 × 0,03 l', 1490],
      ['Rumová cesta kolem světa 8 × 0,03 l', 1090],
      ['Dárková kazeta Slivovice tří palíren', 990, { leaf: 'darkove_kazety' }],
    ],
  },
  {
    brand: 'Drinkárna',
    country: 'CZ',
    leaf: 'obleceni',
    vol: null,
    inName: false,
    lines: [
      ['Tričko s logem Drinkárny', 449, { shape: 'tshirt' }],
      ['Tričko Gin & Tonic', 490, { shape: 'tshirt' }],
      ['Mikina Barman', 1190, { shape: 'tshirt' }],
      ['Barmanská zástěra', 890, { shape: 'tshirt' }],
      ['Kšiltovka', 390, { shape: 'tshirt' }],
      ['Plátěná taška', 249, { shape: 'tshirt' }],
      [
        'Sada podtácků 6 ks',
        149,
        { leaf: 'barove_nacini', shape: 'coasters', attributes: { material: 'korek', care: 'doporučujeme mýt ručně' } },
      ],
      ['Panák s logem Drinkárny 4 cl', 159, { leaf: 'sklenice', shape: 'glass' }],
    ],
  },
  {
    brand: 'Urban Bar',
    country: 'GB',
    leaf: 'barove_nacini',
    vol: null,
    lines: [
      ['Boston šejkr', 549, { shape: 'shaker', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } }],
      [
        'Cobbler šejkr 0,5 l',
        649,
        { shape: 'shaker', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
      [
        'Japonský jigger 25/50 ml',
        349,
        { shape: 'jigger', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
      [
        'Hawthorne strainer',
        299,
        { shape: 'strainer', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
      [
        'Barová lžička 40 cm',
        249,
        {
          shape: 'barspoon',
          attributes: { material: 'nerezová ocel s měděnou úpravou', care: 'doporučujeme mýt ručně' },
        },
      ],
      [
        'Míchací sklenice 0,75 l',
        890,
        { shape: 'glass', attributes: { material: 'bezolovnaté křišťálové sklo', care: 'doporučujeme mýt ručně' } },
      ],
    ],
  },
  {
    brand: 'Bonzer',
    country: 'GB',
    leaf: 'barove_nacini',
    vol: null,
    lines: [
      [
        'Tin-on-tin šejkr',
        690,
        { shape: 'shaker', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
      [
        'Muddler z nerezu',
        299,
        { shape: 'muddler', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
      [
        'Sítko na koktejly',
        199,
        { shape: 'strainer', attributes: { material: 'nerezová ocel', care: 'vhodné do myčky' } },
      ],
    ],
  },
  {
    brand: 'Barová dílna',
    country: 'CZ',
    leaf: 'barove_nacini',
    vol: null,
    lines: [
      [
        'Sada barmanského náčiní 8 ks',
        1290,
        {
          shape: 'shaker',
          attributes: { material: 'nerezová ocel s měděnou úpravou', care: 'doporučujeme mýt ručně' },
        },
      ],
      [
        'Dřevěné prkénko na citrusy',
        390,
        { shape: 'board', attributes: { material: 'dubové dřevo', care: 'doporučujeme mýt ručně' } },
      ],
      [
        'Forma na velké kostky ledu',
        290,
        { shape: 'icetray', attributes: { material: 'potravinářský silikon', care: 'vhodné do myčky' } },
      ],
    ],
  },
  {
    brand: 'Glencairn',
    country: 'GB',
    leaf: 'sklenice',
    vol: null,
    lines: [
      ['Whisky sklenice', 249, { shape: 'glass' }],
      ['Sada 2 whisky sklenic v kazetě', 590, { shape: 'glass' }],
    ],
  },
  {
    brand: 'Riedel',
    country: 'AT',
    leaf: 'sklenice',
    vol: null,
    lines: [
      ['Vinum Bordeaux 2 ks', 990, { shape: 'glass' }],
      ['Veritas Champagne 2 ks', 1190, { shape: 'glass' }],
      ['Bar Rocks 2 ks', 890, { shape: 'glass' }],
    ],
  },
  {
    brand: 'Crystalex',
    country: 'CZ',
    leaf: 'sklenice',
    vol: null,
    lines: [
      ['Tumbler Quadro 6 ks', 449, { shape: 'glass' }],
      ['Sklenice na gin Copa 4 ks', 549, { shape: 'glass' }],
      ['Sklenice na pivo 0,5 l 2 ks', 299, { shape: 'glass' }],
    ],
  },
  {
    brand: 'Rona',
    country: 'SK',
    leaf: 'sklenice',
    vol: null,
    lines: [
      ['Highball Hugo 4 ks', 399, { shape: 'glass' }],
      ['Martini sklenice Cocktail 2 ks', 449, { shape: 'glass' }],
    ],
  },
  {
    brand: 'Moser',
    country: 'CZ',
    leaf: 'sklenice',
    vol: null,
    lines: [['Whisky sklenice Pebbles', 1290, { shape: 'glass' }]],
  },
]
