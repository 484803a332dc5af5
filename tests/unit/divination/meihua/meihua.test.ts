import { EngineInputError } from '@/core/errors'
import { castMeihua, meihuaByNumbers, tiYongRelation } from '@/divination/meihua'
import { trigramByName } from '@/divination/yi/trigrams'

const t = trigramByName

describe('体用 five-element relation', () => {
  it('用生体: 体乾金, 用坤土', () => expect(tiYongRelation(t('乾'), t('坤'))).toBe('用生体'))
  it('体生用: 体震木, 用离火', () => expect(tiYongRelation(t('震'), t('离'))).toBe('体生用'))
  it('体克用: 体坎水, 用离火', () => expect(tiYongRelation(t('坎'), t('离'))).toBe('体克用'))
  it('比和: 乾兑皆金', () => expect(tiYongRelation(t('乾'), t('兑'))).toBe('体用比和'))
})

describe('体 is the trigram without the moving line', () => {
  it('moving line 5 (upper): 体 is the lower trigram', () => {
    const r = meihuaByNumbers([1, 5, 5]) // 上乾 下巽, 动 11 % 6 = 5
    expect(r.movingLine).toBe(5)
    expect(r.tiTrigram.name).toBe('巽')
  })
  it('two numbers: 动爻 from their sum', () => expect(meihuaByNumbers([3, 4]).movingLine).toBe(1))
  it('rejects a single number', () => expect(() => meihuaByNumbers([3])).toThrow(EngineInputError))
})

describe('by clock time', () => {
  it('2024-03-10 14:30: 辰年(5) 二月(2) 初一(1) 未时(8) → 上卦 8 坤, 下卦 16 坤, 动爻 16%6 = 4', () => {
    const r = castMeihua({ method: 'time', time: { date: '2024-03-10', time: '14:30', birthZone: -8 } })
    expect(r.timeNumbers).toEqual({ year: 5, month: 2, day: 1, hour: 8 })
    expect(r.original).toBe('坤为地')
    expect(r.movingLine).toBe(4)
    expect(r.changed).toBe('雷地豫')
  })
  it('23:30 stays on the same lunar day unless nextDayZiShi', () => {
    const time = { date: '2024-03-10', time: '23:30', birthZone: -8 }
    expect(castMeihua({ method: 'time', time }).timeNumbers?.day).toBe(1)
    expect(castMeihua({ method: 'time', time, nextDayZiShi: true }).timeNumbers?.day).toBe(2)
    expect(castMeihua({ method: 'time', time }).timeNumbers?.hour).toBe(1)
  })
})

describe('the year number is the lunar year branch (by 正月初一, not 立春)', () => {
  it('2024-02-09 is still 癸卯年 (卯 = 4) 腊月三十; 2024-02-10 is 甲辰年 (辰 = 5) 正月初一', () => {
    const before = castMeihua({ method: 'time', time: { date: '2024-02-09', time: '10:00', birthZone: -8 } })
    const after = castMeihua({ method: 'time', time: { date: '2024-02-10', time: '10:00', birthZone: -8 } })
    expect(before.timeNumbers).toEqual({ year: 4, month: 12, day: 30, hour: 6 })
    expect(after.timeNumbers).toEqual({ year: 5, month: 1, day: 1, hour: 6 })
  })
})
