/** Day-view golden cases (chinese-bazi.json "zeri": lunar-javascript and tyme4ts, shared 协纪辨方书-derived tables). */
import { describe, expect, it } from 'vitest'
import golden from './chinese-bazi.json'
import { calendarDay } from '@/divination/calendar'

describe('calendar day view against the golden almanac days', () => {
  for (const c of golden.zeri) {
    it(`${c.date} ${c.lunar} ${c.dayGanZhi}`, () => {
      const [year, month, day] = c.date.split('-').map(Number)
      const d = calendarDay({ year, month, day })
      expect(d.lunar.text).toBe(c.lunar)
      expect(d.ganZhi.day).toBe(c.dayGanZhi)
      expect(d.jianChu.name).toBe(c.expected.jianChu_建除)
      expect(d.tianShen.name).toBe(c.expected.tianShen_十二神)
      expect(d.tianShen.type).toBe(c.expected.huangDaoHeiDao)
      expect(d.xiu.name).toBe(c.expected.xiu_二十八宿值日)
      expect(d.yi).toEqual(c.expected.yi_宜)
      expect(d.ji).toEqual(c.expected.ji_忌)
    })
  }
})
