/** Mayan Dreamspell: kin, seal, tone, wavespell, castle, oracle and 13-Moon date of a Gregorian day. */
export { thirteenMoonYear } from './moons'
export type { Moon, MoonDay } from './moons'
export { mayanDay, kinOfDate, kinOf, describeKin, guideKinOf, analogKinOf, antipodeKinOf, occultKinOf } from './chart'
export type { Kin, MayanDay } from './chart'
export { LEAP_DAY_RULES, mayanSettingsSchema, defaultMayanSettings, parseMayanSettings } from './settings'
export type { LeapDayRule, MayanSettings } from './settings'
export { SEALS, TONES, CASTLES, ANCHOR, SEAL_ZH, TONE_ZH, CASTLE_ZH } from './tables'
export { SEAL_MEANINGS, TONE_MEANINGS, type SealMeaning, type ToneMeaning } from './meanings'
