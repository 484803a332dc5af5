import { describe, expect, it } from 'vitest'
import { shiShenOf, changShengOf, hiddenStemsOf } from '@/divination/bazi'
import { STEM_NAMES, BRANCH_NAMES } from '@/divination/common/ganzhi'

const s = (c: string) => STEM_NAMES.indexOf(c)
const b = (c: string) => BRANCH_NAMES.indexOf(c)

describe('十神: 同我比劫，我生食伤，我克为财，克我官杀，生我为印；同性为偏，异性为正', () => {
  it.each([
    ['甲', '甲', '比肩'],
    ['甲', '乙', '劫财'],
    ['甲', '丙', '食神'],
    ['甲', '丁', '伤官'],
    ['甲', '戊', '偏财'],
    ['甲', '己', '正财'],
    ['甲', '庚', '七杀'],
    ['甲', '辛', '正官'],
    ['甲', '壬', '偏印'],
    ['甲', '癸', '正印'],
    ['辛', '乙', '偏财'],
    ['辛', '戊', '正印'],
    ['辛', '壬', '伤官'],
  ])('%s 日主见 %s 为 %s', (dm, other, name) => {
    expect(shiShenOf(s(dm), s(other))).toBe(name)
  })
})

describe('十二长生: 阳干顺行，阴干逆行', () => {
  it('甲木长生在亥，帝旺在卯，墓在未', () => {
    expect(changShengOf(s('甲'), b('亥'))).toBe('长生')
    expect(changShengOf(s('甲'), b('卯'))).toBe('帝旺')
    expect(changShengOf(s('甲'), b('未'))).toBe('墓')
  })
  it('乙木长生在午，临官在卯，帝旺在寅（逆行）', () => {
    expect(changShengOf(s('乙'), b('午'))).toBe('长生')
    expect(changShengOf(s('乙'), b('卯'))).toBe('临官')
    expect(changShengOf(s('乙'), b('寅'))).toBe('帝旺')
  })
  it('火土同宫: 戊土与丙火同长生于寅，己土与丁火同长生于酉', () => {
    expect(changShengOf(s('戊'), b('寅'))).toBe('长生')
    expect(changShengOf(s('己'), b('酉'))).toBe('长生')
  })
  it('辛金长生在子，死在巳 (B1: 辛日主坐巳为死)', () => {
    expect(changShengOf(s('辛'), b('子'))).toBe('长生')
    expect(changShengOf(s('辛'), b('巳'))).toBe('死')
  })
})

describe('藏干 (cangganType)', () => {
  it("'full' 寅藏甲丙戊 (本气、中气、余气); 'main' only 甲", () => {
    expect(hiddenStemsOf(b('寅'), 'full').map((h) => STEM_NAMES[h.stem] + h.qi)).toEqual(['甲本气', '丙中气', '戊余气'])
    expect(hiddenStemsOf(b('寅'), 'main').map((h) => STEM_NAMES[h.stem])).toEqual(['甲'])
  })
})
