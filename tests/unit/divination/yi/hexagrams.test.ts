import {
  changedHexagram,
  findHexagram,
  hexagramByBits,
  hexagramsWithTrigram,
  mutualHexagram,
  oppositeHexagram,
  palaceMembers,
  reversedHexagram,
} from '@/divination/yi/hexagrams'
import { castFromNumbers, movingLineOf } from '@/divination/yi/numbers'
import { trigramByNumber } from '@/divination/yi/trigrams'

const h = (name: string) => findHexagram(name)!

describe('hexagram relations', () => {
  it('互卦 of 革 is 姤 (lines 2–4 巽 below, 3–5 乾 above)', () => expect(mutualHexagram(h('革')).fullName).toBe('天风姤'))
  it('互卦 of 乾 is 乾', () => expect(mutualHexagram(h('乾')).n).toBe(1))
  it('changing 初爻 of 革 gives 咸', () => expect(changedHexagram(h('革'), [1]).name).toBe('咸'))
  it('错卦 of 乾 is 坤', () => expect(oppositeHexagram(h('乾')).name).toBe('坤'))
  it('综卦 of 屯 is 蒙', () => expect(reversedHexagram(h('屯')).name).toBe('蒙'))
  it('综卦 of 既济 is 未济', () => expect(reversedHexagram(h('既济')).name).toBe('未济'))
  it('finds by full name and by the variant 遯', () => {
    expect(h('山水蒙').n).toBe(4)
    expect(h('遯').n).toBe(33)
  })
  it('each trigram heads 8 hexagrams above and 8 below (15 distinct)', () => {
    expect(hexagramsWithTrigram('坎', 'upper')).toHaveLength(8)
    expect(hexagramsWithTrigram('坎', 'lower')).toHaveLength(8)
    expect(hexagramsWithTrigram('坎')).toHaveLength(15)
  })
})

describe('八宫 generation rule', () => {
  it('乾宫: 乾 姤 遁 否 观 剥 晋 大有', () => {
    expect(palaceMembers('乾').map(nameOfBits)).toEqual(['乾', '姤', '遁', '否', '观', '剥', '晋', '大有'])
  })
})
function nameOfBits(bits: string): string {
  return hexagramByBits(bits).name
}

describe('先天数 起卦', () => {
  it('先天数: 1 乾 … 8 坤, remainder 0 counts as 坤', () => {
    expect(trigramByNumber(1).name).toBe('乾')
    expect(trigramByNumber(2).name).toBe('兑')
    expect(trigramByNumber(16).name).toBe('坤')
    expect(trigramByNumber(34).name).toBe('兑')
  })
  it('moving line: remainder 0 of 6 is the 上爻', () => {
    expect(movingLineOf(12)).toBe(6)
    expect(movingLineOf(43)).toBe(1)
  })
  it('rejects non-positive numbers', () => expect(() => castFromNumbers(0, 3, 3)).toThrow(/正整数/))
})
