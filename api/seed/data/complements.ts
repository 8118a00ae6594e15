/** A kind of product that goes well with another: a leaf or top-level category, optionally narrowed by name. */
export type Complement = { taxon: string; name?: RegExp }

const TONIC = { taxon: 'toniky', name: /tonic/i }
const COLA = { taxon: 'limonady', name: /cola|kofola/i }
const GINGER = { taxon: 'toniky', name: /ginger/i }
const WHISKY_GLASS = { taxon: 'sklenice', name: /whisky|rocks|tumbler|pebbles/i }
const GIN_GLASS = { taxon: 'sklenice', name: /gin|copa|highball/i }
const WINE_GLASS = { taxon: 'sklenice', name: /vinum|bordeaux/i }
const FLUTE = { taxon: 'sklenice', name: /champagne/i }
const SHOT_GLASS = { taxon: 'sklenice', name: /panák/i }
const BEER_GLASS = { taxon: 'sklenice', name: /pivo/i }
const SHAKER = { taxon: 'barove_nacini', name: /šejkr|jigger|strainer|sítko|muddler/i }
const STIRRING = { taxon: 'barove_nacini', name: /míchací|lžička|kostky ledu/i }

/**
 * What the `recommended` association offers with a product, by its leaf or (when the leaf has no entry) its
 * top-level category; earlier targets matter more. Gin gets tonic, rum cola and glasses, whisky glasses and bar
 * tools, wine glasses, beer glasses and merch (the shop sells no snacks), gifts spirits, merchandise bar tools.
 */
export const COMPLEMENTS: Record<string, readonly Complement[]> = {
  rum: [COLA, GINGER, WHISKY_GLASS],
  rum_bily: [{ taxon: 'sirupy', name: /mojito|cukrová|falernum|grenadina/i }, COLA, SHAKER],
  whisky: [WHISKY_GLASS, STIRRING, { taxon: 'toniky', name: /ginger|soda/i }],
  gin: [TONIC, GIN_GLASS, { taxon: 'aperitivy' }],
  vodka: [TONIC, GINGER, SHAKER],
  tequila_a_mezcal: [{ taxon: 'toniky', name: /grapefruit|soda/i }, { taxon: 'likery_ovocne' }, SHAKER],
  brandy_a_konak: [WHISKY_GLASS, STIRRING, { taxon: 'likery_orechove' }],
  ceske_destilaty: [
    SHOT_GLASS,
    { taxon: 'degustacni_sety', name: /pálen|slivovic/i },
    { taxon: 'darkove_kazety', name: /slivovic/i },
    WHISKY_GLASS,
  ],
  bylinne_likery: [TONIC, SHOT_GLASS, { taxon: 'aperitivy' }],
  likery: [SHAKER, { taxon: 'sirupy' }, { taxon: 'sklenice', name: /martini|tumbler/i }],
  aperitivy: [{ taxon: 'sekty' }, { taxon: 'toniky', name: /soda|tonic/i }, GIN_GLASS],
  vino_a_sekty: [WINE_GLASS, FLUTE, { taxon: 'darkove_kose' }],
  sekty: [FLUTE, { taxon: 'aperitivy' }, { taxon: 'sirupy' }],
  pivo: [BEER_GLASS, { taxon: 'obleceni' }],
  toniky: [{ taxon: 'gin' }, GIN_GLASS],
  sirupy: [SHAKER, { taxon: 'limonady' }, { taxon: 'sklenice', name: /highball|tumbler/i }],
  limonady: [{ taxon: 'rum' }, { taxon: 'sirupy' }],
  nealko_destilaty: [TONIC, GIN_GLASS],
  darky: [{ taxon: 'whisky' }, { taxon: 'rum' }, { taxon: 'gin' }, { taxon: 'brandy_a_konak' }],
  sklenice: [SHAKER, STIRRING],
  barove_nacini: [{ taxon: 'sirupy' }, { taxon: 'sklenice' }],
  obleceni: [SHAKER, STIRRING, SHOT_GLASS],
}
