/**
 * SPEC §3: the thirteen settings groups of the upload payload, in its order. No runtime imports: the server's
 * settings route reads the same list (DESIGN.md §1, the server shares only types and schemas with src/api).
 */
export const SETTINGS_GROUPS = [
  'firdaria',
  'annualProfections',
  'continuousProfections',
  'basicCalcs',
  'classicalCalcs',
  'decennial',
  'light',
  'midPoint',
  'returnChart',
  'term',
  'zodiacalReleasing',
  'interfaceSetting',
  'arabicPoint',
] as const
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number]
