/** Life numbers (生命灵数): life path, talent, life number, birthday number and the 1–9 grid of a birth date. */
export { lifeNumbers, reduceNumber } from './chart'
export type { LifeNumbers } from './chart'
export { TALENT_NUMBER_TYPES, lifeNumberSettingsSchema, defaultLifeNumberSettings, parseLifeNumberSettings } from './settings'
export type { TalentNumberType, LifeNumberSettings } from './settings'
export { MASTER_NUMBERS, GRID_ROWS, GRID_LINES } from './tables'
export { NUMBER_MEANINGS, LINE_MEANINGS, type NumberMeaning, type LineMeaning } from './meanings'
