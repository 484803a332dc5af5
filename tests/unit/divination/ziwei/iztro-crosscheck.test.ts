/**
 * Peer-library cross-check: our own engine against iztro 2.6.1 (MIT), the reference library named in the issue,
 * over seeded random births and target dates. Expected values come from iztro, not from our code.
 * Births use every 时辰, 早子 (0) and 晚子 (12) included, and month-end days (solar and lunar).
 */
import { describe, expect, it } from 'vitest'
import { astro } from 'iztro'
import { Lunar } from 'lunar-javascript'
import { createRng, randomInt } from '@/core/random'
import { computeZiwei, computeZiweiLayers, type ZiweiChart } from '@/divination/ziwei'

const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A random birth: any day of the month (one in four on the month's last day), any 时辰 including 早子 0 and 晚子 12. */
function randomBirth(rng: () => number) {
  const year = 1912 + randomInt(rng, 176)
  const month = 1 + randomInt(rng, 12)
  const last = daysInMonth(year, month)
  const day = randomInt(rng, 4) === 0 ? last : 1 + randomInt(rng, last)
  return { date: `${year}-${month}-${day}`, year, timeIndex: randomInt(rng, 13), sex: randomInt(rng, 2) as 0 | 1 }
}

type IztroStar = { name: string; brightness?: string; mutagen?: string }
const starKey = (s: IztroStar) => `${s.name}${s.brightness ?? ''}${s.mutagen ?? ''}`
const ourKey = (s: { name: string; brightness?: string; siHua?: string }) => `${s.name}${s.brightness ?? ''}${s.siHua ?? ''}`

function comparePalaces(ours: ZiweiChart, a: ReturnType<typeof astro.bySolar>, label: string) {
  expect(ours.mingGong, label).toBe(a.earthlyBranchOfSoulPalace)
  expect(ours.shenGong, label).toBe(a.earthlyBranchOfBodyPalace)
  expect(ours.fiveElementsClass, label).toBe(a.fiveElementsClass)
  expect(ours.mingZhu, label).toBe(a.soul)
  expect(ours.shenZhu, label).toBe(a.body)
  a.palaces.forEach((ip, i) => {
    const p = ours.palaces[(i + 2) % 12]
    const where = `${label} ${BRANCHES[(i + 2) % 12]}`
    expect(p.name, where).toBe(ip.name)
    expect(p.ganZhi, where).toBe(ip.heavenlyStem + ip.earthlyBranch)
    expect(p.majorStars.map(ourKey).sort(), where).toEqual(ip.majorStars.map(starKey).sort())
    expect(p.minorStars.map(ourKey).sort(), where).toEqual(ip.minorStars.map(starKey).sort())
    expect(p.adjectiveStars.map((s) => s.name).sort(), where).toEqual(ip.adjectiveStars.map((s) => s.name).sort())
    expect([p.changSheng, p.boShi, p.jiangQian, p.suiQian], where).toEqual([ip.changsheng12, ip.boshi12, ip.jiangqian12, ip.suiqian12])
    expect([p.decadal.startAge, p.decadal.endAge], where).toEqual(ip.decadal.range)
    expect(p.xiaoXianAges.slice(0, 10), where).toEqual(ip.ages)
    expect(p.isShenGong, where).toBe(ip.isBodyPalace)
    expect(p.isLaiYin, where).toBe(ip.isOriginalPalace)
  })
}

describe('iztro 2.6.1 cross-check, default school (通行)', () => {
  it('120 random natal charts agree star by star (positions, brightness, 四化, gods, 大限, 小限)', () => {
    astro.config({ algorithm: 'default', yearDivide: 'normal', dayDivide: 'forward', horoscopeDivide: 'normal', ageDivide: 'normal' })
    const rng = createRng(20240915)
    for (let n = 0; n < 120; n++) {
      const b = randomBirth(rng)
      const a = astro.bySolar(b.date, b.timeIndex, b.sex ? '男' : '女', true, 'zh-CN')
      comparePalaces(computeZiwei({ sex: b.sex, date: b.date, timeIndex: b.timeIndex }), a, `${b.date} t${b.timeIndex} s${b.sex}`)
    }
  })

  it('time layers (大限/童限, 小限, 流年, 流月, 流日, 流时) agree for random target dates', () => {
    astro.config({ algorithm: 'default', yearDivide: 'normal', dayDivide: 'forward', horoscopeDivide: 'normal', ageDivide: 'normal' })
    const rng = createRng(77)
    for (let n = 0; n < 80; n++) {
      const b = randomBirth(rng)
      const chart = computeZiwei({ sex: b.sex, date: b.date, timeIndex: b.timeIndex })
      const a = astro.bySolar(b.date, b.timeIndex, b.sex ? '男' : '女', true, 'zh-CN')
      const ty = Math.min(b.year + 1 + randomInt(rng, 90), 2099)
      const target = `${ty}-${1 + randomInt(rng, 12)}-${1 + randomInt(rng, 28)}`
      const tIndex = 1 + randomInt(rng, 11)
      const h = a.horoscope(target, tIndex)
      const l = computeZiweiLayers(chart, { date: target, timeIndex: tIndex })
      const label = `${b.date} t${b.timeIndex} s${b.sex} → ${target} t${tIndex}`
      expect(l.nominalAge, label).toBe(h.age.nominalAge)
      const pairs = [
        [l.decadal, h.decadal],
        [l.xiaoXian, h.age],
        [l.yearly, h.yearly],
        [l.monthly, h.monthly],
        [l.daily, h.daily],
        [l.hourly, h.hourly],
      ] as const
      for (const [ours, theirs] of pairs) {
        const where = `${label} ${ours.label}`
        expect(ours.palaceIndex, where).toBe((theirs.index + 2) % 12)
        expect(ours.ganZhi, where).toBe(theirs.heavenlyStem + theirs.earthlyBranch)
        expect(
          ours.siHua.map((s) => s.star),
          where,
        ).toEqual(theirs.mutagen)
        expect(ours.palaceNames.slice(2).concat(ours.palaceNames.slice(0, 2)), where).toEqual(theirs.palaceNames)
        if ('stars' in theirs && theirs.stars) {
          const theirStars = theirs.stars.flatMap((list, i) => list.map((s) => `${s.name}@${(i + 2) % 12}`)).sort()
          expect(ours.stars.map((s) => `${s.name}@${s.palaceIndex}`).sort(), where).toEqual(theirStars)
        }
      }
      expect(l.decadal.label === '童限', label).toBe(h.decadal.name === '童限')
    }
  })
})

describe('iztro 2.6.1 cross-check, 子时 births on lunar month-ends', () => {
  it('早子 on the last day of a lunar month agrees; 晚子 there is the next day’s 早子 (the 1st of the next month)', () => {
    astro.config({ algorithm: 'default', yearDivide: 'normal', dayDivide: 'forward', horoscopeDivide: 'normal', ageDivide: 'normal' })
    let checked = 0
    for (let year = 1950; year <= 2030; year += 8)
      for (const month of [1, 4, 7, 12]) {
        // Last day of that lunar month (29 or 30), found with lunar-javascript, as a solar date.
        const first = Lunar.fromYmd(year, month, 1)
        const last = Lunar.fromYmd(year, month, first.getSolar().next(29).getLunar().getMonth() === month ? 30 : 29).getSolar()
        const date = `${last.getYear()}-${last.getMonth()}-${last.getDay()}`
        const next = last.next(1)
        const nextDate = `${next.getYear()}-${next.getMonth()}-${next.getDay()}`
        for (const sex of [((year + month) % 2) as 0 | 1]) {
          const g = sex ? '男' : '女'
          comparePalaces(computeZiwei({ sex, date, timeIndex: 0 }), astro.bySolar(date, 0, g, true, 'zh-CN'), `${date} t0 s${sex}`)
          // 晚子 (23:00–24:00) belongs to the next day: the chart of the next day's 早子. iztro 2.6.1 keeps the old
          // lunar day for 晚子 at a month-end (so its month stays behind); we follow the day change, as 安命 counts the month of birth.
          comparePalaces(computeZiwei({ sex, date, timeIndex: 12 }), astro.bySolar(nextDate, 0, g, true, 'zh-CN'), `${date} t12 s${sex}`)
          checked += 2
        }
      }
    expect(checked).toBe(11 * 4 * 2)
  })
})

describe('iztro 2.6.1 cross-check, 中州 star set', () => {
  it('60 random charts agree (截空, 劫杀, 大耗, 龙德, 岁破, 天使/天伤 swap, 命主 by year branch)', () => {
    astro.config({ algorithm: 'zhongzhou', yearDivide: 'normal', dayDivide: 'forward', horoscopeDivide: 'normal', ageDivide: 'normal' })
    try {
      const rng = createRng(4242)
      for (let n = 0; n < 60; n++) {
        const b = randomBirth(rng)
        const a = astro.bySolar(b.date, b.timeIndex, b.sex ? '男' : '女', true, 'zh-CN')
        const ours = computeZiwei({ sex: b.sex, date: b.date, timeIndex: b.timeIndex }, { starSet: 'zhongzhou', mingZhuRule: 'yearBranch' })
        comparePalaces(ours, a, `${b.date} t${b.timeIndex} s${b.sex}`)
      }
    } finally {
      astro.config({ algorithm: 'default' })
    }
  })
})
