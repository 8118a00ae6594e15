import type { Profile } from '../types.ts'
import { SPIRIT_EDITIONS, SPIRIT_VOLUMES } from './editions.ts'

/** Spirits and liqueurs: picture, sizes, attributes and the vocabulary of their descriptions, by category. */
const spirit = { voice: 'spirit', shape: 'spirit', volume: 700, volumes: SPIRIT_VOLUMES, editions: SPIRIT_EDITIONS } as const

const AMBER = '#b8641e'
const CLEAR = '#cfe3ea'

export const SPIRIT_PROFILES: Record<string, Profile> = {
  rum: {
    ...spirit, glass: AMBER, abv: 400,
    attributes: ['taste_profile', 'aging', 'cask', 'serving'],
    tastes: ['vanilka', 'karamel', 'melasa', 'sušené ovoce', 'rozinky', 'banán', 'kokos', 'skořice', 'dub', 'kakao', 'pomerančová kůra', 'med', 'tabák', 'hnědý cukr', 'muškátový oříšek'],
    agings: ['směs rumů zrajících 3 až 8 let', 'metoda solera', 'až 12 let v tropickém klimatu', 'směs rumů starých 6 až 12 let', '5 let v dubových sudech'],
    casks: ['sudy po bourbonu', 'sudy po sherry Pedro Ximénez', 'sudy z amerického bílého dubu', 'sudy po portském víně', 'sudy z francouzského dubu'],
    servings: ['čistý při pokojové teplotě', 's velkou kostkou ledu', 'v koktejlu Old Fashioned', 'v Mai Tai', 'k hořké čokoládě a doutníku', 's kolou a limetkou'],
  },
  whisky: {
    ...spirit, glass: '#c47a2c', abv: 400,
    attributes: ['taste_profile', 'aging', 'cask', 'serving'],
    tastes: ['rašelina', 'kouř', 'med', 'vřes', 'sušené ovoce', 'sherry', 'vanilka', 'dub', 'zelené jablko', 'hruška', 'mořská sůl', 'karamel', 'hořká čokoláda', 'koření'],
    agings: ['bez udání věku', 'směs whisky starých 6 až 10 let', 'nejméně 3 roky v dubových sudech', 'frakční zrání metodou solera'],
    casks: ['sudy po bourbonu a sherry', 'sudy po oloroso sherry', 'sudy z amerického dubu', 'sudy po portském víně', 'sudy po rumu', 'sudy po červeném víně'],
    servings: ['čistá ve sklence tulipánového tvaru', 's několika kapkami vody', 'na ledu', 'v Old Fashioned', 'v Manhattanu', 'v highballu se sodou'],
  },
  gin: {
    ...spirit, glass: CLEAR, abv: 400,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['jalovec', 'koriandr', 'citronová kůra', 'pomerančová kůra', 'pepř', 'kardamom', 'levandule', 'okurka', 'růže', 'kořen anděliky', 'lékořice', 'bylinky', 'bergamot'],
    styles: ['London Dry', 'New Western Dry', 'Contemporary', 'botanický gin'],
    servings: ['s tonikem a plátkem okurky', 's tonikem a citronovou kůrou', 'v Negroni', 'v Dry Martini', 'v Tom Collins', 's tonikem a snítkou rozmarýnu', 'v Gimletu'],
  },
  vodka: {
    ...spirit, glass: CLEAR, abv: 400,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['čisté obilí', 'bílý pepř', 'smetana', 'vanilka', 'citrusová kůra', 'minerály', 'brambory', 'žitný chléb', 'anýz'],
    styles: ['obilná vodka', 'bramborová vodka', 'žitná vodka', 'pšeničná vodka', 'vodka z jarní vody, filtrovaná přes uhlí'],
    servings: ['vychlazená z mrazáku', 'v Moscow Mule', 'v Espresso Martini', 'v Bloody Mary', 's tonikem a limetkou', 'v Cosmopolitanu'],
  },
  tequila_a_mezcal: {
    ...spirit, glass: '#e6e0c8', abv: 400,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['vařené agáve', 'bílý pepř', 'limetka', 'citrusy', 'bylinky', 'minerály', 'máta'],
    styles: ['blanco ze 100% modré agáve', 'neleželá tequila ze 100% agáve'],
    servings: ['v Margaritě', 'v Palomě s grepovou limonádou', 'čistá s limetkou', 'v Tequila Sunrise'],
  },
  brandy_a_konak: {
    ...spirit, glass: '#a8541a', abv: 400,
    attributes: ['taste_profile', 'aging', 'cask', 'serving'],
    tastes: ['hrozny', 'sušené ovoce', 'vanilka', 'dub', 'květiny', 'pomerančová kůra', 'koření', 'lískové oříšky', 'med', 'fíky'],
    agings: ['VS: nejméně 2 roky v sudu', 'VSOP: nejméně 4 roky v sudu', 'XO: nejméně 10 let v sudu', 'metoda solera'],
    casks: ['sudy z limousinského dubu', 'sudy z francouzského dubu z Tronçais', 'sudy po sherry'],
    servings: ['čistý v koňakové sklence', 'v Sidecaru', 'k doutníku', 'po večeři s hořkou čokoládou', 'v Brandy Alexanderu'],
  },
  ceske_destilaty: {
    ...spirit, glass: '#e9eef0', abv: 450, volumes: [700, 500, 1000, 200, 50, 350, 1500, 3000],
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['zralá švestka', 'mandle', 'peckovina', 'koření', 'marcipán', 'skořice'],
    agings: ['3 roky v dubovém sudu', '5 let v dubovém sudu'],
    styles: ['jednodruhová pálenka', 'ovocný destilát z moravských sadů', 'pálenka z ručně sbíraného ovoce', 'dvakrát destilovaná v měděném kotli'],
    servings: ['při 12 až 15 °C ve stopkové skleničce', 'jako aperitiv', 'jako digestiv po jídle', 'čistá, nikdy ne ledová'],
  },
  likery: {
    ...spirit, glass: '#7a3b2e', abv: 200,
    attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['smetana', 'kakao', 'vanilka', 'karamel', 'káva', 'čokoláda', 'jahody'],
    styles: ['smetanový likér', 'likér na bázi irské whiskey', 'krémový likér'],
    servings: ['na ledu', 'do kávy', 'k dezertu', 'v koktejlu White Russian'],
  },
}

/** Ageing that the line name already states ("VSOP", "Añejo"), checked in order before the profile's list. */
export const AGING_BY_NAME: [RegExp, string][] = [
  [/\bXO\b|Paradis|Cordon Bleu|Extra\b/, 'XO: nejméně 10 let v sudu'],
  [/\bVSOP\b|Privilège|1738/, 'VSOP: nejméně 4 roky v sudu'],
  [/\bVS\b|Fine\b/, 'VS: nejméně 2 roky v sudu'],
  [/Extra Añejo/, 'extra añejo: přes 3 roky v sudu'],
  [/Añejo|1942/, 'añejo: 1 až 3 roky v sudu'],
  [/Reposado/, 'reposado: 2 až 12 měsíců v sudu'],
  [/Solera/, 'metoda solera'],
]

/** Leaf categories that differ from their category's profile. */
export const SPIRIT_LEAF_PROFILES: Record<string, Partial<Profile>> = {
  rum_bily: {
    glass: CLEAR,
    tastes: ['cukrová třtina', 'limetka', 'kokos', 'banán', 'vanilka', 'citrusy', 'tropické ovoce', 'ananas'],
    agings: ['krátce zrající, filtrovaný přes aktivní uhlí', 'do 2 let v sudech, poté filtrovaný', 'nezrající, odpočívá v nerezových tancích'],
    servings: ['v Mojitu', 'v Daiquiri', 's tonikem a limetkou', 'v Piña Coladě', 'v Cuba Libre'],
  },
  rum_koreneny: {
    tastes: ['vanilka', 'skořice', 'hřebíček', 'zázvor', 'pomeranč', 'karamel', 'muškátový oříšek', 'chilli', 'kokos', 'káva'],
    servings: ['s kolou a limetkou', 'se zázvorovým pivem', 'na ledu s plátkem pomeranče', 'v horkém grogu'],
  },
  rum_agricole: {
    glass: '#d9c48c',
    tastes: ['cukrová třtina', 'čerstvá tráva', 'zelený pepř', 'citrusy', 'ananas', 'minerály', 'banán'],
    agings: ['nezrající, 3 měsíce odpočívá v tancích', 'nejméně 4 roky v dubových sudech (VSOP)', 'nejméně 6 let v sudech (XO)'],
    servings: ['v Ti\' Punch s limetkou a třtinovým cukrem', 'čistý jako digestiv', 'v Daiquiri'],
  },
  whisky_irska: { tastes: ['med', 'vanilka', 'zelené jablko', 'hruška', 'sušenky', 'koření', 'citrusy', 'toffee', 'dub'], servings: ['čistá nebo s kapkou vody', 'v Irish Coffee', 'na ledu', 's zázvorovým pivem a limetkou'] },
  whisky_americka: {
    tastes: ['vanilka', 'karamel', 'kukuřice', 'javorový sirup', 'pálený cukr', 'dub', 'žito', 'skořice', 'třešně', 'pečené jablko'],
    casks: ['nové opálené sudy z amerického dubu', 'opálené sudy z amerického bílého dubu'],
    servings: ['v Old Fashioned', 've Whiskey Sour', 'v Mint Julep', 'na ledu', 'v Boulevardieru'],
  },
  whisky_japonska: {
    tastes: ['med', 'japonský dub mizunara', 'santalové dřevo', 'broskev', 'vanilka', 'zelený čaj', 'citrusy', 'jemný kouř', 'jablko'],
    casks: ['sudy z japonského dubu mizunara', 'sudy po sherry a bourbonu', 'sudy po víně umeshu', 'sudy z amerického dubu'],
    servings: ['v highballu se sodou a citronovou kůrou', 'čistá', 'na velké kostce ledu', 'mizuwari s vodou a ledem'],
  },
  gin_london_dry: { styles: ['London Dry', 'klasický London Dry s dominantním jalovcem'] },
  gin_ochuceny: {
    glass: '#e8a0b4',
    tastes: ['jahoda', 'pomeranč', 'citron', 'malina', 'rebarbora', 'zázvor', 'trnka', 'bezový květ', 'jalovec', 'grep'],
    styles: ['ochucený gin', 'pink gin', 'ovocný gin s přírodními aromaty'],
    servings: ['s tonikem, ledem a ovocem', 'v Gin Fizz', 'se sektem v Gin Spritz', 's limonádou'],
  },
  gin_cesky: { styles: ['český gin', 'gin z moravských bylin', 'London Dry z Česka'] },
  vodka_ochucena: {
    tastes: ['citron', 'limetka', 'brusinka', 'grep', 'vanilka', 'malina', 'hruška', 'pomeranč', 'lesní jahoda', 'bizoní tráva'],
    styles: ['ochucená vodka', 'vodka s přírodním ovocným aroma'],
  },
  tequila_reposado: {
    glass: '#d49a4a', attributes: ['taste_profile', 'aging', 'cask', 'serving'],
    tastes: ['vařené agáve', 'vanilka', 'karamel', 'dub', 'skořice', 'kakao', 'sušené ovoce'],
    agings: ['reposado: 2 až 12 měsíců v sudu', 'añejo: 1 až 3 roky v sudu', 'extra añejo: přes 3 roky v sudu'],
    casks: ['sudy po bourbonu', 'sudy z amerického dubu', 'sudy z francouzského dubu'],
    servings: ['čistá ve sklence na koňak', 'v Tommy\'s Margaritě', 'v Old Fashioned s agávovým sirupem'],
  },
  mezcal: {
    tastes: ['kouř', 'pečené agáve', 'zemitost', 'tropické ovoce', 'pepř', 'minerály', 'citrusová kůra'],
    styles: ['joven, pálený v měděných alembicích', 'artesanal z agáve espadín', 'z divoce rostoucí agáve'],
    servings: ['čistý s plátkem pomeranče a solí sal de gusano', 'v Mezcal Negroni', 'v Oaxaca Old Fashioned', 'v Mezcal Margaritě'],
  },
  armanak_calvados: { tastes: ['jablko', 'hruška', 'švestky', 'dub', 'vanilka', 'koření', 'karamel', 'skořice'] },
  hruskovice: { tastes: ['zralá hruška', 'med', 'květiny', 'vanilka', 'koření', 'hruškový koláč'] },
  merunkovice: { tastes: ['meruňka', 'meruňková pecka', 'med', 'mandle', 'květiny', 'meruňkový džem'] },
  ovocne_palenky: { tastes: ['jablko', 'třešně', 'višně', 'kdoule', 'maliny', 'jalovec', 'marcipán', 'pecka', 'trnky'] },
  bylinne_likery: {
    glass: '#3f5a2a', attributes: ['taste_profile', 'style', 'serving'],
    tastes: ['hořké byliny', 'skořice', 'hřebíček', 'anýz', 'máta', 'pomerančová kůra', 'hořec', 'lékořice', 'zázvor', 'pelyněk'],
    styles: ['bylinný likér podle tajné receptury', 'hořký bylinný likér', 'aromatický bitter do koktejlů'],
    servings: ['vychlazený jako digestiv', 's tonikem a plátkem citronu', 'na ledu', 'pár kapek do koktejlu'],
  },
  likery_ovocne: { glass: '#d9822b', tastes: ['pomeranč', 'malina', 'bezový květ', 'kokos', 'citrusy', 'ostružina', 'hořká pomerančová kůra'], styles: ['ovocný likér', 'likér z macerovaného ovoce', 'triple sec'], servings: ['v Margaritě', 'v Cosmopolitanu', 'se sektem', 'na ledu s tonikem'] },
  likery_orechove: { glass: '#5a3418', tastes: ['mandle', 'lískové oříšky', 'káva', 'vanilka', 'marcipán', 'karamel', 'hořká čokoláda'], styles: ['ořechový likér', 'kávový likér', 'likér z italských receptur'], servings: ['v Espresso Martini', 'na ledu', 'do kávy', 'v Amaretto Sour'] },
  aperitivy: { glass: '#c8361f', tastes: ['hořký pomeranč', 'rebarbora', 'pelyněk', 'byliny', 'grep', 'vanilka', 'koření'], styles: ['italský aperitiv', 'vermut', 'aromatizované víno'], servings: ['ve Spritzu se sektem a sodou', 'v Negroni', 'v Americanu', 'na ledu s plátkem pomeranče'] },
}
