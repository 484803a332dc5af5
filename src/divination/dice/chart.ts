/** Astro dice: one seeded roll of the planet, sign and house dice (in that order). */
import { inputError } from '@/core/errors'
import { randomInt } from '@/core/random'
import { rngFromSeed } from '@/divination/common/draw'
import { HOUSE_FACES, PLANET_FACES, SIGN_FACES } from './tables'

export interface DiceRoll {
  seed: string
  /** Faces 1–12 (PLANET_FACES, SIGN_FACES, HOUSE_FACES). */
  planet: number
  sign: number
  house: number
  /** Body id ('Sun' … 'SouthNode'), sign id ('Aries' …). */
  planetId: string
  signId: string
}

export function rollDice(seed: string): DiceRoll {
  if (typeof seed !== 'string' || seed.length === 0) inputError('missing_seed', 'seed 应为非空字符串')
  const rng = rngFromSeed(seed)
  const planet = randomInt(rng, PLANET_FACES.length) + 1
  const sign = randomInt(rng, SIGN_FACES.length) + 1
  const house = randomInt(rng, HOUSE_FACES.length) + 1
  return { seed, planet, sign, house, planetId: PLANET_FACES[planet - 1].id, signId: SIGN_FACES[sign - 1].id }
}
