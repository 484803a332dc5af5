/** Life-number rules, one known fact each (esoteric.json numerology rules: Decoz; Taiwan 生命灵数). */
import { parseDate } from '@/core/time'
import { lifeNumbers, parseLifeNumberSettings, reduceNumber } from '@/divination/numerology'

describe('life-number rules', () => {
  it('"repeat digit sum until 1–9, or a master number when that option is on": 29 → 11 kept, → 2 reduced', () => {
    expect(reduceNumber(29, true)).toBe(11)
    expect(reduceNumber(29, false)).toBe(2)
    expect(reduceNumber(1987, true)).toBe(7) // 25 → 7
    expect(reduceNumber(2011, true)).toBe(4)
    expect(reduceNumber(1993, true)).toBe(22)
    expect(reduceNumber(1993, false)).toBe(4)
  })

  it('"component: reduce month, day, year separately (keep 11/22/33), add, reduce again": 1992-11-22 → 11 + 22 + 3 = 36 → 9', () => {
    const r = lifeNumbers(parseDate('1992-11-22'), { keepMaster: true, talentNumberType: 'sumAllDigits' })
    expect(r.components).toEqual({ month: 11, day: 22, year: 3 })
    expect(r.lifePath).toBe(9)
  })

  it('talentNumberType sumComponents: the 天赋数 is the component total (1992-11-22 → 36), sumAllDigits the eight digits (→ 27)', () => {
    const date = parseDate('1992-11-22')
    expect(lifeNumbers(date, { keepMaster: true, talentNumberType: 'sumComponents' }).talent).toBe(36)
    expect(lifeNumbers(date, { keepMaster: true, talentNumberType: 'sumAllDigits' }).talent).toBe(27)
  })

  it('the 1–9 grid counts birth, talent and life-number digits; a line is complete when its three digits occur (1990-05-14 → only 1-5-9)', () => {
    // Digits 1 9 9 0 0 5 1 4, talent 29, life number 11: 1×4, 2×1, 4×1, 5×1, 9×3.
    const r = lifeNumbers(parseDate('1990-05-14'), { keepMaster: true, talentNumberType: 'sumAllDigits' })
    expect(r.gridCounts).toEqual([4, 1, 0, 1, 1, 0, 0, 0, 3])
    expect(r.gridLines).toEqual(['159'])
  })

  it('bad settings are input errors', () => {
    expect(() => parseLifeNumberSettings({ talentNumberType: 'x' })).toThrow(expect.objectContaining({ code: 'bad_talent_number_type' }))
    expect(() => parseLifeNumberSettings({ keepMaster: 'yes' })).toThrow(expect.objectContaining({ code: 'bad_keep_master' }))
  })
})
