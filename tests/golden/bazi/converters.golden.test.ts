/**
 * The chinese-utils calculators against outside data: the golden bazi cases (chinese-bazi.json: pillars, 纳音,
 * 日旬空, the Urumqi true-solar-time case B11), Swiss Ephemeris term instants (terms-swetest.json) shown in other
 * zones, and swetest's Sun longitude at every term of 2026.
 */
import { describe, expect, it } from 'vitest'
import golden from './chinese-bazi.json'
import sweTerms from './terms-swetest.json'
import { momentOf } from '@/divination/calendar'
import { ganZhiReport, solarTimeConversion, termTable } from '@/divination/calendar/converters'
import { arcsec, itHasSwetest, swetestRows } from '../swetest'

const utcMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`)

describe('干支 of a date-time (golden bazi cases, clock time, 夜子时 keeps the day)', () => {
  for (const c of golden.bazi.filter((x) => 'pillars' in x.expected)) {
    const input = c.input as { solarDateTime?: string; clockDateTime?: string }
    const [date, time] = (input.solarDateTime ?? input.clockDateTime!).split(' ')
    const e = c.expected as { pillars: string; naYin: string[]; dayXunKong?: string }
    it(`${c.id}: ${c.description}`, () => {
      const r = ganZhiReport(momentOf({ date, time, birthZone: -8 }), { nextDayZiShi: false, jieqiType: 'exact', solarTime: 'clock' })
      const keys = ['year', 'month', 'day', 'hour'] as const
      expect(keys.map((k) => r.pillars[k].ganZhi).join(' ')).toBe(e.pillars)
      expect(keys.map((k) => r.pillars[k].naYin)).toEqual(e.naYin)
      if (e.dayXunKong) expect(r.pillars.day.xunKong).toBe(e.dayXunKong)
    })
  }
})

describe('干支 under the 子时 school (golden B2, 1988-02-15 23:30)', () => {
  const c = golden.bazi.find((x) => x.id === 'B2')!
  const conv = (c.expected as { pillarsByZiConvention: Record<string, string> }).pillarsByZiConvention
  const at = (nextDayZiShi: boolean) => {
    const r = ganZhiReport(momentOf({ date: '1988-02-15', time: '23:30', birthZone: -8 }), { nextDayZiShi, jieqiType: 'exact', solarTime: 'clock' })
    return { r, text: (['year', 'month', 'day', 'hour'] as const).map((k) => r.pillars[k].ganZhi).join(' ') }
  }
  it('夜子时 keeps the day', () => {
    expect(at(false).text).toBe(conv.lateZiDayStays_lunarJsSect2_tymeLunarSect2)
    expect(at(false).r.lateZi).toBe(true)
  })
  it('子时换日 takes the next day', () => {
    expect(at(true).text).toBe(conv.lateZiNextDay_lunarJsSect1_tymeDefault)
    expect(at(true).r.nextDayZiShi).toBe(true)
  })
})

describe('true solar time converter (golden B11, Urumqi)', () => {
  const c = golden.bazi.find((x) => x.id === 'B11')!
  const lngDeg = (c.input as { longitudeE: number }).longitudeE
  const r = solarTimeConversion({ ...momentOf({ date: '2000-06-15', time: '12:00', birthZone: -8 }), lngDeg })
  it('longitude correction −129.5 min (4 min × (87.62° − 120°))', () => {
    expect(r.longitudeMinutes).toBeCloseTo(-129.52, 2)
    expect(r.zoneMeridianDeg).toBe(120)
  })
  it('equation of time −0.2 min (±0.5 min, NOAA approximation in the source)', () => {
    expect(Math.abs(r.equationOfTimeMinutes - -0.2)).toBeLessThanOrEqual(0.5)
  })
  it('true solar time 09:50 (±1 min), mean solar time 09:50:29', () => {
    const [h, m, s] = r.trueSolarTime.split(' ')[1].split(':').map(Number)
    expect(Math.abs(h * 60 + m + s / 60 - (9 * 60 + 50))).toBeLessThanOrEqual(1)
    expect(r.meanSolarTime).toBe('2000-06-15 09:50:29')
    expect(r.clockTime).toBe('2000-06-15 12:00:00')
  })
})

describe('节气 table in the chosen zone (Swiss Ephemeris instants, terms-swetest.json)', () => {
  for (const zone of [0, 8, -5]) {
    for (const t of sweTerms.terms) {
      const year = Number(t.utc.slice(0, 4))
      it(`${t.name} ${t.utc} UT shown in UTC${zone >= 0 ? '+' : ''}${zone}`, () => {
        const tol = (t as { toleranceSeconds?: number }).toleranceSeconds ?? sweTerms.tolerance.seconds
        const row = [...termTable(year - 1, zone), ...termTable(year, zone), ...termTable(year + 1, zone)].find(
          (r) => r.name === t.name && Math.abs(utcMs(r.time) - zone * 3600000 - utcMs(t.utc)) < 86400000,
        )
        expect(row).toBeDefined()
        expect(Math.abs(utcMs(row!.time) - zone * 3600000 - utcMs(t.utc)) / 1000).toBeLessThanOrEqual(tol)
      })
    }
  }
})

describe('节气 table of 2026 against swetest (Sun apparent longitude at each term instant)', () => {
  itHasSwetest()
  it('all 24 terms within 2″ of their multiple of 15°, in order 小寒 … 冬至', async () => {
    const rows = termTable(2026, 8)
    expect(rows.map((r) => r.name)[0]).toBe('小寒')
    expect(rows.map((r) => r.name)[23]).toBe('冬至')
    for (const r of rows) {
      const [sun] = await swetestRows([`-bj${r.jdUT}`, '-ut', '-p0', '-fPl'])
      // The Sun moves about 2.5″ per minute: 2″ is well inside the minute the table shows.
      expect(arcsec(Number(sun[1]), r.sunLonDeg), `${r.name} ${r.time}`).toBeLessThanOrEqual(2)
    }
  })
})
