import { describe, expect, it } from 'vitest'
import { HOUSE_DICE_MEANINGS, PLANET_DICE_MEANINGS, PLANET_FACES, readDice, rollDice, SIGN_DICE_MEANINGS, SIGN_FACES } from '@/divination/dice'

describe('astro dice texts and reading', () => {
  it('every face of the three dice has a phrase and a text', () => {
    for (const f of PLANET_FACES) expect(PLANET_DICE_MEANINGS[f.id]?.text.length, f.id).toBeGreaterThan(20)
    for (const f of SIGN_FACES) expect(SIGN_DICE_MEANINGS[f.id]?.phrase, f.id).toMatch(/地$/)
    expect(HOUSE_DICE_MEANINGS).toHaveLength(12)
  })
  it('the sentence reads house, then planet, then sign: “<where>，<what>会<how>展开”', () => {
    const r = readDice({ planet: 1, sign: 1, house: 1 })
    expect(r.sentence).toBe(`${HOUSE_DICE_MEANINGS[0].phrase}，${PLANET_DICE_MEANINGS.Sun.phrase}会${SIGN_DICE_MEANINGS.Aries.phrase}展开。`)
    expect(r.dice.map((d) => d.zh)).toEqual(['太阳', '白羊座', '第1宫'])
  })
  it('a seeded roll reads its own faces', () => {
    const roll = rollDice('问考试|1700000000000')
    const r = readDice(roll)
    expect(r.dice.map((d) => d.face)).toEqual([roll.planet, roll.sign, roll.house])
    expect(r.dice[2].text).toBe(HOUSE_DICE_MEANINGS[roll.house - 1].text)
  })
})
