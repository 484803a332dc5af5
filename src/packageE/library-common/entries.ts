/**
 * The knowledge library: one entry per sign, planet (and lunar node), house, Ptolemaic aspect, chart type, and
 * tarot and Lenormand card.
 * Articles are ours (./texts-*); the dice texts are shared with the astro dice; links between entries come
 * from the doctrine tables (domiciles, exaltations) plus the natural sign of each house.
 */
import { ASPECTS } from '@/astro/aspects'
import { EXALTATIONS, SIGN_RULERS } from '@/astro/classical/tables'
import { SIGN_IDS, type SignId } from '@/astro/zodiac'
import { HOUSE_DICE_MEANINGS, PLANET_DICE_MEANINGS, SIGN_DICE_MEANINGS } from '@/divination/dice/meanings'
import { ASPECT_TEXTS, HOUSE_TEXTS, type LibraryAspectKey } from './texts-houses'
import { tarotEntrySources, lenormandEntrySources, type CardEntrySource } from './cards'
import {
  aspectEntryId,
  chartTypeEntryId,
  houseEntryId,
  lenormandEntryId,
  LIBRARY_PLANET_IDS,
  planetEntryId,
  signEntryId,
  tarotEntryId,
  type LibraryPlanetId,
} from './ids'
import { CHART_TYPE_SEE, CHART_TYPE_TEXTS, LIBRARY_CHART_TYPES } from './texts-charts'
import { PLANET_TEXTS } from './texts-planets'
import { SIGN_TEXTS, type LibraryText } from './texts-signs'

export const LIBRARY_CATEGORIES = ['sign', 'planet', 'house', 'aspect', 'chartType', 'tarot', 'lenormand'] as const
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number]

/** How a linked entry relates to this one (library.rel.<rel> in i18n). */
export type LinkRel = 'ruler' | 'modernRuler' | 'exalted' | 'naturalHouse' | 'opposite' | 'rules' | 'exaltation' | 'naturalSign' | 'see'

export interface LibraryLink {
  rel: LinkRel
  to: string
}

export interface LibraryEntry {
  /** 'sign-Aries', 'planet-Sun', 'house-1', 'aspect-trine', 'chart-natal', 'tarot-6', 'lenormand-24'. */
  id: string
  category: LibraryCategory
  /** Sign or body id, house number as text, aspect key, chart type, or card id / number as text. */
  key: string
  /** Card entries: the card's name (other titles come from i18n). */
  name?: string
  text: LibraryText
  /** The same subject in the astro dice, when it has a face there. */
  diceText: string | null
  links: readonly LibraryLink[]
}

/** Modern rulers of the outer planets (co-rulers beside the traditional lords). */
const MODERN_RULERS = { Scorpio: 'Pluto', Aquarius: 'Uranus', Pisces: 'Neptune' } as const satisfies Partial<Record<SignId, LibraryPlanetId>>

const signAt = (i: number): SignId => SIGN_IDS[((i % 12) + 12) % 12]

function signLinks(i: number): LibraryLink[] {
  const sign = SIGN_IDS[i]
  const links: LibraryLink[] = [{ rel: 'ruler', to: planetEntryId(SIGN_RULERS[i]) }]
  const modern = (MODERN_RULERS as Partial<Record<SignId, string>>)[sign]
  if (modern) links.push({ rel: 'modernRuler', to: planetEntryId(modern) })
  for (const [body, [s]] of Object.entries(EXALTATIONS)) if (s === i + 1) links.push({ rel: 'exalted', to: planetEntryId(body) })
  links.push({ rel: 'naturalHouse', to: houseEntryId(i + 1) }, { rel: 'opposite', to: signEntryId(signAt(i + 6)) })
  return links
}

function planetLinks(body: LibraryPlanetId): LibraryLink[] {
  const links: LibraryLink[] = []
  SIGN_RULERS.forEach((lord, i) => lord === body && links.push({ rel: 'rules', to: signEntryId(SIGN_IDS[i]) }))
  for (const [sign, lord] of Object.entries(MODERN_RULERS)) if (lord === body) links.push({ rel: 'rules', to: signEntryId(sign as SignId) })
  const ex = (EXALTATIONS as Partial<Record<string, readonly [number, number]>>)[body]
  if (ex) links.push({ rel: 'exaltation', to: signEntryId(SIGN_IDS[ex[0] - 1]) })
  if (body === 'NorthNode' || body === 'SouthNode') {
    links.push({ rel: 'opposite', to: planetEntryId(body === 'NorthNode' ? 'SouthNode' : 'NorthNode') }, { rel: 'see', to: planetEntryId('Moon') })
  }
  return links
}

function houseLinks(n: number): LibraryLink[] {
  return [
    { rel: 'naturalSign', to: signEntryId(SIGN_IDS[n - 1]) },
    { rel: 'ruler', to: planetEntryId(SIGN_RULERS[n - 1]) },
    { rel: 'opposite', to: houseEntryId(((n + 5) % 12) + 1) },
  ]
}

/** Aspects related by angle: the hard ones together, the soft ones together. */
const ASPECT_SEE: Readonly<Record<LibraryAspectKey, readonly LibraryAspectKey[]>> = {
  conjunction: ['opposition'],
  opposition: ['conjunction', 'square'],
  trine: ['sextile'],
  square: ['opposition'],
  sextile: ['trine'],
}

function buildEntries(): LibraryEntry[] {
  const signs = SIGN_IDS.map((sign, i) => ({
    id: signEntryId(sign),
    category: 'sign' as const,
    key: sign,
    text: SIGN_TEXTS[sign],
    diceText: SIGN_DICE_MEANINGS[sign]?.text ?? null,
    links: signLinks(i),
  }))
  const planets = LIBRARY_PLANET_IDS.map((body) => ({
    id: planetEntryId(body),
    category: 'planet' as const,
    key: body,
    text: PLANET_TEXTS[body],
    diceText: PLANET_DICE_MEANINGS[body]?.text ?? null,
    links: planetLinks(body),
  }))
  const houses = HOUSE_TEXTS.map((text, i) => ({
    id: houseEntryId(i + 1),
    category: 'house' as const,
    key: String(i + 1),
    text,
    diceText: HOUSE_DICE_MEANINGS[i]?.text ?? null,
    links: houseLinks(i + 1),
  }))
  const aspects = (Object.keys(ASPECT_TEXTS) as LibraryAspectKey[]).map((key) => ({
    id: aspectEntryId(key),
    category: 'aspect' as const,
    key,
    text: ASPECT_TEXTS[key],
    diceText: null,
    links: ASPECT_SEE[key].map((k) => ({ rel: 'see' as const, to: aspectEntryId(k) })),
  }))
  const chartTypes = LIBRARY_CHART_TYPES.map((type) => ({
    id: chartTypeEntryId(type),
    category: 'chartType' as const,
    key: type,
    text: CHART_TYPE_TEXTS[type],
    diceText: null,
    links: CHART_TYPE_SEE[type].map((k) => ({ rel: 'see' as const, to: chartTypeEntryId(k) })),
  }))
  const cards = (category: 'tarot' | 'lenormand', sources: CardEntrySource[], idOf: (key: number) => string) =>
    sources.map((c) => ({
      id: idOf(Number(c.key)),
      category,
      key: c.key,
      name: c.name,
      text: c.text,
      diceText: null,
      links: c.neighbours.map((to) => ({ rel: 'see' as const, to })),
    }))
  return [
    ...signs,
    ...planets,
    ...houses,
    ...aspects,
    ...chartTypes,
    ...cards('tarot', tarotEntrySources(), tarotEntryId),
    ...cards('lenormand', lenormandEntrySources(), lenormandEntryId),
  ]
}

export const LIBRARY_ENTRIES: readonly LibraryEntry[] = buildEntries()

const byId = new Map(LIBRARY_ENTRIES.map((e) => [e.id, e]))

export function libraryEntry(id: string | undefined): LibraryEntry | null {
  return (id !== undefined && byId.get(id)) || null
}

/** The aspect's exact angle, from the engine's aspect table. */
export function aspectAngleDeg(key: string): number | null {
  return ASPECTS.find((a) => a.key === key)?.angleDeg ?? null
}

/** i18n key and options of an entry's title: names come from the chart namespace, never a copy. */
export function entryTitleKey(entry: LibraryEntry): { key: string; options?: Record<string, unknown> } {
  switch (entry.category) {
    case 'sign':
      return { key: `chart.sign.${SIGN_IDS.indexOf(entry.key as SignId)}` }
    case 'planet':
      return { key: `chart.body.${entry.key}` }
    case 'house':
      return { key: 'chart.house', options: { n: entry.key } }
    case 'aspect':
      return { key: `chart.aspect.${ASPECTS.findIndex((a) => a.key === entry.key)}` }
    case 'chartType':
      return { key: `chart.kind.${entry.key}` }
    case 'tarot':
    case 'lenormand':
      return { key: 'library.cardTitle', options: { name: entry.name } }
  }
}
