import fixture from './day-cases.json'
import { momentOf } from '@/divination/calendar'
import { dayQimenChart, normalizeQimenSettings } from '@/divination/qimen'

const day = normalizeQimenSettings({ jia: 'day' })
const at = (date: string, time: string) => momentOf({ date, time, birthZone: -8, summer: 0 })

describe('日家奇门 (金函玉镜) golden cases', () => {
  for (const c of fixture.cases) {
    it(`${c.id} ${c.input.date} ${c.input.time}: 太乙九星 and 八门`, () => {
      const chart = dayQimenChart(at(c.input.date, c.input.time), day)
      expect(chart.dayPillar).toBe(c.dayPillar)
      expect(chart.dun).toBe(c.dun)
      expect(chart.xunHead).toBe(c.xunHead)
      expect(Object.fromEntries(Object.values(chart.palaces).map((p) => [String(p.palace), p.star]))).toEqual(c.stars)
      const doors = Object.values(chart.palaces).filter((p) => p.door)
      expect(Object.fromEntries(doors.map((p) => [String(p.palace), p.door]))).toEqual(c.doors)
      expect(chart.palaces[5].door).toBe('')
    })
  }

  it.each(fixture.switches)('$date $time is $dun (遁 by the civil day of the solstice, 23:00 换日)', ({ date, time, dun }) => {
    expect(dayQimenChart(at(date, time), day).dun).toBe(dun)
  })
})
