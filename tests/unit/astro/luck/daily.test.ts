/**
 * Daily luck card rules. Birth 1990-06-15 20:00 UTC+8: 庚午 壬午 辛亥 戊戌 (lunar-javascript agrees), day master 辛,
 * day branch 亥. 2025-03-10 is 戊寅 and 2025-03-13 辛巳 (lunar-javascript).
 */
import { dailyCard, levelOf } from '@/astro/luck'
import { BIRTH } from '../fixtures'

const birth = { ...BIRTH, sex: 1 }
const d0310 = { year: 2025, month: 3, day: 10 }
const d0313 = { year: 2025, month: 3, day: 13 }

describe('daily card', () => {
  const a = dailyCard(birth, d0310, 60)
  const b = dailyCard(birth, d0313, 60)

  it('the day 干支 and the day master', () => {
    expect(a.dayGanZhi).toBe('戊寅')
    expect(b.dayGanZhi).toBe('辛巳')
    expect(a.dayMaster).toBe('辛')
  })

  it('the reader’s bazi settings decide the day master: born 23:30, 子时 as the next day turns 辛亥日 into 壬子日', () => {
    const late = { ...birth, time: '23:30' }
    expect(dailyCard(late, d0310, 60, { nextDayZiShi: false }).dayMaster).toBe('辛')
    const next = dailyCard(late, d0310, 60, { nextDayZiShi: true })
    expect(next.dayMaster).toBe('壬')
    expect(next.shiShen).toBe('七杀')
  })

  it('十神 of the day stem: 戊 is 正印 to 辛, 辛 is 比肩', () => {
    expect(a.shiShen).toBe('正印')
    expect(b.shiShen).toBe('比肩')
  })

  it('day branch against the natal day branch 亥: 寅亥 六合, 巳亥 六冲', () => {
    expect(a.branchRelation).toBe('liuHe')
    expect(b.branchRelation).toBe('chong')
    expect(a.baziScore).toBeGreaterThan(b.baziScore)
  })

  it('a favourable day element is the lucky element (colour, 河图 生数 on a yang day, 艮 东北 for 土 on a yang day)', () => {
    expect(a.favourable).toContain('土')
    expect(a.element).toBe('earth')
    expect(a.colour.name).toBe('明黄')
    expect(a.number).toBe(5)
    expect(a.direction).toBe('东北')
  })

  it('otherwise the favourable element the day element generates (金生水: water, 成数 6 on a yin day, north)', () => {
    expect(b.favourable).toContain('水')
    expect(b.element).toBe('water')
    expect(b.number).toBe(6)
    expect(b.direction).toBe('北')
  })

  it('the index is the mean of the 干支 score and the day’s transit index; the level follows the index', () => {
    const low = dailyCard(birth, d0310, 0)
    const high = dailyCard(birth, d0310, 100)
    expect(low.index).toBe(Math.round(low.baziScore / 2))
    expect(high.index).toBe(Math.round((high.baziScore + 100) / 2))
    expect(levelOf(85)).toBe('great')
    expect(levelOf(50)).toBe('fair')
    expect(levelOf(10)).toBe('poor')
  })

  it('is the same card for the same birth and day', () => {
    expect(dailyCard(birth, d0310, 60)).toEqual(a)
  })
})
