/**
 * Classical commands of the engine CLI (DESIGN.md §3): `classical` (sect, lots, dignities, antiscia, almuten,
 * fixed stars), `firdaria`, `profections`, `releasing`, `directions` and `circumambulation`. Birth time and place as
 * for `natal`.
 */
import { computeChart } from '../../astro'
import type { Chart } from '../../astro/charts/common'
import {
  annualProfection,
  chartCircumambulations,
  chartDirections,
  classicalChart,
  DEFAULT_PROMISSORS,
  DEFAULT_SIGNIFICATORS,
  CLASSICAL_PLANETS,
  firdaria,
  profectionYear,
  zodiacalReleasing,
  type ReleasingPeriod,
  type TimeLordPeriod,
} from '../../astro/classical'
import { ASPECTS } from '../../astro/aspects'
import type { Ephemeris } from '../../astro/ephemeris/adapter'
import { inputError } from '../../core/errors'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import { isoOfJdUT, numberIn, oneOf } from '../input'
import type { CommandTable } from '../registry'

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits
const signOf = (lonDeg: number) => Math.floor((((lonDeg % 360) + 360) % 360) / 30) + 1
const nowJdUT = () => Date.now() / 86400000 + 2440587.5

async function natalOf(input: Record<string, unknown>): Promise<{ eph: Ephemeris; chart: Chart }> {
  const eph = await getNodeEphemeris('files')
  return { eph, chart: computeChart(eph, 'natal', input) }
}

function periodOut(p: TimeLordPeriod): unknown {
  return { lord: p.lord, start: isoOfJdUT(p.startJdUT), end: isoOfJdUT(p.endJdUT), ...(p.sub ? { sub: p.sub.map(periodOut) } : {}) }
}

function releasingOut(list: ReleasingPeriod[]): unknown[] {
  return list.flatMap((p) => [
    {
      level: p.level,
      sign: p.sign,
      start: isoOfJdUT(p.startJdUT),
      end: isoOfJdUT(p.endJdUT),
      peak: p.angleFromFortune,
      loosing: p.loosing,
      truncated: p.truncated,
    },
    ...releasingOut(p.sub ?? []),
  ])
}

/** A non-empty list of point ids, or the default. */
function idList(v: unknown, name: string, def: readonly string[]): readonly string[] {
  if (v === undefined) return def
  if (!Array.isArray(v) || v.length === 0 || v.some((x) => typeof x !== 'string')) inputError('bad_' + name, `${name} 应为非空的字符串数组`)
  return v as string[]
}

/** Aspect numbers 1–maxId (default [1], the bodies themselves) as exact angles. */
function aspectAnglesOf(v: unknown, maxId: number): number[] {
  const ids = v === undefined ? [1] : v
  if (!Array.isArray(ids) || ids.length === 0 || ids.some((a) => !Number.isInteger(a) || a < 1 || a > maxId))
    inputError('bad_aspects', `aspects 应为 1–${maxId} 的相位编号数组`)
  return (ids as number[]).map((a) => ASPECTS[a - 1].angleDeg)
}

/** ageRange [from, to] in years, from below to (SPEC §9 default 0–120). */
function ageRangeOf(v: unknown): [number, number] {
  const range = v === undefined ? [0, 120] : v
  if (!Array.isArray(range) || range.length !== 2) inputError('bad_ageRange', 'ageRange 应为 [起, 止] 两个数')
  const from = numberIn(range[0], 'ageRange', 0, 150, 0)
  const to = numberIn(range[1], 'ageRange', from, 150, 120)
  if (to <= from) inputError('bad_ageRange', 'ageRange 的起始年龄须小于结束年龄')
  return [from, to]
}

/** A boolean setting, or its default. */
function flag(v: unknown, name: string, def: boolean): boolean {
  if (v === undefined) return def
  if (typeof v !== 'boolean') inputError('bad_' + name, `${name} 应为 true 或 false`)
  return v as boolean
}

export const commands: CommandTable = {
  classical: {
    summary:
      'classical layer of a natal chart: sect, lots, essential dignities (terms egyptian|ptolemaic, triplicity dorothean|ptolemaic), antiscia (antisciaOrb, antisciaAxis), almuten, prenatal syzygy, fixed stars (fixedStarOrb)',
    example: `npm run -s engine -- classical '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916}'`,
    run: async (input) => {
      const terms = oneOf(input.terms, 'terms', ['egyptian', 'ptolemaic'] as const, 'egyptian')
      const triplicity = oneOf(input.triplicity, 'triplicity', ['dorothean', 'ptolemaic'] as const, 'dorothean')
      const fixedStarOrbDeg = numberIn(input.fixedStarOrb, 'fixedStarOrb', 0, 10, 1)
      const antisciaOrbDeg = numberIn(input.antisciaOrb, 'antisciaOrb', 0, 10, 2)
      const antisciaAxisDeg = numberIn(input.antisciaAxis, 'antisciaAxis', 0, 360, 90)
      const { eph, chart } = await natalOf(input)
      const c = classicalChart(eph, chart, { terms, triplicity, fixedStarOrbDeg, antisciaOrbDeg, antisciaAxisDeg })
      return {
        jdUT: chart.jdUT,
        houseSystem: chart.houses.system,
        sect: c.sect,
        lots: Object.fromEntries(Object.entries(c.lots).map(([k, v]) => [k, round(v)])),
        dignities: c.dignities,
        antiscia: Object.fromEntries(
          CLASSICAL_PLANETS.map((p) => [p, { antiscion: round(c.antiscia[p].antiscion), contraAntiscion: round(c.antiscia[p].contraAntiscion) }]),
        ),
        antisciaContacts: c.antisciaContacts.map((a) => ({ ...a, orbDeg: round(a.orbDeg, 4) })),
        almuten: c.almuten,
        almutenPoints: c.almutenPoints,
        syzygy: c.syzygy && { kind: c.syzygy.kind, date: isoOfJdUT(c.syzygy.jdUT), lon: round(c.syzygy.lonDeg) },
        fixedStars: c.fixedStars.map((s) => ({
          name: s.name,
          zh: s.zh,
          mag: s.mag,
          lon: round(s.lonDeg),
          conjunctions: s.conjunctions.map((x) => ({ body: x.body, orbDeg: round(x.orbDeg, 4) })),
        })),
      }
    },
  },
  firdaria: {
    summary: 'firdaria from birth to age 75: nocturnalOrder abuMashar|bonatti, yearDays (365.2425 default)',
    example: `npm run -s engine -- firdaria '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916}'`,
    run: async (input) => {
      const nocturnalOrder = oneOf(input.nocturnalOrder, 'nocturnalOrder', ['abuMashar', 'bonatti'] as const, 'abuMashar')
      const yearDays = numberIn(input.yearDays, 'yearDays', 360, 366, 365.2425)
      const { chart } = await natalOf(input)
      const periods = firdaria(chart.jdUT, chart.isDiurnal, { nocturnalOrder, yearDays })
      return { jdUT: chart.jdUT, sect: chart.isDiurnal ? 'day' : 'night', nocturnalOrder, yearDays, periods: periods.map(periodOut) }
    },
  },
  profections: {
    summary:
      'annual profection (whole sign, traditional rulers) at completed age (default: now), from Asc or any body/point ("from"); months from the solar return',
    example: `npm run -s engine -- profections '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916,"age":29}'`,
    run: async (input) => {
      const { eph, chart } = await natalOf(input)
      const from = typeof input.from === 'string' ? input.from : 'Asc'
      const fromLon = from === 'Asc' ? chart.houses.ascDeg : from === 'Mc' ? chart.houses.mcDeg : chart.bodies[from as 'Sun']?.lonDeg
      if (fromLon === undefined) inputError('bad_from', `from 应为 Asc、Mc 或星盘中的天体：${JSON.stringify(input.from)}`)
      const defaultAge = Math.max(0, Math.floor((nowJdUT() - chart.jdUT) / 365.2422))
      const age = Math.floor(numberIn(input.age, 'age', 0, 150, defaultAge))
      // The year turns at the solar return; age 0 starts at birth.
      const year = profectionYear(eph, chart.jdUT, chart.bodies.Sun!.lonDeg, age)
      if (!year) return inputError('return_not_found', '找不到该年的太阳回归时刻')
      const { startJdUT: start, endJdUT: end } = year
      const p = annualProfection(age, fromLon, chart.houses.ascDeg, start, end)
      return {
        age: p.age,
        from,
        sign: p.sign,
        house: p.house,
        lord: p.lord,
        yearStart: isoOfJdUT(start),
        yearEnd: isoOfJdUT(end),
        months: p.months.map((m) => ({ sign: m.sign, lord: m.lord, start: isoOfJdUT(m.startJdUT) })),
      }
    },
  },
  releasing: {
    summary:
      'zodiacal releasing from the Lot of Fortune or Spirit (lot), levels 1–4, years (span, default 100); 360-day years, peaks, loosing of the bond',
    example: `npm run -s engine -- releasing '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916,"lot":"Spirit","levels":2}'`,
    run: async (input) => {
      const lot = oneOf(input.lot, 'lot', ['Fortune', 'Spirit'] as const, 'Fortune')
      const levels = Math.round(numberIn(input.levels, 'levels', 1, 4, 2))
      const years = numberIn(input.years, 'years', 1, 150, 100)
      const { chart } = await natalOf(input)
      const lotLon = chart.bodies[lot]!.lonDeg
      const fortuneSign = signOf(chart.bodies.Fortune!.lonDeg)
      const periods = zodiacalReleasing(chart.jdUT, signOf(lotLon), fortuneSign, { levels, spanYears: years })
      return { jdUT: chart.jdUT, lot, lotLon: round(lotLon), fortuneSign, periods: releasingOut(periods) }
    },
  },
  directions: {
    summary:
      'primary directions (Placidian semi-arc): key ptolemy|naibod|cardan|solarArc, method zodiaco|mundo, converse, promissors[] (bodies, lots, fixed stars), significators[] (default Asc, Mc), aspects[] (aspect numbers, default [1]), ageRange [0,120]',
    example: `npm run -s engine -- directions '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916,"aspects":[1,2,4]}'`,
    run: async (input) => {
      const key = oneOf(input.key, 'key', ['ptolemy', 'naibod', 'cardan', 'solarArc'] as const, 'naibod')
      const method = oneOf(input.method, 'method', ['zodiaco', 'mundo'] as const, 'zodiaco')
      const promissors = idList(input.promissors, 'promissors', DEFAULT_PROMISSORS)
      const significators = idList(input.significators, 'significators', DEFAULT_SIGNIFICATORS)
      const aspectAnglesDeg = aspectAnglesOf(input.aspects, ASPECTS.length)
      const [from, to] = ageRangeOf(input.ageRange)
      const { eph, chart } = await natalOf(input)
      const run = (converse: boolean) =>
        chartDirections(eph, chart, promissors, significators, {
          key,
          method,
          converse,
          aspectAnglesDeg,
          ageRange: [from, to],
        })
      const direct = run(false)
      if (direct.unknown.length) inputError('bad_point', `未知的星体或点：${direct.unknown.join('、')}`)
      const list = input.converse === true ? [...direct.directions, ...run(true).directions].sort((a, b) => a.arcDeg - b.arcDeg) : direct.directions
      return {
        jdUT: chart.jdUT,
        key,
        method,
        directions: list.map((d) => ({
          promissor: d.promissor,
          significator: d.significator,
          aspect: ASPECTS.find((a) => a.angleDeg === d.aspectDeg)!.id,
          side: d.side,
          converse: d.converse,
          arcDeg: round(d.arcDeg),
          years: round(d.years, 4),
          date: isoOfJdUT(d.jdUT),
        })),
      }
    },
  },
  circumambulation: {
    summary:
      'circumambulation through the bounds: significator Asc|Mc|Sun|Moon|Fortune, key ptolemy|naibod, terms egyptian|ptolemaic, hasTerm (bound lords as distributors; false: periods from promissor to promissor), promissors[] (of the seven planets), aspects[] (rays, default [1]), circleNum (periods listed, 0 = all), moonLink (the Moon as a second significator), ageRange [0,120]',
    example: `npm run -s engine -- circumambulation '{"date":"1940-10-09","time":"18:30","birthZone":-1,"lat":53.4084,"lng":-2.9916,"aspects":[1,4],"moonLink":true}'`,
    run: async (input) => {
      const significator = oneOf(input.significator, 'significator', ['Asc', 'Mc', 'Sun', 'Moon', 'Fortune'] as const, 'Asc')
      const key = oneOf(input.key, 'key', ['ptolemy', 'naibod'] as const, 'ptolemy')
      const terms = oneOf(input.terms, 'terms', ['egyptian', 'ptolemaic'] as const, 'egyptian')
      const promissors = idList(input.promissors, 'promissors', CLASSICAL_PLANETS)
      const strange = promissors.filter((p) => !(CLASSICAL_PLANETS as readonly string[]).includes(p))
      if (strange.length) inputError('bad_promissors', `推进星只能是七颗古典行星：${strange.join('、')}`)
      const o = {
        key,
        terms,
        promissors,
        aspectAnglesDeg: aspectAnglesOf(input.aspects, 5),
        ageRange: ageRangeOf(input.ageRange),
        hasTerm: flag(input.hasTerm, 'hasTerm', true),
        circleNum: Math.round(numberIn(input.circleNum, 'circleNum', 0, 60, 0)),
        moonLink: flag(input.moonLink, 'moonLink', false),
      }
      const { eph, chart } = await natalOf(input)
      const aspectId = (deg: number) => ASPECTS.find((a) => a.angleDeg === deg)!.id
      const runs = chartCircumambulations(eph, chart, significator, o)!
      const { aspectAnglesDeg, ...shown } = o
      return {
        jdUT: chart.jdUT,
        ...shown,
        aspects: aspectAnglesDeg.map(aspectId),
        significators: runs.map((r) => ({
          significator: r.significator,
          periods: r.periods.map((d) => ({
            lord: d.lord,
            aspect: d.aspectDeg === null ? null : aspectId(d.aspectDeg),
            startLon: round(d.startLonDeg),
            arcDeg: round(d.arcDeg),
            fromYears: round(d.fromYears, 4),
            toYears: round(d.toYears, 4),
            date: isoOfJdUT(d.jdUT),
            partners: d.partners.map((p) => ({ body: p.body, aspect: aspectId(p.aspectDeg) })),
          })),
        })),
      }
    },
  },
}
