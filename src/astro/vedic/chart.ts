/**
 * The Vedic chart of one moment and place: sidereal grahas and lagna (Swiss Ephemeris sidereal mode), whole-sign
 * houses from the lagna (and the chosen bhavas), nakshatras, dignities, combustion, planetary war, chara karakas,
 * the sixteen vargas with vimshopaka bala, the panchanga and the dashas.
 */
import { inputError } from '@/core/errors'
import type { Ephemeris } from '../ephemeris/adapter'
import { FILE_RANGE_JD_UT, SE } from '../ephemeris/constants'
import { houseOf } from '../houses'
import { normDeg } from '../zodiac'
import { computeDasha, type DashaResult } from './dasha'
import { dignityOf, isCombust, nakshatraOf, planetaryWars, type Dignity, type NakshatraPosition, type PlanetaryWar } from './grahas'
import { panchangaOf, type Panchanga } from './panchanga'
import { BHAVA_HOUSE_LETTER, type VedicSettings } from './settings'
import { charaKarakas, vimshopaka, type Karaka } from './strength'
import { GRAHA_IDS, SEVEN_GRAHAS, type GrahaId, type SevenGraha } from './tables'
import { VARGA_NUMBERS, vargaSign } from './vargas'

export interface VedicGraha {
  lonDeg: number
  latDeg: number
  speedDegPerDay: number
  /** 1–12 from sidereal Aries. */
  sign: number
  degInSign: number
  /** Whole-sign house from the lagna, 1–12. */
  house: number
  /** House in the chosen bhava division (settings.bhava); equals `house` for whole signs. */
  bhava: number
  nakshatra: NakshatraPosition
  retrograde: boolean
  combust: boolean
  dignity: Dignity
}

export interface VedicChart {
  jdUT: number
  place: { latDeg: number; lngDeg: number }
  settings: VedicSettings
  ayanamsa: { sidMode: number; deg: number }
  lagna: { lonDeg: number; sign: number; degInSign: number; nakshatra: NakshatraPosition }
  /** Start of each bhava 1–12 (sidereal) in the chosen division; whole signs start at 0° of each sign. */
  bhavaCusps: number[]
  grahas: Record<GrahaId, VedicGraha>
  wars: PlanetaryWar[]
  karakas: Karaka[]
  /** vargas[n][id or 'Lagna'] = sign 1–12. */
  vargas: Record<number, Record<GrahaId | 'Lagna', number>>
  /** Vimshopaka bala (out of 20, shodasavarga) of the seven planets. */
  vimshopaka: Record<SevenGraha, number>
  panchanga: Panchanga
  dasha: DashaResult
}

export interface VedicInput {
  jdUT: number
  latDeg: number
  lngDeg: number
  /** Local clock offset (east positive) for the weekday; defaults to local mean time (lng / 15). */
  utcOffsetHours?: number
}

const SE_IDS: Record<Exclude<GrahaId, 'Rahu' | 'Ketu'>, number> = {
  Sun: SE.SUN,
  Moon: SE.MOON,
  Mars: SE.MARS,
  Mercury: SE.MERCURY,
  Jupiter: SE.JUPITER,
  Venus: SE.VENUS,
  Saturn: SE.SATURN,
}

export function computeVedicChart(eph: Ephemeris, input: VedicInput, settings: VedicSettings): VedicChart {
  const { jdUT, latDeg, lngDeg } = input
  if (!(jdUT >= FILE_RANGE_JD_UT.start && jdUT < FILE_RANGE_JD_UT.end))
    inputError('date_out_of_range', '日期超出星历范围：印度占星盘支持 1800-01-01 至 2399-12-31')
  const sidMode = settings.ayanamsa
  const opts = { sidMode }
  const raw = {} as Record<GrahaId, { lonDeg: number; latDeg: number; speedDegPerDay: number }>
  for (const id of SEVEN_GRAHAS) {
    const p = eph.calcUt(jdUT, SE_IDS[id], opts)
    if (!p) throw new Error(`swe_calc_ut ${id}: ${eph.lastError()}`)
    raw[id] = { lonDeg: p.lonDeg, latDeg: p.latDeg, speedDegPerDay: p.lonSpeedDegPerDay }
  }
  const node = eph.calcUt(jdUT, settings.nodeTrue ? SE.TRUE_NODE : SE.MEAN_NODE, opts)
  if (!node) throw new Error(`swe_calc_ut node: ${eph.lastError()}`)
  raw.Rahu = { lonDeg: node.lonDeg, latDeg: 0, speedDegPerDay: node.lonSpeedDegPerDay }
  raw.Ketu = { lonDeg: normDeg(node.lonDeg + 180), latDeg: 0, speedDegPerDay: node.lonSpeedDegPerDay }
  const ascDeg = eph.houses(jdUT, latDeg, lngDeg, 'W', opts).ascDeg
  const lagnaSign = Math.floor(ascDeg / 30) + 1
  const bhavaCusps =
    settings.bhava === 'wholeSign'
      ? Array.from({ length: 12 }, (_, i) => ((lagnaSign - 1 + i) % 12) * 30)
      : eph.houses(jdUT, latDeg, lngDeg, BHAVA_HOUSE_LETTER[settings.bhava], opts).cusps

  const grahas = {} as Record<GrahaId, VedicGraha>
  for (const id of GRAHA_IDS) {
    const r = raw[id]
    const sign = Math.floor(r.lonDeg / 30) + 1
    const retrograde = r.speedDegPerDay < 0
    grahas[id] = {
      ...r,
      sign,
      degInSign: r.lonDeg - (sign - 1) * 30,
      house: ((sign - lagnaSign + 12) % 12) + 1,
      bhava: houseOf(r.lonDeg, bhavaCusps),
      nakshatra: nakshatraOf(r.lonDeg),
      retrograde,
      combust: isCombust(id, r.lonDeg, raw.Sun.lonDeg, retrograde),
      dignity: dignityOf(id, r.lonDeg),
    }
  }

  const vargas = {} as Record<number, Record<GrahaId | 'Lagna', number>>
  for (const n of VARGA_NUMBERS) {
    const row = { Lagna: vargaSign(n, ascDeg) } as Record<GrahaId | 'Lagna', number>
    for (const id of GRAHA_IDS) row[id] = vargaSign(n, raw[id].lonDeg)
    vargas[n] = row
  }
  const rashiSigns = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, grahas[g].sign])) as Record<SevenGraha, number>
  const degs = Object.fromEntries([...SEVEN_GRAHAS, 'Rahu'].map((g) => [g, grahas[g as GrahaId].degInSign])) as Record<SevenGraha | 'Rahu', number>

  const startLon = settings.dasaStartingPoint === 'lagna' ? ascDeg : raw.Moon.lonDeg
  return {
    jdUT,
    place: { latDeg, lngDeg },
    settings,
    ayanamsa: { sidMode, deg: eph.ayanamsaUt(jdUT, sidMode) },
    lagna: { lonDeg: ascDeg, sign: lagnaSign, degInSign: ascDeg - (lagnaSign - 1) * 30, nakshatra: nakshatraOf(ascDeg) },
    bhavaCusps,
    grahas,
    wars: planetaryWars(raw),
    karakas: charaKarakas(degs, settings.karakaType),
    vargas,
    vimshopaka: vimshopaka(vargas, rashiSigns),
    panchanga: panchangaOf(raw.Sun.lonDeg, raw.Moon.lonDeg, jdUT, input.utcOffsetHours ?? lngDeg / 15),
    dasha: computeDasha({
      system: settings.dasaType,
      startLonDeg: startLon,
      birthJdUT: jdUT,
      yearDays: settings.yearDays,
      levels: settings.dasaLevels,
      chara: { lagnaSign, signs: Object.fromEntries(GRAHA_IDS.map((g) => [g, grahas[g].sign])) as Record<GrahaId, number> },
    }),
  }
}
