/** An astro dice roll in words: the planet says what, the sign how, the house where (one sentence, then each die). */
import { HOUSE_DICE_MEANINGS, PLANET_DICE_MEANINGS, SIGN_DICE_MEANINGS, type DiceFaceMeaning } from './meanings'
import { HOUSE_FACES, PLANET_FACES, SIGN_FACES } from './tables'
import type { DiceRoll } from './chart'

export interface DieReading extends DiceFaceMeaning {
  die: 'planet' | 'sign' | 'house'
  face: number
  zh: string
}

export interface DiceReading {
  /** "<house>，<planet>会<sign>展开". */
  sentence: string
  dice: [DieReading, DieReading, DieReading]
}

export function readDice(roll: Pick<DiceRoll, 'planet' | 'sign' | 'house'>): DiceReading {
  const planet = PLANET_FACES[roll.planet - 1]
  const sign = SIGN_FACES[roll.sign - 1]
  const p = PLANET_DICE_MEANINGS[planet.id]
  const s = SIGN_DICE_MEANINGS[sign.id]
  const h = HOUSE_DICE_MEANINGS[roll.house - 1]
  return {
    sentence: `${h.phrase}，${p.phrase}会${s.phrase}展开。`,
    dice: [
      { die: 'planet', face: roll.planet, zh: planet.zh, ...p },
      { die: 'sign', face: roll.sign, zh: sign.zh, ...s },
      { die: 'house', face: roll.house, zh: HOUSE_FACES[roll.house - 1].zh, ...h },
    ],
  }
}
