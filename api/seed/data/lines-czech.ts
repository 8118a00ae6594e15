import type { BrandGroup } from '../types.ts'

/** Czech and Slovak fruit brandies and herbal liqueurs: prices in whole crowns for the default bottle. */
export const CZECH_LINES: BrandGroup[] = [
  {
    brand: 'Rudolf Jelínek', country: 'CZ', leaf: 'slivovice', abv: 450,
    lines: [
      ['Slivovice Bílá', 449], ['Slivovice Bílá v dárkové kazetě se dvěma panáky', 599, { gift: true }],
      ['Slivovice Zlatá 3 roky zrající', 549, { age: 3 }], ['Slivovice Kosher', 599, { abv: 500 }],
      ['Slivovice 10 let zrající v dubovém sudu', 1290, { age: 10, abv: 500 }],
      ['Hruškovice Williams', 529, { leaf: 'hruskovice', abv: 400 }], ['Hruškovice Kosher', 599, { leaf: 'hruskovice', abv: 400 }],
      ['Hruškovice Williams s hruškou v láhvi', 1190, { leaf: 'hruskovice', abv: 400 }],
      ['Meruňkovice', 549, { leaf: 'merunkovice', abv: 400 }], ['Borovička', 349, { leaf: 'ovocne_palenky', abv: 400 }],
      ['Višňovice', 499, { leaf: 'ovocne_palenky', abv: 420 }],
    ],
  },
  {
    brand: 'Žufánek', country: 'CZ', leaf: 'slivovice', abv: 500, vol: 500,
    lines: [
      ['Slivovice', 690], ['Slivovice z dubového sudu', 890, { age: 3 }], ['Hruškovice', 750, { leaf: 'hruskovice', abv: 450 }],
      ['Meruňkovice', 790, { leaf: 'merunkovice', abv: 450 }], ['Kdoulovice', 890, { leaf: 'ovocne_palenky', abv: 450 }],
      ['Trnkovice', 850, { leaf: 'ovocne_palenky', abv: 450 }], ['Jablkovice', 690, { leaf: 'ovocne_palenky', abv: 450 }],
      ['Absinth Modrá hvězda', 890, { leaf: 'bylinne_likery', abv: 700 }],
    ],
  },
  {
    brand: 'Palírna U Zeleného stromu', country: 'CZ', leaf: 'slivovice', abv: 500, vol: 500,
    lines: [['Stará myslivecká slivovice', 599], ['Hruškovice Williams', 649, { leaf: 'hruskovice', abv: 450 }], ['Meruňkovice z Pálavy', 649, { leaf: 'merunkovice', abv: 450 }], ['Bylinný likér Stará myslivecká', 399, { leaf: 'bylinne_likery', abv: 350 }]],
  },
  { brand: 'Fruko-Schulz', country: 'CZ', leaf: 'slivovice', abv: 450, lines: [['Slivovice Ovocná', 349], ['Hruškovice', 349, { leaf: 'hruskovice', abv: 400 }], ['Meruňkovice', 369, { leaf: 'merunkovice', abv: 400 }]] },
  { brand: 'Bošácka', country: 'SK', leaf: 'slivovice', abv: 520, lines: [['Slivovica Tradičná', 499], ['Slivovica Bio', 599]] },
  { brand: 'Hradní palírna', country: 'CZ', leaf: 'slivovice', abv: 520, vol: 500, lines: [['Slivovice z Valašska', 750], ['Hruškovice z Hané', 790, { leaf: 'hruskovice', abv: 480 }], ['Meruňkovice z jižní Moravy', 820, { leaf: 'merunkovice', abv: 480 }], ['Malinovice', 990, { leaf: 'ovocne_palenky', abv: 450 }]] },
  { brand: 'Palírna Pod Javorem', country: 'CZ', leaf: 'slivovice', abv: 480, vol: 500, lines: [['Slivovice Modrá švestka', 690], ['Hruškovice Williams', 720, { leaf: 'hruskovice' }], ['Meruňkovice Maďarská', 720, { leaf: 'merunkovice' }], ['Třešňovice', 790, { leaf: 'ovocne_palenky' }]] },
  { brand: 'Prelika', country: 'SK', leaf: 'hruskovice', abv: 400, lines: [['Hruškovica Williams', 349], ['Borovička', 299, { leaf: 'ovocne_palenky' }]] },
  { brand: 'Božkov', country: 'CZ', leaf: 'ovocne_palenky', abv: 375, vol: 500, lines: [['Tuzemský', 169], ['Originál', 199], ['Peprmintový likér', 179, { leaf: 'bylinne_likery', abv: 200 }]] },
  {
    brand: 'Becherovka', country: 'CZ', leaf: 'bylinne_likery', abv: 380,
    lines: [['Original', 349], ['Lemond', 349, { abv: 200 }], ['Unfiltered', 449], ['Cordial', 399, { abv: 350 }], ['Original v dárkové kazetě se dvěma sklenkami', 449, { gift: true }]],
  },
  { brand: 'Fernet Stock', country: 'CZ', leaf: 'bylinne_likery', abv: 380, vol: 500, lines: [['Original', 249], ['Citrus', 249, { abv: 270 }], ['Barrel Edition', 299], ['Z Generation', 259, { abv: 300 }]] },
  { brand: 'Jägermeister', country: 'DE', leaf: 'bylinne_likery', abv: 350, lines: [['Original', 399], ['Manifest', 799, { vol: 500, abv: 380 }], ['Cold Brew Coffee', 449, { abv: 330 }]] },
  { brand: 'Unicum', country: 'HU', leaf: 'bylinne_likery', abv: 400, lines: [['Original', 449], ['Szilva', 449, { abv: 345 }]] },
  { brand: 'Demänovka', country: 'SK', leaf: 'bylinne_likery', abv: 380, vol: 500, lines: [['Bylinná horká', 249], ['Bylinný likér', 249, { abv: 330 }]] },
  { brand: 'Angostura', country: 'TT', leaf: 'bylinne_likery', abv: 447, vol: 200, lines: [['Aromatic Bitters', 349], ['Orange Bitters', 379, { vol: 100, abv: 280 }]] },
  { brand: 'Bitter Truth', country: 'DE', leaf: 'bylinne_likery', abv: 440, vol: 200, lines: [['Old Time Aromatic Bitters', 399], ['Chocolate Bitters', 399]] },
  { brand: 'Bylinkář Mikuláš', country: 'CZ', leaf: 'bylinne_likery', abv: 350, vol: 500, lines: [['Horký bylinný likér z 33 bylin', 449], ['Pelyňkový bitter', 499, { abv: 400, vol: 200 }]] },
]
