/** Astro dice: planet, sign and house faces and the seeded roll. */
export { PLANET_FACES, SIGN_FACES, HOUSE_FACES, type DiceFace } from './tables'
export { rollDice, type DiceRoll } from './chart'
export { questionSeed } from '@/divination/common/draw'
