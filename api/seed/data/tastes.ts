/**
 * The taste profile attribute: one fixed vocabulary, so that the finder can filter by it
 * (`attributes[taste_profile]=kořenitý`). Products are described with free tasting notes ("vanilka", "rašelina");
 * the labels are read from those notes.
 */
export const TASTE_LABELS = ['ovocný', 'kořenitý', 'sladký', 'hořký', 'kouřový', 'bylinný', 'svěží', 'dubový'] as const
export type TasteLabel = (typeof TASTE_LABELS)[number]

/** Which labels a tasting note gives; a note may give several ("hořký pomeranč") or none ("slad", "květiny"). */
const NOTE_RULES: [RegExp, TasteLabel][] = [
  [
    /ovoc|jabl|hrušk|švestk|třešn|višn|malin|jahod|banán|ananas|mango|meruň|broskev|hrozn|rozink|fík|pomeranč|grep|limet|rybíz|ostruž|brusink|meloun|kdoul|trnk|peck|angrešt|^muškát$|rebarbor|sherry|cola|bezink/,
    'ovocný',
  ],
  [/koření|skořic|pepř|hřebíč|zázvor|muškátový|kardamom|koriandr|chilli|anýz|lékořic/, 'kořenitý'],
  [
    /vanil|karamel|^med$|cukr|melas|toffee|marcipán|sirup|smetan|sušenk|brioš|koláč|džem|^čokoláda$|kokos|javor|mandle|oříšk|ořech|kakao/,
    'sladký',
  ],
  [/hořk|chinin|pelyněk|hořec|káva/, 'hořký'],
  [/kouř|rašelin|tabák|zemitost|pražen|pálený/, 'kouřový'],
  [/bylin|jalov|levandul|máta|vřes|hořec|pelyněk|andělik|čaj|tráva|hrášek|jehličí|růže|^chmel$/, 'bylinný'],
  [
    /citr|limet|okurk|máta|zelené jablko|minerál|mořsk|grep|bergamot|čerstvá tráva|bezov|bílé květy|čisté obilí/,
    'svěží',
  ],
  [/dub|mizunara|santal/, 'dubový'],
]

/** Labels for a category whose notes gave none: every spirit, liqueur and wine has at least one. */
const FALLBACK: Record<string, TasteLabel> = {
  rum: 'sladký',
  whisky: 'dubový',
  gin: 'bylinný',
  vodka: 'svěží',
  tequila_a_mezcal: 'svěží',
  brandy_a_konak: 'ovocný',
  ceske_destilaty: 'ovocný',
  likery: 'sladký',
  vino_a_sekty: 'ovocný',
  nealko_a_mixery: 'svěží',
}

/** Beer only ever tastes bitter or fresh, as far as the finder is concerned. */
const ONLY: Record<string, readonly TasteLabel[]> = { pivo: ['hořký', 'svěží'] }

const MAX_LABELS = 3

/** 1-3 labels of the vocabulary for a product of `category` (top-level code) with these notes, in note order. */
export function tasteLabels(category: string, notes: readonly string[]): TasteLabel[] {
  const labels = new Set<TasteLabel>()
  for (const note of notes) {
    for (const [pattern, label] of NOTE_RULES) if (pattern.test(note.toLowerCase())) labels.add(label)
  }
  const allowed = ONLY[category]
  const kept = [...labels].filter((label) => !allowed || allowed.includes(label)).slice(0, MAX_LABELS)
  const fallback = FALLBACK[category]
  return kept.length === 0 && fallback ? [fallback] : kept
}
