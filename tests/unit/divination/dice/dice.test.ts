import fc from 'fast-check'
import { rollDice } from '@/divination/dice'
import { EngineInputError } from '@/core/errors'

describe('astro dice', () => {
  it('same seed, same roll; faces are 1–12 and ids match the faces', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (seed) => {
        const r = rollDice(seed)
        expect(rollDice(seed)).toEqual(r)
        for (const f of [r.planet, r.sign, r.house]) expect(Number.isInteger(f) && f >= 1 && f <= 12).toBe(true)
      }),
    )
  })
  it('each die is fair: every face about 1/12 of 6000 rolls (500 expected, 400–600 allowed)', () => {
    const counts = { planet: new Array<number>(13).fill(0), sign: new Array<number>(13).fill(0), house: new Array<number>(13).fill(0) }
    for (let s = 0; s < 6000; s++) {
      const r = rollDice(`roll ${s}`)
      counts.planet[r.planet]++
      counts.sign[r.sign]++
      counts.house[r.house]++
    }
    for (const c of Object.values(counts)) for (const n of c.slice(1)) expect(n > 400 && n < 600).toBe(true)
  })
  it('the three dice are independent: no die copies another', () => {
    let samePlanetSign = 0
    for (let s = 0; s < 1200; s++) if (rollDice(`i${s}`).planet === rollDice(`i${s}`).sign) samePlanetSign++
    expect(samePlanetSign).toBeLessThan(200)
  })
  it('an empty seed is an input error', () => expect(() => rollDice('')).toThrow(EngineInputError))
})
