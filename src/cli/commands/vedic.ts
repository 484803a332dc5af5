/**
 * `vedic` command of the engine CLI (DESIGN.md §3): sidereal grahas and lagna, nakshatras, whole-sign houses, the
 * sixteen vargas, the dashas and the panchanga. Dates in the answer are ISO 8601 UTC strings.
 */
import { inputError } from '../../core/errors'
import { utcOffsetHoursOf, validateBirthZone } from '../../core/time'
import { placeOf, timeOf, type RawInput } from '../../astro/options'
import { computeVedicChart, currentPeriods, GRAHA_IDS, parseVedicSettings, VARGA_NUMBERS, type DashaPeriod, type VedicChart } from '../../astro/vedic'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import { isoOfJdUT } from '../input'
import type { CommandTable } from '../registry'

const round = (x: number, digits = 7) => Math.round(x * 10 ** digits) / 10 ** digits

function periodOut(p: DashaPeriod): unknown {
  return {
    lord: p.lord,
    ...(p.yogini ? { yogini: p.yogini } : {}),
    ...(p.sign ? { sign: p.sign } : {}),
    start: isoOfJdUT(p.startJdUT),
    end: isoOfJdUT(p.endJdUT),
    ...(p.sub ? { sub: p.sub.map(periodOut) } : {}),
  }
}

/** `atJdUT`: the moment whose running periods are listed in `dasa.current` (the CLI passes now by default). */
export function vedicOut(c: VedicChart, atJdUT: number) {
  return {
    jdUT: c.jdUT,
    place: { lat: c.place.latDeg, lng: c.place.lngDeg },
    ayanamsa: c.ayanamsa.sidMode,
    ayanamsaDeg: round(c.ayanamsa.deg),
    nodeType: c.settings.nodeTrue ? 'true' : 'mean',
    lagna: { lon: round(c.lagna.lonDeg), sign: c.lagna.sign, nakshatra: c.lagna.nakshatra.nakshatra, pada: c.lagna.nakshatra.pada },
    bodies: Object.fromEntries(
      GRAHA_IDS.map((id) => {
        const g = c.grahas[id]
        return [
          id,
          {
            lon: round(g.lonDeg),
            sign: g.sign,
            signDeg: round(g.degInSign),
            nakshatra: g.nakshatra.nakshatra,
            nakshatraName: g.nakshatra.name,
            nakshatraLord: g.nakshatra.lord,
            pada: g.nakshatra.pada,
            house: g.house,
            bhava: g.bhava,
            speed: round(g.speedDegPerDay),
            retrograde: g.retrograde,
            combust: g.combust,
            dignity: g.dignity,
          },
        ]
      }),
    ),
    bhava: { system: c.settings.bhava, cusps: c.bhavaCusps.map((x) => round(x)) },
    wars: c.wars.map((w) => ({ grahas: w.grahas, separation: round(w.separationDeg, 4), winner: w.winner })),
    karakas: c.karakas.map((k) => ({ karaka: k.karaka, graha: k.graha })),
    vargas: Object.fromEntries(VARGA_NUMBERS.map((n) => [`D${n}`, c.vargas[n]])),
    vimshopaka: Object.fromEntries(Object.entries(c.vimshopaka).map(([k, v]) => [k, round(v, 3)])),
    panchanga: {
      tithi: c.panchanga.tithi,
      tithiName: c.panchanga.tithiName,
      paksha: c.panchanga.paksha,
      vara: c.panchanga.varaName,
      nakshatra: c.panchanga.nakshatra.nakshatra,
      nakshatraName: c.panchanga.nakshatra.name,
      yoga: c.panchanga.yoga,
      yogaName: c.panchanga.yogaName,
      karana: c.panchanga.karanaName,
    },
    dasa: {
      system: c.dasha.system,
      yearDays: c.settings.yearDays,
      startingPoint: c.settings.dasaStartingPoint,
      nakshatra: c.dasha.nakshatra,
      balanceYears: round(c.dasha.balanceYears, 6),
      at: isoOfJdUT(atJdUT),
      current: currentPeriods(c.dasha.periods, atJdUT).map((p) => ({
        lord: p.lord,
        ...(p.sign ? { sign: p.sign } : {}),
        start: isoOfJdUT(p.startJdUT),
        end: isoOfJdUT(p.endJdUT),
      })),
      periods: c.dasha.periods.map(periodOut),
    },
  }
}

/** Birth time is required: a Vedic chart without the hour has no lagna and no dasha dates. */
export function vedicInputOf(input: RawInput) {
  if (input.jdUT === undefined && input.date !== undefined && (input.time === undefined || input.time === ''))
    inputError('missing_time', '印度占星盘需要出生时间（time，如 "20:00"）')
  const jdUT = timeOf(input)
  const place = placeOf(input)
  const utcOffsetHours = input.jdUT === undefined ? utcOffsetHoursOf(validateBirthZone(input.birthZone ?? -8), Number(input.summer ?? 0)) : undefined
  return { jdUT, latDeg: place.latDeg, lngDeg: place.lngDeg, utcOffsetHours }
}

export const commands: CommandTable = {
  vedic: {
    summary:
      'Vedic (sidereal) chart: grahas with nakshatra/pada/house, lagna, vargas D1–D60, dasa (ayanamsa SE_SIDM number, nodeType true|mean, dasa vimshottari|yogini|ashtottari|chara (Jaimini, K.N. Rao), yearDays, dasaStartingPoint moon|lagna, karakaType 7|8, bhava wholeSign|equalFromLagna|sripati, at (time input) for dasa.current, default now)',
    example: `npm run -s engine -- vedic '{"date":"1996-12-07","time":"10:34","birthZone":-5.5,"lat":13.0389,"lng":80.2619}'`,
    run: async (input) => {
      const settings = parseVedicSettings(input)
      const birth = vedicInputOf(input)
      // "Now" is the CLI's business, never the engine's: without "at" the running periods are today's.
      const at = input.at === undefined ? Date.now() / 86400000 + 2440587.5 : timeOf(input.at as RawInput)
      return vedicOut(computeVedicChart(await getNodeEphemeris('files'), birth, settings), at)
    },
  },
}
