import type { BrandGroup } from '../types.ts'

/** Tequila, mezcal, cognac, brandy, armagnac and calvados: prices in whole crowns for 0,7 l. */
export const AGAVE_BRANDY_LINES: BrandGroup[] = [
  {
    brand: 'Patrón',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 400,
    lines: [
      ['Silver', 1190],
      ['Reposado', 1290, { leaf: 'tequila_reposado' }],
      ['Añejo', 1390, { leaf: 'tequila_reposado' }],
      ['El Alto', 3990, { leaf: 'tequila_reposado' }],
    ],
  },
  {
    brand: 'Don Julio',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 380,
    lines: [
      ['Blanco', 1090],
      ['Reposado', 1290, { leaf: 'tequila_reposado' }],
      ['Añejo', 1490, { leaf: 'tequila_reposado' }],
      ['1942', 4990, { leaf: 'tequila_reposado' }],
    ],
  },
  {
    brand: 'José Cuervo',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 380,
    lines: [
      ['Especial Silver', 449],
      ['Especial Reposado', 479, { leaf: 'tequila_reposado' }],
      ['Tradicional Reposado', 699, { leaf: 'tequila_reposado' }],
      ['Reserva de la Familia Extra Añejo', 3990, { leaf: 'tequila_reposado', abv: 400 }],
    ],
  },
  {
    brand: 'Olmeca',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 380,
    lines: [
      ['Blanco', 429],
      ['Altos Plata', 699],
      ['Altos Reposado', 749, { leaf: 'tequila_reposado' }],
    ],
  },
  {
    brand: 'Casamigos',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 400,
    lines: [
      ['Blanco', 1390],
      ['Reposado', 1590, { leaf: 'tequila_reposado' }],
    ],
  },
  {
    brand: 'Espolòn',
    country: 'MX',
    leaf: 'tequila_blanco',
    abv: 400,
    lines: [
      ['Blanco', 749],
      ['Reposado', 849, { leaf: 'tequila_reposado' }],
    ],
  },
  {
    brand: 'Herradura',
    country: 'MX',
    leaf: 'tequila_reposado',
    abv: 400,
    lines: [
      ['Reposado', 1190],
      ['Plata', 1090, { leaf: 'tequila_blanco' }],
    ],
  },
  {
    brand: 'Del Maguey',
    country: 'MX',
    leaf: 'mezcal',
    abv: 420,
    lines: [
      ['Vida', 1190],
      ['Chichicapa', 2390, { abv: 460 }],
      ['Minero', 2490, { abv: 490 }],
      ['Tobala', 3990, { abv: 450 }],
    ],
  },
  {
    brand: 'Montelobos',
    country: 'MX',
    leaf: 'mezcal',
    abv: 432,
    lines: [
      ['Espadín Joven', 1090],
      ['Tobalá', 1890, { abv: 456 }],
    ],
  },
  {
    brand: 'Ilegal',
    country: 'MX',
    leaf: 'mezcal',
    abv: 400,
    lines: [
      ['Joven', 1190],
      ['Reposado', 1490],
    ],
  },
  {
    brand: '400 Conejos',
    country: 'MX',
    leaf: 'mezcal',
    abv: 380,
    lines: [
      ['Espadín Joven', 899],
      ['Tobalá', 1690],
    ],
  },
  {
    brand: 'Hennessy',
    country: 'FR',
    leaf: 'konak',
    abv: 400,
    lines: [
      ['VS', 999],
      ['VS v dárkové kazetě se dvěma sklenicemi', 1190, { gift: true }],
      ['VSOP Privilège', 1490],
      ['XO', 4990],
      ['Paradis', 29990],
    ],
  },
  {
    brand: 'Rémy Martin',
    country: 'FR',
    leaf: 'konak',
    abv: 400,
    lines: [
      ['VSOP', 1390],
      ['1738 Accord Royal', 1790],
      ['XO', 4790],
    ],
  },
  {
    brand: 'Martell',
    country: 'FR',
    leaf: 'konak',
    abv: 400,
    lines: [
      ['VS Single Distillery', 899],
      ['VSOP', 1290],
      ['Cordon Bleu', 4490],
    ],
  },
  {
    brand: 'Courvoisier',
    country: 'FR',
    leaf: 'konak',
    abv: 400,
    lines: [
      ['VS', 899],
      ['VSOP', 1190],
      ['XO', 3990],
    ],
  },
  {
    brand: 'Camus',
    country: 'FR',
    leaf: 'konak',
    abv: 400,
    lines: [
      ['VSOP Intensely Aromatic', 1290],
      ['XO Borderies', 4990],
    ],
  },
  {
    brand: 'Metaxa',
    country: 'GR',
    leaf: 'brandy',
    abv: 400,
    lines: [
      ['5 Stars', 449, { abv: 380 }],
      ['7 Stars', 599],
      ['12 Stars', 1090],
      ['Private Reserve', 1990],
      ['7 Stars v dárkové kazetě se sklenicí', 699, { gift: true }],
    ],
  },
  {
    brand: 'Torres',
    country: 'ES',
    leaf: 'brandy',
    abv: 380,
    lines: [
      ['10 Gran Reserva', 549],
      ['15 Reserva Privada', 899, { abv: 400 }],
      ['20 Jaime I', 2990, { abv: 400 }],
    ],
  },
  {
    brand: 'Stock 84',
    country: 'CZ',
    leaf: 'brandy',
    abv: 360,
    lines: [
      ['Original', 299],
      ['VSOP', 449, { abv: 400 }],
    ],
  },
  {
    brand: 'Carlos I',
    country: 'ES',
    leaf: 'brandy',
    abv: 400,
    lines: [
      ['Solera Gran Reserva', 1190],
      ['Imperial', 1890],
    ],
  },
  {
    brand: 'Cardenal Mendoza',
    country: 'ES',
    leaf: 'brandy',
    abv: 400,
    lines: [
      ['Solera Gran Reserva', 999],
      ['Carta Real', 2490],
    ],
  },
  {
    brand: 'Janneau',
    country: 'FR',
    leaf: 'armanak_calvados',
    abv: 400,
    lines: [
      ['VSOP Armagnac', 999],
      ['XO Royal Armagnac', 2190],
    ],
  },
  {
    brand: 'Château de Laubade',
    country: 'FR',
    leaf: 'armanak_calvados',
    abv: 400,
    lines: [
      ['VSOP Bas-Armagnac', 1290],
      ['XO Bas-Armagnac', 2490],
    ],
  },
  {
    brand: 'Père Magloire',
    country: 'FR',
    leaf: 'armanak_calvados',
    abv: 400,
    lines: [
      ['Fine Calvados', 699],
      ['VSOP Calvados', 999],
      ['XO Calvados', 1990],
    ],
  },
  {
    brand: 'Christian Drouin',
    country: 'FR',
    leaf: 'armanak_calvados',
    abv: 400,
    lines: [
      ['Sélection Calvados', 799],
      ['Calvados 12 Ans', 1890, { age: 12, abv: 420 }],
    ],
  },
  {
    brand: 'Boulard',
    country: 'FR',
    leaf: 'armanak_calvados',
    abv: 400,
    lines: [
      ['Grand Solage Calvados', 799],
      ['XO Calvados', 1990],
    ],
  },
]
