/** Astro dice: planet, sign and house faces and the seeded roll. */
export { PLANET_FACES, SIGN_FACES, HOUSE_FACES, type DiceFace } from './tables'
export { rollDice, type DiceRoll } from './chart'
export { questionSeed } from '@/divination/common/draw'
export { PLANET_DICE_MEANINGS, SIGN_DICE_MEANINGS, HOUSE_DICE_MEANINGS, type DiceFaceMeaning } from './meanings'
export { readDice, type DiceReading, type DieReading } from './reading'
