/** Lenormand: the 36-card petit Lenormand with playing-card insets, layouts as data, and the seeded draw. */
export { LENORMAND_CARDS, LENORMAND_CARD_COUNT, type LenormandCard } from './tables'
export {
  LENORMAND_LAYOUTS,
  LENORMAND_LAYOUT_IDS,
  GRAND_TABLEAU_SHAPES,
  layoutPositions,
  type GrandTableauShape,
  type LenormandLayout,
  type LenormandLayoutId,
  type LenormandPosition,
} from './layouts'
export { lenormandSettingsSchema, defaultLenormandSettings, parseLenormandSettings, type LenormandSettings } from './settings'
export { drawLenormand, withLenormandClarifier, type LenormandDrawInput, type LenormandReading, type DrawnLenormandCard } from './chart'
export { questionSeed, dailySeed } from '@/divination/common/draw'
export { LENORMAND_MEANINGS, type LenormandMeaning } from './meanings'
export { interpretLenormand, layoutPairs, pairText, type LenormandInterpretation, type LenormandCardReading, type LenormandPair } from './reading'
