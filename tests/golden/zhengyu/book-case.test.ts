/**
 * 七政四余 against published charts: three of 鄭希誠's 星案 (《果老星宗》, read with 李光浦's 新詮), each placement
 * quoted in zhengshi-xingan.json with its page. The dates come from the printed four pillars; the search over
 * 900–1950 must find exactly the one date whose chart agrees with the book.
 */
import { Solar } from 'lunar-javascript'
import { civilFromJulianDay, formatDate, julianDay, parseDate } from '@/core/time'
import { JIAZI } from '@/divination/common/ganzhi'
import { fourPillars } from '@/divination/calendar/pillars'
import {
  branchIn,
  BRANCHES,
  computeZhengyuChart,
  parseZhengyuSettings,
  xiuOf,
  type ZhengyuBodyId,
  type ZhengyuChart,
  type ZhengyuSettings,
} from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import book from './zhengshi-xingan.json'

type Check = { quote: string[] } & (
  | { kind: 'mingGong' | 'duZhu'; expect: string }
  | { kind: 'branch' | 'xiu'; body: string; expect: string[] }
  | { kind: 'palace'; body: string; expect: string }
  | { kind: 'opposite' | 'samePalace' | 'sameXiu'; bodies: string[] }
  | { kind: 'flank'; bodies: string[]; aroundPalace?: string; aroundBody?: string }
)
type Case = (typeof book.cases)[number]

const bookSettings = Object.fromEntries(Object.entries(book.settings).filter(([key]) => key !== 'why'))
const SETTINGS = parseZhengyuSettings(bookSettings)
const { latDeg, lngDeg } = book.place
const RANGE_YEARS = [900, 1950] as const
/** A body this close to a 宿 or palace edge may stand in either neighbour (book.tolerance). */
const EDGE_DEG = 1

const checksOf = (c: Case) => c.checks as Check[]
const labelOf = (k: Check) => `${k.kind} ${'body' in k ? k.body : 'bodies' in k ? k.bodies.join('') : k.expect}`
const branchStep = (branch: string, step: number) => BRANCHES[(BRANCHES.indexOf(branch as (typeof BRANCHES)[number]) + step + 12) % 12]

/** Instant of a 时辰's middle hour (local mean time) on a civil date (Julian before 1582-10-15). */
const jdUTAt = (jdMidnight: number, lmtHour: number) => jdMidnight + (lmtHour - lngDeg / 15) / 24

/** Whether the chart bears out one check of the book, with tolerance at the edges for single placements. */
function holds(chart: ZhengyuChart, check: Check): boolean {
  const body = (id: string) => chart.bodies[id as ZhengyuBodyId]
  const around = (lonDeg: number) => [lonDeg - EDGE_DEG, lonDeg, lonDeg + EDGE_DEG]
  switch (check.kind) {
    case 'mingGong':
      return chart.mingGong === check.expect
    case 'duZhu':
      return chart.duZhu === check.expect
    case 'branch':
      return around(body(check.body).lonDeg).some((lon) => check.expect.includes(branchIn(lon, chart.palaceStarts)))
    case 'palace':
      return chart.palaces.find((p) => p.name === check.expect)?.branch === body(check.body).branch
    case 'xiu':
      return around(body(check.body).lonDeg).some((lon) => check.expect.includes(xiuOf(lon, chart.xiuStarts).xiu))
    case 'opposite':
      return branchStep(body(check.bodies[0]).branch, 6) === body(check.bodies[1]).branch
    case 'samePalace':
      return body(check.bodies[0]).branch === body(check.bodies[1]).branch
    case 'sameXiu':
      return body(check.bodies[0]).xiu === body(check.bodies[1]).xiu
    case 'flank': {
      const centre = check.aroundPalace ? chart.palaces.find((p) => p.name === check.aroundPalace)?.branch : body(check.aroundBody!).branch
      if (!centre) throw new Error(`no palace ${check.aroundPalace}`)
      const sides = check.bodies.map((id) => body(id).branch).sort()
      return sides.join() === [branchStep(centre, -1), branchStep(centre, 1)].sort().join()
    }
  }
}

async function chartOf(c: Case, settings: ZhengyuSettings = SETTINGS): Promise<ZhengyuChart> {
  const eph = await getNodeEphemeris('files')
  const jdUT = jdUTAt(julianDay(parseDate(c.date)), c.lmtHour)
  return computeZhengyuChart(eph, { jdUT, latDeg, lngDeg }, settings)
}

/** The chart as the failure message shows it: 命宫, 命度 and each body's palace, 宿 and 宿度. */
const seenOf = (chart: ZhengyuChart) =>
  `命宫 ${chart.mingGong}, 命度 ${chart.mingDu.xiu}; ${Object.entries(chart.bodies)
    .map(([id, b]) => `${id} ${b.branch}${b.xiu}${b.xiuDeg.toFixed(1)}`)
    .join(', ')}`

const byId = (id: string) => book.cases.find((c) => c.id === id)!

describe.each(book.cases)('鄭氏星案 $title', (c) => {
  it(`${c.date} (Julian) ${c.lmtHour}:00 local mean time carries the printed pillars ${c.pillars}`, () => {
    const jdMidnight = julianDay(parseDate(c.date))
    const p = fourPillars({ jdUT: jdUTAt(jdMidnight, c.lmtHour), zoneOffsetHours: lngDeg / 15 })
    expect([p.year, p.month, p.day, p.hour].map((g) => g.name).join(' ')).toBe(c.pillars)
    // lunar-javascript reads dates before 1582-10-15 as Julian too; year, month and day pillars from it.
    const [y, m, d] = c.date.split('-').map(Number)
    const l = Solar.fromYmdHms(y, m, d, c.lmtHour, 0, 0).getLunar()
    expect([l.getYearInGanZhiExact(), l.getMonthInGanZhiExact(), l.getDayInGanZhi()].join(' ')).toBe(c.pillars.split(' ').slice(0, 3).join(' '))
  })

  it.each(checksOf(c).map((check) => ({ check, label: `${labelOf(check)}: ${check.quote.join(' ')}` })))(
    '$label',
    async ({ check }) => {
      const chart = await chartOf(c)
      expect(holds(chart, check), seenOf(chart)).toBe(true)
    },
  )

  it(`is the only day of ${RANGE_YEARS.join('–')} with these pillars whose chart agrees with the book`, async () => {
    const eph = await getNodeEphemeris('files')
    const [, , dayName] = c.pillars.split(' ')
    const first = Math.floor(julianDay({ year: RANGE_YEARS[0], month: 1, day: 1 }) + 0.5)
    const last = julianDay({ year: RANGE_YEARS[1], month: 1, day: 1 })
    // Day 甲子 index = (JDN + 49) mod 60.
    const start = first + ((((JIAZI.indexOf(dayName) - 49 - first) % 60) + 60) % 60)
    const agreeing: string[] = []
    let withPillars = 0
    for (let jdn = start; jdn < last; jdn += 60) {
      const jdUT = jdUTAt(jdn - 0.5, c.lmtHour)
      const p = fourPillars({ jdUT, zoneOffsetHours: lngDeg / 15 })
      if ([p.year, p.month, p.day, p.hour].map((g) => g.name).join(' ') !== c.pillars) continue
      withPillars++
      const chart = computeZhengyuChart(eph, { jdUT, latDeg, lngDeg }, SETTINGS)
      if (checksOf(c).every((check) => holds(chart, check))) agreeing.push(formatDate(civilFromJulianDay(jdn)))
    }
    expect(withPillars).toBeGreaterThan(5)
    expect(agreeing).toEqual([c.date])
  }, 60_000)
})

describe('案四 against the other 罗睺', () => {
  const c = byId('案四')
  const failing = async (override: Record<string, unknown>) => {
    const chart = await chartOf(c, parseZhengyuSettings({ ...bookSettings, ...override }))
    return checksOf(c).filter((check) => !holds(chart, check))
  }

  it('罗睺 on the ascending node breaks 計躔月度, 金羅交戰 and 羅喉拱照', async () => {
    const broken = await failing({ luohouNode: 'ascending' })
    expect(broken.map(labelOf).sort()).toEqual(
      ['branch 罗睺', 'sameXiu 金罗睺', 'xiu 计都'].sort(),
    )
  })
})

describe('丙辰乙未 with the palaces cut at the 十二次 of 《晋书·天文志》 (palaceFrame ciXiu)', () => {
  const c = byId('丙辰乙未')
  const ciXiuChecks = c.ciXiuChecks as Check[]
  const ciXiu = parseZhengyuSettings({ ...bookSettings, palaceFrame: 'ciXiu' })

  it.each(ciXiuChecks.map((check) => ({ check, label: `${labelOf(check)}: ${check.quote.join(' ')}` })))(
    'agrees: $label',
    async ({ check }) => {
      const chart = await chartOf(c, ciXiu)
      expect(holds(chart, check), seenOf(chart)).toBe(true)
    },
  )

  it('keeps every main check of the case', async () => {
    const chart = await chartOf(c, ciXiu)
    expect(checksOf(c).filter((check) => !holds(chart, check)).map(labelOf)).toEqual([])
  })

  it('the same three fail on the 30° signs', async () => {
    const chart = await chartOf(c)
    expect(ciXiuChecks.filter((check) => holds(chart, check)).map(labelOf)).toEqual([])
  })
})
