import { momentOf } from '@/divination/calendar'
import {
  DAY_STARS,
  DAY_STAR_MEANING,
  dayQimenChart,
  explainDayPalace,
  normalizeQimenSettings,
  qimenBoardOf,
  restDoorPalace,
  taiyiDayPalace,
} from '@/divination/qimen'
import { ganZhiAt } from '@/divination/common/ganzhi'

const day = normalizeQimenSettings({ jia: 'day' })
const at = (date: string, time: string, s = day) => dayQimenChart(momentOf({ date, time, birthZone: -8, summer: 0 }), s)
const board = (c: ReturnType<typeof dayQimenChart>) => JSON.stringify(Object.values(c.palaces).map((p) => [p.star, p.door]))

describe('日家奇门 (金函玉镜) rules', () => {
  it('「甲子乙丑丙寅 休门在坎，丁卯戊辰己巳在坤」 (阳遁); 三日一局 over 坎坤震巽乾兑艮离, never 中五', () => {
    expect([0, 1, 2].map((i) => restDoorPalace(i, true))).toEqual([1, 1, 1])
    expect([3, 4, 5].map((i) => restDoorPalace(i, true))).toEqual([2, 2, 2])
    expect(Array.from({ length: 8 }, (_, g) => restDoorPalace(g * 3, true))).toEqual([1, 2, 3, 4, 6, 7, 8, 9])
    expect(Array.from({ length: 8 }, (_, g) => restDoorPalace(g * 3, false))).toEqual([9, 8, 7, 6, 4, 3, 2, 1])
  })

  it('太乙 on 甲子 in 艮8 (阳) or 坤2 (阴), one palace a day through 1–9', () => {
    expect([0, 1, 2, 3].map((i) => taiyiDayPalace(i, true))).toEqual([8, 9, 1, 2])
    expect([0, 1, 2, 3].map((i) => taiyiDayPalace(i, false))).toEqual([2, 1, 9, 8])
  })

  it('every hour of one day has the same board (23:00 belongs to the next day)', () => {
    const boards = new Set(['00:30', '05:00', '11:59', '16:00', '22:59'].map((t) => board(at('2024-01-15', t))))
    expect(boards.size).toBe(1)
    expect(board(at('2024-01-15', '23:00'))).not.toBe(board(at('2024-01-15', '12:00')))
    // with 23:00 换日 off the day runs to midnight
    const noShift = normalizeQimenSettings({ jia: 'day', nextDayZiShi: false })
    expect(board(at('2024-01-15', '23:30', noShift))).toBe(board(at('2024-01-15', '12:00')))
  })

  it('the 休门 moves every three days: 丙子丁丑戊寅 share a palace, 己卯 moves on', () => {
    // 2024-01-13 is 丙子, 2024-01-16 己卯
    const rest = ['13', '14', '15', '16'].map((d) => at(`2024-01-${d}`, '12:00'))
    expect(rest.map((c) => c.dayPillar)).toEqual(['丙子', '丁丑', '戊寅', '己卯'])
    expect(rest.map((c) => c.restDoorPalace)).toEqual([6, 6, 6, 7])
  })

  it('阴阳遁 changes on the day of the solstice, not at its instant (夏至 2024-06-21 04:51 UTC+8)', () => {
    expect(at('2024-06-20', '12:00').dun).toBe('阳遁')
    expect(at('2024-06-21', '01:00').dun).toBe('阴遁')
    expect(at('2024-06-21', '01:00').solarTerm).toBe('夏至')
  })

  it('all nine stars and eight doors laid; 中五 has no door; 门迫 marked (景门 火 in 兑7 金 would be)', () => {
    const c = at('2024-01-15', '12:00')
    expect(
      Object.values(c.palaces)
        .map((p) => p.star)
        .sort(),
    ).toEqual([...DAY_STARS].sort())
    expect(Object.values(c.palaces).filter((p) => p.door).length).toBe(8)
    expect(c.palaces[5].door).toBe('')
    // 死门 (土) in 离9 (火): 火生土, no 迫; 伤门 (木) in 艮8 (土): 木克土 → 门迫
    expect(c.palaces[8]).toMatchObject({ door: '伤门', marks: ['门迫'] })
    expect(c.palaces[9].marks).toEqual([])
  })

  it('qimenBoardOf gives the 日家 board for jia day and the 时家 board otherwise', () => {
    const m = momentOf({ date: '2024-01-15', time: '12:00', birthZone: -8, summer: 0 })
    expect('taiyiPalace' in qimenBoardOf(m, day)).toBe(true)
    expect('zhiFu' in qimenBoardOf(m)).toBe(true)
  })

  it('the reading of a palace: 金函 star and door, with 吉凶 (太乙 青龙 太阴 天乙 吉; 摄提 招摇 咸池 凶)', () => {
    expect(['太乙', '青龙', '太阴', '天乙'].map((s) => DAY_STAR_MEANING[s as keyof typeof DAY_STAR_MEANING].luck)).toEqual(['吉', '吉', '吉', '吉'])
    expect(['摄提', '招摇', '咸池'].map((s) => DAY_STAR_MEANING[s as keyof typeof DAY_STAR_MEANING].luck)).toEqual(['凶', '凶', '凶'])
    const c = at('2024-01-15', '12:00')
    const e = explainDayPalace(c, 4)
    expect(e.title).toBe('巽4宫：太乙 景门')
    expect(e.notes.map((n) => n.title)).toEqual(['太乙', '景门'])
    expect(explainDayPalace(c, 8).notes.map((n) => n.title)).toContain('门迫')
    expect(ganZhiAt(14).name).toBe(c.dayPillar)
  })
})
