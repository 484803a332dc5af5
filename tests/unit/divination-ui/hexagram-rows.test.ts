import { describe, expect, it } from 'vitest'
import { hexagramRows, trigramRows } from '@/components/hexagram/rows'
import { localizeYiText } from '@/components/hexagram/localize'
import { toTraditional } from '@/i18n/convert'

describe('hexagram drawing rows', () => {
  it('draws the top line first: 屯 (bits 100010) has a yang 初爻 at the bottom and a yin 上爻 on top', () => {
    const rows = hexagramRows('100010')
    expect(rows.map((r) => r.position)).toEqual([6, 5, 4, 3, 2, 1])
    expect(rows.map((r) => r.yang)).toEqual([false, true, false, false, false, true])
  })
  it('marks 老阳 (9) with ○ and 老阴 (6) with ×, 少阳/少阴 unmarked', () => {
    const rows = hexagramRows([9, 6, 7, 8, 7, 8])
    const byPos = Object.fromEntries(rows.map((r) => [r.position, r]))
    expect(byPos[1]).toMatchObject({ yang: true, moving: true, mark: '○' })
    expect(byPos[2]).toMatchObject({ yang: false, moving: true, mark: '×' })
    expect(byPos[3].mark).toBe('')
    expect(byPos[4].mark).toBe('')
  })
  it('an extra moving position (meihua 动爻) marks that line', () => {
    const rows = hexagramRows('101110', [1])
    expect(rows.find((r) => r.position === 1)).toMatchObject({ moving: true, mark: '○' })
  })
  it('rejects anything but six lines', () => {
    expect(() => hexagramRows('10101')).toThrow()
  })
  it('a trigram is three rows top first: 震 (100) has its yang line at the bottom', () => {
    expect(trigramRows('100').map((r) => r.yang)).toEqual([false, false, true])
  })
})

describe('周易 text in traditional script', () => {
  it('keeps 咸 (the hexagram) and 凶 (吉凶) while converting the rest', () => {
    expect(localizeYiText('泽山咸', toTraditional)).toBe('澤山咸')
    expect(localizeYiText('贞凶，无咎', toTraditional)).toBe('貞凶，無咎')
  })
})
