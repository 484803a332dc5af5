/**
 * Doctrine of the luck readings as data. Orbs, tones and area links are our own weights, chosen within common
 * transit practice (tight orbs of 1–3° for transits; Jupiter and Venus benefic, Mars and Saturn malefic, after
 * Ptolemy, Tetrabiblos I.5; house topics after Manilius / Valens as used in modern texts). Every number that moves
 * a score is here.
 */
import type { PlanetId } from '../bodies'

export const LUCK_AREAS = ['love', 'career', 'money', 'health', 'study', 'social'] as const
export type LuckArea = (typeof LUCK_AREAS)[number]

export const LUCK_PERIODS = ['day', 'week', 'month', 'year'] as const
export type LuckPeriod = (typeof LUCK_PERIODS)[number]

/** Natal points the transits are read to. */
export const NATAL_TARGETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Asc', 'Mc'] as const
export type NatalTarget = (typeof NATAL_TARGETS)[number]

/** Moving planets read in each period: the Moon only for a day, the slow planets alone for a year. */
export const MOVERS: Record<LuckPeriod, readonly PlanetId[]> = {
  day: ['Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'],
  week: ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'],
  month: ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'],
  year: ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'],
} as const

/** Planets of the upcoming-exact-transits calendar (the Moon would fill it with daily entries). */
export const CALENDAR_MOVERS: readonly PlanetId[] = MOVERS.week

/** The Ptolemaic aspects (ids as in aspects.ts) read in transits. */
export const LUCK_ASPECTS = [
  { id: 1, angleDeg: 0, family: 'conjunction', orbFactor: 1 },
  { id: 2, angleDeg: 180, family: 'hard', orbFactor: 1 },
  { id: 3, angleDeg: 120, family: 'soft', orbFactor: 0.9 },
  { id: 4, angleDeg: 90, family: 'hard', orbFactor: 0.9 },
  { id: 5, angleDeg: 60, family: 'soft', orbFactor: 0.6 },
] as const
export type AspectFamily = (typeof LUCK_ASPECTS)[number]['family']

/** Transit orb of each moving planet, degrees (× the aspect's orbFactor). */
export const TRANSIT_ORB_DEG: Record<PlanetId, number> = {
  Moon: 4,
  Sun: 2,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 1.5,
  Neptune: 1.5,
  Pluto: 1.5,
} as const

/** How much one transit of the planet weighs (the Moon's pass lasts hours; the slow planets shape months). */
export const PLANET_WEIGHT: Record<PlanetId, number> = {
  Moon: 0.5,
  Sun: 0.8,
  Mercury: 0.6,
  Venus: 0.7,
  Mars: 0.8,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 0.9,
  Neptune: 0.8,
  Pluto: 0.9,
} as const

/**
 * Tone (−1.3 … +1.3) of a transit by aspect family: soft aspects help, hard ones strain, a conjunction takes the
 * planet's own nature (benefics Jupiter and Venus good, malefics Mars and Saturn hard, the outer planets unsettling).
 */
export const TONE: Record<PlanetId, Record<AspectFamily, number>> = {
  Moon: { conjunction: 0.3, soft: 0.8, hard: -0.7 },
  Sun: { conjunction: 0.5, soft: 1, hard: -0.8 },
  Mercury: { conjunction: 0.3, soft: 0.9, hard: -0.7 },
  Venus: { conjunction: 1, soft: 1.2, hard: -0.5 },
  Mars: { conjunction: -0.6, soft: 0.8, hard: -1.2 },
  Jupiter: { conjunction: 1.2, soft: 1.3, hard: -0.4 },
  Saturn: { conjunction: -1, soft: 0.7, hard: -1.3 },
  Uranus: { conjunction: -0.4, soft: 0.8, hard: -1 },
  Neptune: { conjunction: -0.4, soft: 0.7, hard: -0.9 },
  Pluto: { conjunction: -0.6, soft: 0.8, hard: -1.1 },
} as const

type AreaLinks = Partial<Record<LuckArea, number>>

/** Areas each planet (moving or natal) and each angle stands for, 0–1. */
export const POINT_AREAS: Record<NatalTarget, AreaLinks> = {
  Sun: { career: 0.7, health: 0.6 },
  Moon: { health: 0.6, love: 0.4, social: 0.3 },
  Mercury: { study: 1, social: 0.6 },
  Venus: { love: 1, money: 0.5, social: 0.5 },
  Mars: { health: 0.7, career: 0.5, love: 0.3 },
  Jupiter: { money: 0.7, career: 0.6, study: 0.6 },
  Saturn: { career: 1, health: 0.5 },
  Uranus: { career: 0.5, social: 0.5 },
  Neptune: { love: 0.4, health: 0.4, study: 0.3 },
  Pluto: { money: 0.5, career: 0.5, love: 0.3 },
  Asc: { health: 1, social: 0.5 },
  Mc: { career: 1 },
} as const

/** Topics of the twelve houses (index 0 = 1st house). */
export const HOUSE_AREAS: readonly AreaLinks[] = [
  { health: 1, social: 0.4 },
  { money: 1 },
  { study: 0.8, social: 0.6 },
  { health: 0.5, love: 0.3 },
  { love: 1 },
  { health: 0.8, career: 0.5 },
  { love: 0.8, social: 0.8 },
  { money: 0.8, love: 0.3 },
  { study: 1 },
  { career: 1 },
  { social: 1, money: 0.4 },
  { health: 0.6 },
] as const

/** Shares of an area link: the moving planet, the natal point, the natal point's house, the house the mover transits. */
export const LINK_WEIGHTS = { mover: 0.35, point: 0.3, pointHouse: 0.15, moverHouse: 0.2 } as const

/**
 * Score of a sum s of signed weights: 50 + 50·tanh(s / scale), so scores stay within 0–100. Longer periods gather
 * more transits, so their scale grows (PERIOD_SCALE) and a busy month is not read as a saturated one. The scales are
 * set so that over a sample year of days the overall index mostly stays within 15–90 (a tight Saturn–MC day is low,
 * not 0; a day of Jupiter and Venus trines is high, not 100).
 */
export const SCORE_SCALE = { area: 2, overall: 3.5 } as const
export const PERIOD_SCALE: Record<LuckPeriod, number> = { day: 1, week: 1.5, month: 2.5, year: 3 } as const

/**
 * Year readings add the solar return's angles (the natal house the return Asc and MC fall in is the year's focus:
 * Volguine, The Technique of Solar Returns) and the progressed Moon's natal house; each counts as a mild plus.
 */
export const YEAR_FACTORS = {
  solarReturnAsc: { weight: 0.6, tone: 0.5 },
  solarReturnMc: { weight: 0.4, tone: 0.5 },
  progressedMoon: { weight: 0.5, tone: 0.4 },
} as const

/** Days scanned for the upcoming exact transits. */
export const CALENDAR_DAYS = 30

/** Scan step (days) per moving planet: well under half the time it needs to pass an orb and under any retrograde loop. */
export const SCAN_STEP_DAYS: Record<PlanetId, number> = {
  Moon: 0.25,
  Sun: 1,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 4,
  Neptune: 4,
  Pluto: 4,
} as const

/** How far around a window a transit's nearest exact instant is looked for, days. */
export const EXACT_SEARCH_DAYS: Record<PlanetId, number> = {
  Moon: 1,
  Sun: 3,
  Mercury: 10,
  Venus: 10,
  Mars: 15,
  Jupiter: 120,
  Saturn: 200,
  Uranus: 300,
  Neptune: 400,
  Pluto: 400,
} as const
