import fixture from './cases.json'
import { momentOf } from '@/divination/calendar'
import { BRANCH_NAMES } from '@/divination/common/ganzhi'
import { liurenChart } from '@/divination/liuren'

describe('liuren golden case (kinliuren README example, hand-checked)', () => {
  for (const c of fixture.cases) {
    it(`${c.id} ${c.input.solar}`, () => {
      const [date, time] = c.input.solar.split(' ')
      const chart = liurenChart(momentOf({ date, time, birthZone: -8, summer: 0 }))
      expect(chart.zhongQi).toBe(c.input.solarTerm.slice(0, 2))
      expect(`月将${chart.yueJiang.branch}`).toBe(c.input.solarTerm.match(/月将 (.)/)![0].replace(' ', ''))
      expect(chart.dayGanZhi).toBe(c.input.dayGanZhi)
      expect(chart.pillars.split(' ')[3]).toBe(c.input.hourGanZhi)
      // "卯/丁(寄未)": upper/lower, the lodge of the day stem in brackets
      expect(chart.siKe.map((k) => `${k.upper}/${k.lower}`)).toEqual(c.expected.siKe.map((s) => s.replace(/\(.*\)/, '')))
      const sc = c.expected.sanChuan
      expect(chart.sanChuan.map((x) => `${x.branch} ${x.tianJiang}`)).toEqual([sc['初传'], sc['中传'], sc['末传']])
      expect(c.expected.keTi.startsWith(chart.keTi)).toBe(true)
      expect(`${chart.guiRen.dayNight}贵 ${chart.guiRen.branch}, ${chart.guiRen.direction}行`).toBe(c.expected.guiRen)
    })
  }

  it('R1 天地盘 and 天将 on every earth branch (kinliuren 地轉天盤, 地轉天將)', () => {
    const chart = liurenChart(momentOf({ date: '2021-12-25', time: '10:00', birthZone: -8, summer: 0 }))
    const r1 = fixture.plates_R1
    for (const [earth, heaven] of Object.entries(r1.heavenOverEarth)) expect(chart.heavenPlate[BRANCH_NAMES.indexOf(earth)], earth).toBe(heaven)
    for (const [earth, jiang] of Object.entries(r1.tianJiangOverEarth)) expect(chart.tianJiangPlate[BRANCH_NAMES.indexOf(earth)], earth).toBe(jiang)
  })
})
