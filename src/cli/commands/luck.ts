/**
 * Luck command of the engine CLI: a day, week, month or year reading of a birth (time and place as in `natal`)
 * at `at` (the reading's {date, time, birthZone, summer} or {jdUT}; time defaults to 12:00 and the zone to the
 * birth's), with the per-area scores, the factors, the exact transits of the next 30 days and, for a day, the card.
 */
import { inputError } from '../../core/errors'
import { civilFromJulianDay, jdUTOf, utcOffsetHoursOf, validateBirthZone, type TimeInput } from '../../core/time'
import { calcSettingsFromRequest } from '../../astro/settings/calc'
import { dailyCard, LUCK_PERIODS, luckReading, type LuckFactor } from '../../astro/luck'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import { isoOfJdUT, objectOf, oneOf } from '../input'
import type { CommandTable } from '../registry'

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits
/** 1800-01-02 … 2399-12-30: the span of the ephemeris files. */
const JD_MIN = 2378497.5
const JD_MAX = 2597640.5

function factorOut(f: LuckFactor) {
  if (f.kind !== 'transit') return { kind: f.kind, sign: f.sign, house: f.house, date: isoOfJdUT(f.jdUT), score: round(f.score, 3), areas: f.areas }
  return {
    kind: f.kind,
    body: f.body,
    point: f.point,
    aspect: f.aspect,
    orb: round(f.orbDeg),
    minOrb: round(f.minOrbDeg),
    allowedOrb: round(f.allowedOrbDeg),
    applying: f.applying,
    exact: f.exactJdUT === null ? null : isoOfJdUT(f.exactJdUT),
    pointHouse: f.pointHouse,
    moverHouse: f.moverHouse,
    score: round(f.score, 3),
    areas: f.areas,
  }
}

export const commands: CommandTable = {
  luck: {
    summary: `luck reading of a birth: period ${LUCK_PERIODS.join('|')} at "at" {date, time, birthZone}; overall and per-area scores 0–100, factors (transit, natal point, aspect 1–5, orb, exact date), upcoming exact transits (30 days), and for a day the daily card`,
    example: `npm run -s engine -- luck '{"date":"1990-06-15","time":"20:00","birthZone":-8,"lat":39.93,"lng":116.41,"sex":1,"period":"day","at":{"date":"2025-03-10"}}'`,
    run: async (input) => {
      const period = oneOf(input.period, 'period', LUCK_PERIODS, 'day')
      const at = objectOf(input.at, 'at')
      if (!at) return inputError('bad_at', '需要 at：运势日期 {date[, time, birthZone]} 或 {jdUT}')
      const zone = validateBirthZone(at.birthZone ?? input.birthZone ?? -8)
      const summer = Number(at.summer ?? 0) ? 1 : 0
      const atJdUT = jdUTOf({ time: '12:00', ...at, birthZone: zone, summer } as TimeInput)
      if (!(atJdUT >= JD_MIN && atJdUT < JD_MAX)) inputError('bad_at', '运势日期应在 1800–2399 年之间')
      const utcOffsetHours = utcOffsetHoursOf(zone, summer)
      const eph = await getNodeEphemeris('files')
      const r = luckReading(eph, input, calcSettingsFromRequest(input, 'natal'), { period, atJdUT, utcOffsetHours })
      const local = civilFromJulianDay(atJdUT + utcOffsetHours / 24)
      const card =
        period === 'day'
          ? dailyCard({ ...(input as TimeInput), sex: Number(input.sex ?? 1) }, { year: local.year, month: local.month, day: local.day }, r.overall)
          : null
      return {
        period,
        from: isoOfJdUT(r.window.fromJdUT),
        to: isoOfJdUT(r.window.toJdUT),
        startDate: r.window.startDate,
        overall: r.overall,
        areas: r.areas,
        factors: r.factors.map(factorOut),
        upcoming: r.upcoming.map((u) => ({ body: u.body, point: u.point, aspect: u.aspect, date: isoOfJdUT(u.jdUT), retrograde: u.retrograde })),
        ...(card ? { card } : {}),
      }
    },
  },
}
