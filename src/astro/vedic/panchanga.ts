/**
 * Panchanga of a moment from the sidereal Sun and Moon: tithi (12° of elongation), vara (weekday), nakshatra of the
 * Moon, yoga (13°20′ of the sum), karana (6° half-tithi). The vara here is the civil weekday of the local date
 * (midnight to midnight); the traditional day runs from sunrise.
 */
import { normDeg } from '../zodiac'
import { nakshatraOf, type NakshatraPosition } from './grahas'
import { FIXED_KARANAS, MOVABLE_KARANAS, NAKSHATRA_SPAN_DEG, TITHIS, VARAS, YOGAS } from './tables'

export interface Panchanga {
  /** 1–30: 1–15 Shukla paksha (waxing), 16–30 Krishna paksha. */
  tithi: number
  tithiName: string
  paksha: 'shukla' | 'krishna'
  /** Fraction of the tithi passed. */
  tithiElapsed: number
  /** 0 Sunday … 6 Saturday. */
  vara: number
  varaName: string
  varaLord: string
  nakshatra: NakshatraPosition
  /** 1–27. */
  yoga: number
  yogaName: string
  /** 1–60 half-tithi and its karana. */
  karanaIndex: number
  karanaName: string
}

export function panchangaOf(sunSidDeg: number, moonSidDeg: number, jdUT: number, utcOffsetHours: number): Panchanga {
  const elong = normDeg(moonSidDeg - sunSidDeg)
  const tithiIdx = Math.min(29, Math.floor(elong / 12))
  const tithi = tithiIdx + 1
  const tithiName = tithi === 30 ? 'Amavasya' : TITHIS[tithiIdx % 15]
  const vara = (((Math.floor(jdUT + 0.5 + utcOffsetHours / 24) + 1) % 7) + 7) % 7
  const yogaIdx = Math.min(26, Math.floor(normDeg(sunSidDeg + moonSidDeg) / NAKSHATRA_SPAN_DEG))
  const k = Math.min(59, Math.floor(elong / 6))
  const karanaName = k === 0 ? FIXED_KARANAS.first : k >= 57 ? FIXED_KARANAS.last[k - 57] : MOVABLE_KARANAS[(k - 1) % 7]
  return {
    tithi,
    tithiName,
    paksha: tithi <= 15 ? 'shukla' : 'krishna',
    tithiElapsed: elong / 12 - tithiIdx,
    vara,
    varaName: VARAS[vara].name,
    varaLord: VARAS[vara].lord,
    nakshatra: nakshatraOf(moonSidDeg),
    yoga: yogaIdx + 1,
    yogaName: YOGAS[yogaIdx],
    karanaIndex: k + 1,
    karanaName,
  }
}
