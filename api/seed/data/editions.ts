import type { Edition } from '../types.ts'

/**
 * Editions multiply the base lines for large catalogues (`--products 10000`): every line × edition × volume is a
 * distinct product. The factor scales the price; abv, when given, replaces the line's strength.
 */
export const SPIRIT_EDITIONS: Edition[] = [
  { name: 'Limited Edition', factor: 1.35 },
  { name: 'Small Batch', factor: 1.2 },
  { name: 'Cask Strength', factor: 1.6, abv: 580 },
  { name: 'v dárkové kazetě', factor: 1.15, gift: true },
  { name: 'Single Cask', factor: 1.9, abv: 560 },
  { name: 'Barrel Select', factor: 1.3 },
  { name: 'Edice 2025', factor: 1.25 },
  { name: 'Edice 2026', factor: 1.3 },
  { name: 'Bar Edition', factor: 1.05 },
  { name: 'Private Selection', factor: 1.5 },
  { name: 'Anniversary Edition', factor: 1.7 },
  { name: "Collector's Edition", factor: 2.2 },
]
export const SPIRIT_VOLUMES = [700, 500, 1000, 200, 50, 350, 1500, 1750, 3000]

export const WINE_EDITIONS: Edition[] = [
  { name: 'ročník 2024', factor: 1 },
  { name: 'ročník 2023', factor: 1.05 },
  { name: 'ročník 2022', factor: 1.1 },
  { name: 'ročník 2021', factor: 1.2 },
  { name: 'ročník 2020', factor: 1.3 },
  { name: 'ročník 2019', factor: 1.4 },
  { name: 'barrique', factor: 1.5 },
  { name: 'reserva', factor: 1.6 },
  { name: 'magnum edice', factor: 1.3 },
  { name: 'v dárkové kazetě', factor: 1.2, gift: true },
]
export const WINE_VOLUMES = [750, 375, 1500]

export const BEER_EDITIONS: Edition[] = [
  { name: 'Edice jaro', factor: 1.1 },
  { name: 'Edice léto', factor: 1.1 },
  { name: 'Edice podzim', factor: 1.1 },
  { name: 'Edice zima', factor: 1.15 },
  { name: 'Single Hop', factor: 1.3 },
  { name: 'Barrel Aged', factor: 2, abv: 95 },
  { name: 'Nefiltrované', factor: 1.1 },
  { name: 'Speciál 2026', factor: 1.2 },
]
export const BEER_VOLUMES = [500, 330, 750, 1500]

export const SOFT_EDITIONS: Edition[] = [
  { name: 'Bez cukru', factor: 1 },
  { name: 'Light', factor: 1 },
  { name: 'Bio', factor: 1.2 },
  { name: 'Edice léto', factor: 1.1 },
  { name: 'Barová edice', factor: 1.15 },
  { name: 'multipack 4 ks', factor: 3.6 },
]
export const SOFT_VOLUMES = [200, 250, 330, 500, 700, 1000]

export const GIFT_EDITIONS: Edition[] = [
  { name: 'Vánoční edice', factor: 1.1 },
  { name: 'Edice Valentýn', factor: 1.05 },
  { name: 'Firemní edice', factor: 1.15 },
  { name: 'Luxusní provedení', factor: 1.5 },
  { name: 'XL', factor: 1.8 },
  { name: 'Edice 2026', factor: 1.1 },
]

export const MERCH_EDITIONS: Edition[] = [
  { name: 'černá', factor: 1 },
  { name: 'bílá', factor: 1 },
  { name: 'lahvově zelená', factor: 1.05 },
  { name: 'bordó', factor: 1.05 },
  { name: 'edice Praha', factor: 1.15 },
  { name: 'limitovaná edice', factor: 1.3 },
  { name: 'měděná', factor: 1.2 },
  { name: 'edice 2026', factor: 1.1 },
]

/** Beyond every named edition a numbered series keeps names unique, however large the catalogue. */
export function seriesEdition(index: number): Edition {
  return { name: `Série ${index}`, factor: 1 + (index % 5) * 0.1 }
}
