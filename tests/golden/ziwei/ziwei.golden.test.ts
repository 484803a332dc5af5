/**
 * Golden 紫微 charts: Z1 is iztro's own published test case, Z2 and the convention variants were computed with
 * iztro 2.6.1 and cross-checked by an independent re-implementation (provenance in chinese-ziwei.json).
 */
import { describe, expect, it } from 'vitest'
import { computeZiwei, type ZiweiSettings } from '@/divination/ziwei'
import golden from './chinese-ziwei.json'

interface GoldenInput {
  solarOrLunarDate: string
  timeIndex: number
  gender: string
  fixLeap: boolean
  iztroConfig: { yearDivide: string; dayDivide: string }
}

function settingsOf(i: GoldenInput): Partial<ZiweiSettings> {
  return {
    yearBoundary: i.iztroConfig.yearDivide === 'exact' ? 'liChun' : 'lunarNewYear',
    leapMonth: i.fixLeap ? 'splitAt15' : 'thisMonth',
    lateZi: i.iztroConfig.dayDivide === 'current' ? 'sameDay' : 'nextDay',
  }
}

function chartOf(i: GoldenInput) {
  return computeZiwei({ sex: i.gender === '男' ? 1 : 0, date: i.solarOrLunarDate, timeIndex: i.timeIndex }, settingsOf(i))
}

/** "太阳@子女(卯)" strings of the birth-year 四化. */
function siHuaStrings(c: ReturnType<typeof computeZiwei>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(c.birthYearSiHua)) if (v) out[k] = `${v.star}@${v.palace}(${v.branch})`
  return out
}

describe('golden ziwei charts (Z1 published by iztro, Z2 computed and cross-checked)', () => {
  for (const g of golden.ziwei) {
    describe(`${g.id} ${g.input.solarOrLunarDate} timeIndex ${g.input.timeIndex} ${g.input.gender}`, () => {
      const c = chartOf(g.input)
      it('命宫, 身宫, 五行局, 命主, 身主', () => {
        expect(c.mingGong).toBe(g.mingGongBranch)
        expect(c.shenGong).toBe(g.shenGongBranch)
        expect(c.fiveElementsClass).toBe(g.fiveElementsClass)
        expect(c.mingZhu).toBe(g.soulStar_命主)
        expect(c.shenZhu).toBe(g.bodyStar_身主)
      })
      it('lunar date and 四柱', () => {
        expect(c.birth.lunarDate).toBe(g.lunarDate)
        expect(c.birth.chineseDate).toBe(g.chineseDate)
        expect(c.birth.timeName).toBe(g.time)
      })
      it('birth-year 四化 with their palaces', () => {
        expect(siHuaStrings(c)).toEqual(g.birthYearSiHua)
      })
      it('twelve palaces: name, 干支, main stars, 四化, 大限 ages, 身宫', () => {
        for (const gp of g.palaces) {
          const p = c.palaces.find((x) => x.ganZhi === gp.ganZhi)
          expect(p, gp.ganZhi).toBeDefined()
          expect(p!.name).toBe(gp.name)
          expect(p!.majorStars.map((s) => s.name).sort()).toEqual([...gp.majorStars].sort())
          expect(p!.mutagens.filter((m) => /^(紫微|天机|太阳|武曲|天同|廉贞|天府|太阴|贪狼|巨门|天相|天梁|七杀|破军)/.test(m))).toEqual(gp.mutagens ?? [])
          expect([p!.decadal.startAge, p!.decadal.endAge]).toEqual(gp.decadal)
          expect(p!.isShenGong).toBe(Boolean(gp.body) || p!.branch === g.shenGongBranch)
        }
      })
    })
  }
})

describe('golden convention variants (same birth, different settings)', () => {
  for (const g of golden.ziweiConventionVariants.cases) {
    it(`${g.id}: 命宫 ${g.mingGongBranch} 身宫 ${g.shenGongBranch} ${g.fiveElementsClass}, 命宫主星 ${g.mingGongMajorStars.join('') || '无'}`, () => {
      const c = chartOf(g.input)
      expect(c.birth.lunarDate).toBe(g.lunarDate)
      expect(c.birth.chineseDate).toBe(g.chineseDate)
      expect(c.mingGong).toBe(g.mingGongBranch)
      expect(c.shenGong).toBe(g.shenGongBranch)
      expect(c.fiveElementsClass).toBe(g.fiveElementsClass)
      const ming = c.palaces[c.mingGongIndex]
      expect(ming.majorStars.map((s) => s.name).sort()).toEqual([...g.mingGongMajorStars].sort())
      expect(siHuaStrings(c)).toEqual(g.birthYearSiHua)
    })
  }
})
