/** A Lenormand reading: the seeded deal of a layout (three, five, nine, Grand Tableau with houses). */
import { inputError } from '@/core/errors'
import { dealReading, requestsWithClarifier, type DealtCard, type PlusRequest } from '@/divination/common/deal'
import { LENORMAND_LAYOUT_IDS, layoutPositions, type LenormandLayoutId } from './layouts'
import { parseLenormandSettings, type LenormandSettings } from './settings'
import { LENORMAND_CARD_COUNT } from './tables'

export interface DrawnLenormandCard {
  position: string
  /** 1–36. */
  n: number
  reversed: boolean
  /** Grid place of the position (0-based; clarifier cards carry their position's place, the director none). */
  row?: number
  col?: number
  /** Grand Tableau: the house the card falls in (1–36). */
  house?: number
}

export interface LenormandDrawInput {
  seed: string
  layout?: LenormandLayoutId
  settings?: Partial<LenormandSettings>
  cutIndex?: number
  plus?: readonly PlusRequest[]
}

export interface LenormandReading {
  seed: string
  layout: LenormandLayoutId
  cards: DrawnLenormandCard[]
  director: DrawnLenormandCard | null
  plus: { position: string; cards: DrawnLenormandCard[] }[]
}

export function drawLenormand(input: LenormandDrawInput): LenormandReading {
  const layoutId = input.layout ?? 'three'
  if (!LENORMAND_LAYOUT_IDS.includes(layoutId)) inputError('bad_layout', `layout 应为 ${LENORMAND_LAYOUT_IDS.join(' / ')} 之一：${String(layoutId)}`)
  const settings = parseLenormandSettings(input.settings)
  const positions = layoutPositions(layoutId, settings.grandTableau)
  const byId = new Map(positions.map((p) => [p.id, p]))
  const asCard = (c: DealtCard): DrawnLenormandCard => {
    const p = byId.get(c.position)
    const place = p ? { row: p.row, col: p.col } : {}
    return { position: c.position, n: c.index + 1, reversed: c.reversed, ...place, ...(p?.house ? { house: p.house } : {}) }
  }
  const positionIds = positions.map((p) => p.id)
  return { seed: input.seed, layout: layoutId, ...dealReading(input, LENORMAND_CARD_COUNT, positionIds, settings, asCard) }
}

/** One more clarifier card for a position of a saved reading (the deal replayed, see requestsWithClarifier). */
export function withLenormandClarifier(
  base: Omit<LenormandDrawInput, 'plus'>,
  plus: LenormandReading['plus'],
  position: string,
): LenormandReading['plus'] {
  return drawLenormand({ ...base, plus: requestsWithClarifier(plus, position) }).plus
}
