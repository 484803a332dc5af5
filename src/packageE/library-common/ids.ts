/** Library entry ids, small enough for the chart pages to link to entries without loading the library. */
import { PLANET_IDS } from '@/astro/bodies'
import type { SignId } from '@/astro/zodiac'

/** The bodies with a library entry: the ten planets and the lunar nodes. */
export const LIBRARY_PLANET_IDS = [...PLANET_IDS, 'NorthNode', 'SouthNode'] as const
export type LibraryPlanetId = (typeof LIBRARY_PLANET_IDS)[number]

export const signEntryId = (sign: SignId) => `sign-${sign}`
export const planetEntryId = (body: string) => `planet-${body}`
export const houseEntryId = (n: number) => `house-${n}`
export const aspectEntryId = (key: string) => `aspect-${key}`

/** Whether a chart body has its own library entry. */
export function hasPlanetEntry(body: string): body is LibraryPlanetId {
  return (LIBRARY_PLANET_IDS as readonly string[]).includes(body)
}
export const tarotEntryId = (cardId: number) => `tarot-${cardId}`
export const lenormandEntryId = (n: number) => `lenormand-${n}`
export const chartTypeEntryId = (type: string) => `chart-${type}`
