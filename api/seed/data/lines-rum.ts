import type { BrandGroup } from '../types.ts'

/** Rum: brands, their lines and prices in whole crowns for the default 0,7 l bottle. */
export const RUM_LINES: BrandGroup[] = [
  {
    brand: 'Diplomático', country: 'VE', leaf: 'rum_tmavy', abv: 400,
    lines: [
      ['Reserva Exclusiva', 899], ['Reserva Exclusiva v dárkové kazetě se skleničkami', 1090, { gift: true }],
      ['Mantuano', 649], ['Single Vintage 2008', 2290, { abv: 430 }],
      ['Ambassador Selection', 6990, { abv: 470 }], ['Planas', 749, { leaf: 'rum_bily', abv: 470 }],
    ],
  },
  {
    brand: 'Ron Zacapa', country: 'GT', leaf: 'rum_tmavy', abv: 400,
    lines: [['Centenario 23', 1390, { age: 23 }], ['XO Solera Gran Reserva Especial', 3490], ['Edición Negra', 1590, { abv: 430 }]],
  },
  {
    brand: 'Plantation', country: 'BB', leaf: 'rum_tmavy', abv: 400,
    lines: [
      ['Original Dark', 399], ['XO 20th Anniversary', 1290], ['Stiggins\' Fancy Pineapple', 899, { leaf: 'rum_koreneny' }],
      ['3 Stars', 459, { leaf: 'rum_bily', abv: 411 }], ['Isle of Fiji', 799, { country: 'FJ', abv: 400 }],
    ],
  },
  {
    brand: 'Don Papa', country: 'PH', leaf: 'rum_tmavy', abv: 400,
    lines: [['Small Batch', 999], ['10 Year Old', 2590, { abv: 430 }], ['Baroko', 1290], ['Masskara', 899]],
  },
  { brand: 'Bumbu', country: 'BB', leaf: 'rum_koreneny', abv: 350, lines: [['Original', 1090], ['XO', 1390, { leaf: 'rum_tmavy', abv: 400 }]] },
  {
    brand: 'Captain Morgan', country: 'JM', leaf: 'rum_koreneny', abv: 350,
    lines: [['Original Spiced Gold', 399], ['Black Spiced', 449, { abv: 400 }], ['White', 379, { leaf: 'rum_bily', abv: 375 }], ['Private Stock', 699, { leaf: 'rum_tmavy', abv: 400 }]],
  },
  {
    brand: 'Bacardi', country: 'PR', leaf: 'rum_bily', abv: 375,
    lines: [['Carta Blanca', 379], ['Reserva Ocho 8 Year Old', 899, { leaf: 'rum_tmavy', abv: 400 }], ['Spiced', 429, { leaf: 'rum_koreneny', abv: 350 }], ['Carta Negra', 419, { leaf: 'rum_tmavy', abv: 400 }]],
  },
  {
    brand: 'Havana Club', country: 'CU', leaf: 'rum_bily', abv: 400,
    lines: [['3 Años', 399], ['Especial', 449, { leaf: 'rum_tmavy' }], ['7 Años', 649, { leaf: 'rum_tmavy', age: 7 }], ['Selección de Maestros', 1490, { leaf: 'rum_tmavy', abv: 450 }]],
  },
  {
    brand: 'Appleton Estate', country: 'JM', leaf: 'rum_tmavy', abv: 400,
    lines: [['Signature', 499], ['8 Year Old Reserve', 799, { age: 8 }], ['12 Year Old Rare Casks', 1190, { abv: 430 }], ['21 Year Old', 4490, { abv: 430 }]],
  },
  { brand: 'Mount Gay', country: 'BB', leaf: 'rum_tmavy', abv: 400, lines: [['Eclipse', 529], ['XO', 1290], ['Black Barrel', 849, { abv: 430 }]] },
  { brand: 'El Dorado', country: 'GY', leaf: 'rum_tmavy', abv: 400, lines: [['12 Year Old', 1090], ['15 Year Old', 1690, { abv: 430 }], ['21 Year Old', 3290, { abv: 430 }], ['3 Year Old', 449, { leaf: 'rum_bily' }]] },
  { brand: 'Kraken', country: 'TT', leaf: 'rum_koreneny', abv: 400, lines: [['Black Spiced', 599], ['Black Spiced v dárkové kazetě se skleničkou', 749, { gift: true }], ['Gold Spiced', 599, { abv: 350 }]] },
  { brand: 'Sailor Jerry', country: 'VI', leaf: 'rum_koreneny', abv: 400, lines: [['Spiced', 529]] },
  { brand: 'Angostura', country: 'TT', leaf: 'rum_tmavy', abv: 400, lines: [['1919', 899], ['7 Year Old', 749], ['1824', 1590]] },
  { brand: 'Flor de Caña', country: 'NI', leaf: 'rum_tmavy', abv: 400, lines: [['12 Year Old', 899], ['18 Year Old', 1590], ['4 Year Old Extra Seco', 449, { leaf: 'rum_bily' }]] },
  { brand: 'Dictador', country: 'CO', leaf: 'rum_tmavy', abv: 400, lines: [['12 Years', 1190, { age: 12 }], ['20 Years', 1990, { age: 20 }], ['XO Perpetual', 2590]] },
  { brand: 'Ron Centenario', country: 'CR', leaf: 'rum_tmavy', abv: 400, lines: [['12 Gran Reserva', 899, { age: 12 }], ['20 Fundación', 1390, { age: 20 }]] },
  { brand: 'Brugal', country: 'DO', leaf: 'rum_tmavy', abv: 380, lines: [['Añejo', 449], ['1888', 1290, { abv: 400 }], ['Blanco Supremo', 479, { leaf: 'rum_bily', abv: 400 }]] },
  { brand: 'Matusalem', country: 'DO', leaf: 'rum_tmavy', abv: 400, lines: [['Gran Reserva 15', 899, { age: 15 }], ['Gran Reserva 23', 1290, { age: 23 }]] },
  { brand: 'Rhum J.M', country: 'MQ', leaf: 'rum_agricole', abv: 500, lines: [['Blanc 50', 749], ['VSOP', 1390, { abv: 450 }], ['XO', 2190, { abv: 450 }]] },
  { brand: 'Clément', country: 'MQ', leaf: 'rum_agricole', abv: 400, lines: [['Canne Bleue', 899, { abv: 500 }], ['Select Barrel', 949], ['VSOP', 1290]] },
  { brand: 'Trois Rivières', country: 'MQ', leaf: 'rum_agricole', abv: 500, lines: [['Blanc', 699], ['Ambré', 799, { abv: 400 }], ['Cuvée de l\'Océan', 1090, { abv: 420 }]] },
  { brand: 'Božkov', country: 'CZ', leaf: 'rum_tmavy', abv: 380, lines: [['Republica Exclusive', 499], ['Republica Reserva Extra', 899, { abv: 400 }], ['Republica Spiced', 429, { leaf: 'rum_koreneny', abv: 350 }]] },
  { brand: 'Karibská plachta', country: 'CZ', leaf: 'rum_koreneny', abv: 370, lines: [['Kořeněný rum s chilli', 549], ['Kávový spiced', 579], ['Overproof 63', 899, { leaf: 'rum_tmavy', abv: 630 }]] },
]
