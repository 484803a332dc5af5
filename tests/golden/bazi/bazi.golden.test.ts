/**
 * Golden bazi cases (tests/golden/bazi/chinese-bazi.json, copied with provenance from the shared golden set) and
 * term instants from Swiss Ephemeris (terms-swetest.json). Each case runs under the convention it names.
 */
import { describe, expect, it } from 'vitest'
import golden from './chinese-bazi.json'
import sweTerms from './terms-swetest.json'
import { baziChart, type QiYunMethod } from '@/divination/bazi'
import { termsOfYear } from '@/divination/calendar'

type Case = (typeof golden.bazi)[number]
const birthOf = (c: Case) => {
  const raw = (c.input as { solarDateTime?: string; clockDateTime?: string }).solarDateTime ?? (c.input as { clockDateTime: string }).clockDateTime
  const [date, time] = raw.split(' ')
  const sex = (c.input as { gender?: string }).gender === '女' ? 0 : 1
  return { date, time, birthZone: -8, sex, lng: 116.4 }
}
const pillarsOf = (ch: ReturnType<typeof baziChart>) => ['year', 'month', 'day', 'hour'].map((k) => ch.pillars[k as 'year'].ganZhi).join(' ')
const METHOD_KEYS: [QiYunMethod, string][] = [
  ['shichen', '时辰折算'],
  ['minute', '分钟折算'],
  ['second', '秒级'],
  ['yuanheng', '元亨利贞'],
]
/** "2011年4月23日 17:15:00" or "2011-04-23 17:15:00" → "2011-04-23 17:15" */
const normalise = (s: string) => {
  const m = /(\d+)[-年](\d+)[-月](\d+)日?\s+(\d+):(\d+)/.exec(s)!
  return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')} ${m[4].padStart(2, '0')}:${m[5]}`
}

describe('golden bazi cases (lunar-javascript / tyme4ts published expectations)', () => {
  for (const c of golden.bazi.filter((x) => 'pillars' in x.expected)) {
    const e = c.expected as Case['expected'] & Record<string, unknown>
    describe(`${c.id}: ${c.description}`, () => {
      const chart = baziChart(birthOf(c), { nextDayZiShi: false, solarTime: 'clock', qiYunMethod: 'shichen' })
      it('four pillars (夜子时 keeps the day, clock time)', () => {
        expect(pillarsOf(chart)).toBe(e.pillars)
      })
      it('纳音', () => {
        expect(['year', 'month', 'day', 'hour'].map((k) => chart.pillars[k as 'year'].naYin)).toEqual(e.naYin)
      })
      if (e.shiShenGan) {
        it('十神 of stems, 藏干 and their 十神', () => {
          const keys = ['year', 'month', 'day', 'hour'] as const
          expect(keys.map((k) => chart.pillars[k].shiShen)).toEqual(e.shiShenGan)
          expect(keys.map((k) => chart.pillars[k].hiddenStems.map((h) => h.name).join(''))).toEqual(e.hideGan)
          expect(keys.map((k) => chart.pillars[k].hiddenStems.map((h) => h.shiShen).join(','))).toEqual(e.shiShenZhi)
        })
        it('胎元, 命宫, 身宫, 日旬空', () => {
          expect(chart.taiYuan.ganZhi).toBe(e.taiYuan)
          expect(chart.mingGong.ganZhi).toBe(e.mingGong)
          expect(chart.shenGong.ganZhi).toBe(e.shenGong)
          expect(chart.pillars.day.xunKong).toBe(e.dayXunKong)
        })
      }
      const dy = e.daYun as {
        direction: string; firstDaYun: string; next: string[]; firstDaYunStartAge_xu: number; firstDaYunStartYear: number
        qiYunByMethod: Record<string, { startsAt: string; y_m_d?: number[]; y_m_d_h?: number[]; y_m_d_h_min?: number[] }>
      }
      it('大运 direction, first pillars, start age (虚岁) and year', () => {
        expect(chart.yun.forward).toBe(dy.direction.startsWith('顺'))
        expect(chart.yun.list.slice(0, 3).map((d) => d.ganZhi)).toEqual([dy.firstDaYun, ...dy.next])
        expect(chart.yun.list[0].startAgeXu).toBe(dy.firstDaYunStartAge_xu)
        expect(chart.yun.list[0].startYear).toBe(dy.firstDaYunStartYear)
      })
      for (const [method, label] of METHOD_KEYS) {
        it(`起运 by ${label}`, () => {
          const [key, want] = Object.entries(dy.qiYunByMethod).find(([k]) => k.includes(label))!
          const q = baziChart(birthOf(c), { qiYunMethod: method }).yun.qiYun
          const parts = want.y_m_d_h_min ?? want.y_m_d_h ?? want.y_m_d!
          expect([q.years, q.months, q.days, q.hours, q.minutes].slice(0, parts.length), key).toEqual(parts)
          expect(normalise(q.startsAt), key).toBe(normalise(want.startsAt))
        })
      }
    })
  }

  it('B2: 晚子时 23:30 under both day-boundary conventions', () => {
    const c = golden.bazi.find((x) => x.id === 'B2')!
    const conv = (c.expected as { pillarsByZiConvention: Record<string, string> }).pillarsByZiConvention
    expect(pillarsOf(baziChart(birthOf(c), { nextDayZiShi: false }))).toBe(conv.lateZiDayStays_lunarJsSect2_tymeLunarSect2)
    expect(pillarsOf(baziChart(birthOf(c), { nextDayZiShi: true }))).toBe(conv.lateZiNextDay_lunarJsSect1_tymeDefault)
  })

  it('B11: Urumqi 12:00 — true solar time moves the hour 午→巳, year and month stay', () => {
    const c = golden.bazi.find((x) => x.id === 'B11')!
    const e = c.expected as { pillarsWithoutCorrection: string; trueSolarTime: string; pillarsWithTrueSolarTime: string }
    const input = { date: '2000-06-15', time: '12:00', birthZone: -8, sex: 1, lng: (c.input as { longitudeE: number }).longitudeE }
    expect(pillarsOf(baziChart(input, { solarTime: 'clock' }))).toBe(e.pillarsWithoutCorrection)
    const tst = baziChart(input, { solarTime: 'true' })
    expect(pillarsOf(tst)).toBe(e.pillarsWithTrueSolarTime)
    const [hh, mm] = e.trueSolarTime.split(' ')[1].split(':').map(Number)
    const [lh, lm, ls] = tst.time.localTime.split(' ')[1].split(':').map(Number)
    expect(Math.abs(lh * 60 + lm + ls / 60 - (hh * 60 + mm))).toBeLessThanOrEqual(1)
  })
})

describe('term instants against Swiss Ephemeris (terms-swetest.json)', () => {
  for (const t of sweTerms.terms) {
    const tol = (t as { toleranceSeconds?: number }).toleranceSeconds ?? sweTerms.tolerance.seconds
    it(`${t.name} ${t.utc8} (UTC+8) within ${tol} s`, () => {
      const year = Number(t.utc8.slice(0, 4))
      const ours = termsOfYear(year).find((x) => x.name === t.name)!
      const toSec = (s: string) => Date.parse(s.replace(' ', 'T') + 'Z') / 1000
      expect(Math.abs(toSec(ours.timeUtc8) - toSec(t.utc8))).toBeLessThanOrEqual(tol)
    })
  }
})
