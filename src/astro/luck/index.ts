/** Luck readings (运势) and the daily luck card: the public face used by the CLI and the pages. */
export {
  luckReading,
  luckWindow,
  natalPointsOf,
  type LuckFactor,
  type LuckReading,
  type LuckRequest,
  type LuckWindow,
  type TransitFactor,
  type YearFactor,
} from './reading'
export { exactTransitsBetween, transitsInWindow, type ExactTransit, type NatalPoint, type TransitHit } from './transits'
export { closenessOf, scoresOf, toScore, transitAreas, transitScore } from './score'
export { dailyCard, levelOf, ELEMENT_LUCK, LUCK_LEVELS, type BranchRelation, type DailyCard, type LuckLevel } from './daily'
export * from './tables'
