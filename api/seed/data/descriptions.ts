import type { Voice } from '../types.ts'
import { capitalize, joinCzech } from '../text.ts'

/** What a description template may use; optional parts exist only when the product has that attribute. */
export type DescriptionContext = {
  /** Brand, line and edition, without the volume. */
  title: string
  brand: string
  /** Lower-case Czech noun of the category: "tmavý rum". */
  noun: string
  /** "z Venezuely". */
  from: string
  tastes: string[]
  aging?: string
  cask?: string
  style?: string
  serving?: string
  material?: string
  care?: string
}

type Sentence = (c: DescriptionContext) => string
type Templates = { intro: Sentence[]; taste: Sentence[]; craft: Sentence[]; serving: Sentence[]; outro: Sentence[] }

// Sentences avoid adjectives and pronouns that would have to agree with the product's grammatical gender.
const tasteSentences: Sentence[] = [
  (c) => `Ve vůni i chuti se prolínají ${joinCzech(c.tastes)}.`,
  (c) => `Chuťový profil tvoří ${joinCzech(c.tastes)}.`,
  (c) => `Na patře se objevují ${joinCzech(c.tastes)}, dochuť je dlouhá a vyvážená.`,
  (c) => `Čekejte tóny, jako jsou ${joinCzech(c.tastes)}.`,
]

const craftSentences: Sentence[] = [
  (c) => (c.aging ? `Zrání: ${c.aging}.` : ''),
  (c) => (c.cask ? `O finální charakter se starají ${c.cask}.` : ''),
  (c) => (c.style ? `Styl: ${c.style}.` : ''),
  (c) => (c.aging && c.cask ? `Zrání: ${c.aging}, ${c.cask}.` : ''),
]

const TEMPLATES: Record<Voice, Templates> = {
  spirit: {
    intro: [
      (c) => `${c.title} je ${c.noun} ${c.from} od značky ${c.brand}.`,
      (c) => `${capitalize(c.noun)} ${c.from} s výrazným charakterem: to je ${c.title}.`,
      (c) => `Za láhví ${c.title} stojí značka ${c.brand}, ${c.noun} pochází ${c.from}.`,
      (c) => `Mezi hosty našeho baru patří ${c.title} k oblíbeným volbám.`,
    ],
    taste: tasteSentences,
    craft: craftSentences,
    serving: [
      (c) => (c.serving ? `Doporučujeme podávat ${c.serving}.` : ''),
      (c) => (c.serving ? `Tip od našich barmanů: ${c.serving}.` : ''),
      (c) => (c.serving ? `Nejlépe chutná ${c.serving}.` : ''),
    ],
    outro: [
      () => 'Skvělý tip na dárek i do domácího baru.',
      () => 'Ochutnat se dá i u nás v baru v Praze.',
      () => 'Vhodné k degustaci i do koktejlů.',
    ],
  },
  wine: {
    intro: [
      (c) => `${c.title} je ${c.noun} ${c.from} od výrobce ${c.brand}.`,
      (c) => `Od výrobce ${c.brand} přichází ${c.noun} ${c.from}: ${c.title}.`,
      (c) => `${capitalize(c.noun)} ${c.from}, které si oblíbili hosté našeho baru: ${c.title}.`,
    ],
    taste: tasteSentences,
    craft: craftSentences,
    serving: [
      (c) => (c.serving ? `Podávejte ${c.serving}.` : ''),
      (c) => (c.serving ? `Sommeliérský tip: ${c.serving}.` : ''),
    ],
    outro: [() => 'Ideální láhev k večeři i jako dárek.', () => 'Otevřete ji s přáteli, hodí se k mnoha jídlům.'],
  },
  beer: {
    intro: [
      (c) => `${c.title} je ${c.noun} ${c.from} od výrobce ${c.brand}.`,
      (c) => `Z nabídky výrobce ${c.brand} vybíráme ${c.noun} ${c.from}: ${c.title}.`,
    ],
    taste: [(c) => `V chuti se potkávají ${joinCzech(c.tastes)}.`, ...tasteSentences.slice(0, 2)],
    craft: craftSentences,
    serving: [
      (c) => (c.serving ? `Podávejte ${c.serving}.` : ''),
      (c) => (c.serving ? `Nejlépe chutná ${c.serving}.` : ''),
    ],
    outro: [() => 'Na čepu ho občas najdete i u nás v baru.', () => 'Dobré pivo se hodí ke každé příležitosti.'],
  },
  soft: {
    intro: [
      (c) => `${c.title} je ${c.noun} ${c.from} od výrobce ${c.brand}.`,
      (c) => `Od výrobce ${c.brand} přichází ${c.noun} ${c.from}: ${c.title}.`,
    ],
    taste: [(c) => `V chuti: ${joinCzech(c.tastes)}.`, ...tasteSentences.slice(0, 2)],
    craft: craftSentences,
    serving: [
      (c) => (c.serving ? `Doporučujeme ${c.serving}.` : ''),
      (c) => (c.serving ? `Tip od našich barmanů: ${c.serving}.` : ''),
    ],
    outro: [() => 'Nezbytnost každého domácího baru.', () => 'Oblíbená volba barmanů v našem baru.'],
  },
  gift: {
    intro: [
      (c) => `Hledáte dárek? ${c.title} potěší každého milovníka dobrého pití.`,
      (c) => `${c.title}: dárek připravený v naší pražské prodejně.`,
      (c) => `${c.title} je hotový dárek, který stačí jen předat.`,
    ],
    taste: [
      (c) => `Uvnitř čekají chutě jako ${joinCzech(c.tastes)}.`,
      (c) => `Obdarovaný ochutná tóny, jako jsou ${joinCzech(c.tastes)}.`,
    ],
    craft: [(c) => (c.style ? `Balení: ${c.style}.` : '')],
    serving: [(c) => (c.serving ? `Hodí se ${c.serving}.` : '')],
    outro: [
      () => 'K dárku rádi přidáme přání, stačí napsat do poznámky k objednávce.',
      () => 'Balíme ručně v naší prodejně v Praze.',
    ],
  },
  merch: {
    intro: [
      (c) => `${c.title} od značky ${c.brand}: ${c.noun} pro domácí bar i profesionály.`,
      (c) => `Z naší nabídky vybavení pro domácí bar: ${c.title}.`,
    ],
    taste: [],
    craft: [
      (c) => (c.material ? `Materiál: ${c.material}.` : ''),
      (c) => (c.style ? `${capitalize(c.style)}.` : ''),
      (c) => (c.care ? `${capitalize(c.care)}.` : ''),
    ],
    serving: [],
    outro: [
      () => 'Stejné vybavení používáme i u nás v baru v Praze.',
      () => 'Skvělý dárek pro každého domácího barmana.',
    ],
  },
}

/** 2 to 4 sentences: an intro, then taste, craft and serving notes as the product has them, then maybe an outro. */
export function describe(
  voice: Voice,
  c: DescriptionContext,
  pick: <T>(items: readonly T[]) => T,
  chance: (p: number) => boolean,
): string {
  const t = TEMPLATES[voice]
  const sentences = [pick(t.intro)(c)]
  if (t.taste.length > 0 && c.tastes.length > 0) sentences.push(pick(t.taste)(c))
  const crafted = t.craft.map((s) => s(c)).filter(Boolean)
  if (crafted.length > 0) sentences.push(pick(crafted))
  const served = t.serving.length > 0 ? pick(t.serving)(c) : ''
  if (served && sentences.length < 4) sentences.push(served)
  if (sentences.length < 2 || (sentences.length < 4 && chance(0.5))) sentences.push(pick(t.outro)(c))
  return sentences.join(' ')
}

/** One line for listings: "Tmavý rum z Venezuely. Vanilka, karamel, sušené ovoce." */
export function describeShort(voice: Voice, c: DescriptionContext): string {
  if (voice === 'merch')
    return `${capitalize(c.noun)} od značky ${c.brand}.${c.material ? ` Materiál: ${c.material}.` : ''}`
  if (voice === 'gift') return `${capitalize(c.noun)}, hotový dárek k předání.`
  const tastes = c.tastes.length > 0 ? ` ${capitalize(c.tastes.join(', '))}.` : ''
  return `${capitalize(c.noun)} ${c.from}.${tastes}`
}
