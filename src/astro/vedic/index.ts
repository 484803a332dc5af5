/** Vedic astrology (jyotish): the public face used by the CLI and the pages. */
export { computeVedicChart, type VedicChart, type VedicGraha, type VedicInput } from './chart'
export { charaDasha, charaSequence, charaSignYears, type CharaInput } from './chara'
export { computeDasha, currentPeriods, type DashaPeriod, type DashaResult } from './dasha'
export { dignityOf, isCombust, nakshatraOf, planetaryWars, type Dignity, type NakshatraPosition, type PlanetaryWar } from './grahas'
export { panchangaOf, type Panchanga } from './panchanga'
export {
  BHAVA_SYSTEMS,
  CHART_STYLES,
  DASA_SYSTEMS,
  defaultVedicSettings,
  parseVedicSettings,
  vedicSettingsSchema,
  YEAR_DAYS_CHOICES,
  type BhavaSystem,
  type ChartStyle,
  type DasaSystem,
  type VedicSettings,
} from './settings'
export { charaKarakas, compoundRelation, vimshopaka, type Karaka } from './strength'
export { GRAHA_IDS, NAKSHATRAS, NAKSHATRA_ZH, SEVEN_GRAHAS, type GrahaId, type SevenGraha } from './tables'
export { VARGA_NUMBERS, VARGA_RULES, vargaSign, type VargaNumber } from './vargas'
