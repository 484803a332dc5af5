/** Dreamspell rules, one known fact each (rules of esoteric.json: Dreamspell kit, 13-Moon calendar, dreamspell-math). */
import { parseDate, type CivilDate } from '@/core/time'
import { EngineInputError } from '@/core/errors'
import { describeKin, kinOfDate, mayanDay, parseMayanSettings, thirteenMoonYear } from '@/divination/mayan'
import { createRng } from '@/core/random'

/** Next calendar day by the platform's own calendar (independent of the engine's day count). */
function nextDay(d: CivilDate): CivilDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1))
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}
const isFeb29 = (d: CivilDate) => d.month === 2 && d.day === 29

describe('Dreamspell rules', () => {
  it('"29 February is not counted": every counted day advances the kin by one, over 1999–2005 (two leap days)', () => {
    let d = parseDate('1999-01-01')
    let prev = kinOfDate(d)
    while (d.year < 2006) {
      d = nextDay(d)
      if (isFeb29(d)) continue
      const k = kinOfDate(d)
      expect(k).toBe((prev % 260) + 1)
      prev = k
    }
  })

  it('"the kin cycles every 260 counted days" from random dates 1600–2400', () => {
    const rnd = createRng(260)
    for (let i = 0; i < 30; i++) {
      let d: CivilDate = { year: 1600 + Math.floor(rnd() * 800), month: 1 + Math.floor(rnd() * 12), day: 1 + Math.floor(rnd() * 28) }
      const k = kinOfDate(d)
      for (let counted = 0; counted < 260;) {
        d = nextDay(d)
        if (!isFeb29(d)) counted++
      }
      expect(kinOfDate(d)).toBe(k)
    }
  })

  it('"0.0 Hunab Ku": 29 February takes the kin of 28 February by default and of 1 March with asMar1', () => {
    const feb28 = kinOfDate(parseDate('2024-02-28'))
    const mar1 = kinOfDate(parseDate('2024-03-01'))
    expect(mar1).toBe((feb28 % 260) + 1)
    expect(kinOfDate(parseDate('2024-02-29'))).toBe(feb28)
    expect(kinOfDate(parseDate('2024-02-29'), 'asMar1')).toBe(mar1)
    // The setting changes nothing on other days.
    expect(kinOfDate(parseDate('2024-03-01'), 'asMar1')).toBe(mar1)
  })

  it('table method: kin = day + monthCode + yearCode, month codes [0,31,59,90,120,151,181,212,243,13,44,74], for every non-leap day 1900–2099', () => {
    const monthCodes = [0, 31, 59, 90, 120, 151, 181, 212, 243, 13, 44, 74]
    for (let year = 1900; year <= 2099; year++) {
      const yearCode = kinOfDate({ year, month: 1, day: 1 }) - 1
      for (let month = 1; month <= 12; month++)
        for (const day of [1, 15, 28])
          expect(kinOfDate({ year, month, day }), `${year}-${month}-${day}`).toBe(((day + monthCodes[month - 1] + yearCode - 1) % 260) + 1)
    }
    // The table gives 29 February the kin of 1 March (day 29 + 31 = 1 + 59).
    expect(kinOfDate(parseDate('2000-02-29'), 'asMar1')).toBe(((29 + 31 + kinOfDate(parseDate('2000-01-01')) - 1 - 1) % 260) + 1)
  })

  it('"year bearer advances 105 kin per year" and 25 July (Day Out of Time) still carries a kin', () => {
    for (let year = 1990; year < 2030; year++) {
      const a = mayanDay({ year, month: 7, day: 26 }).kin
      const b = mayanDay({ year: year + 1, month: 7, day: 26 }).kin
      expect((a - 1 + 105) % 260).toBe(b - 1)
    }
    const dot = mayanDay(parseDate('2025-07-25'))
    expect(dot.moonYear.dayOutOfTime).toBe(true)
    expect(dot.kin).toBe(kinOfDate(parseDate('2025-07-24')) + 1)
  })

  it('"occult: seals add to 21, tones to 14"; guide, analog and antipode keep the tone; "antipode: seal + 10"', () => {
    for (const date of ['2001-01-01', '2017-09-09', '1964-04-12']) {
      const d = mayanDay(parseDate(date))
      const occult = describeKin(d.occultKin)
      expect(occult.seal + d.seal).toBe(21)
      expect(occult.tone + d.tone).toBe(14)
      for (const k of [d.guideKin, d.analogKin, d.antipodeKin]) expect(describeKin(k).tone).toBe(d.tone)
      expect(((describeKin(d.antipodeKin).seal - d.seal + 20) % 20) as number).toBe(10)
      // Analog: seal codes add up to 19 (Sun counted as 0).
      expect((describeKin(d.analogKin).seal + d.seal) % 20).toBe(19)
    }
  })

  it('"guide of tones 1, 6, 11 is the kin itself"', () => {
    expect(mayanDay(parseDate('2010-12-25')).guideKin).toBe(1)
  })

  it('bad input is an input error: before the Gregorian reform, an unknown leap-day rule', () => {
    expect(() => kinOfDate(parseDate('1500-03-01'))).toThrow(EngineInputError)
    expect(() => parseMayanSettings({ leapDay: 'noon' })).toThrow(expect.objectContaining({ code: 'bad_leap_day' }))
  })
})

describe('13-Moon calendar', () => {
  it('"13 moons of 28 days from 26 July; 25 July is the Day Out of Time"; 29 February sits in the 8th moon uncounted', () => {
    const y = thirteenMoonYear(2023)
    expect(y.moons).toHaveLength(13)
    expect(y.moons.every((m) => m.days.length === 28)).toBe(true)
    expect(y.moons[0].days[0]).toMatchObject({ date: '2023-07-26', day: 1, kin: 174 }) // White Overtone Wizard year
    expect(y.dayOutOfTime.date).toBe('2024-07-25')
    // Moon 8 (Galactic Moon) runs 7 February – 6 March (lawoftime.org); 2024-02-29 is beside it, uncounted.
    expect(y.moons[7].days[0].date).toBe('2024-02-07')
    expect(y.moons[7].days[27].date).toBe('2024-03-06')
    expect(y.moons[7].hunabKu).toEqual({ date: '2024-02-29', day: null, kin: kinOfDate(parseDate('2024-02-28')) })
    expect(y.moons.filter((m) => m.hunabKu)).toHaveLength(1)
  })
})
