/**
 * Mayan (Dreamspell) settings (SPEC §3 "Mayan"): the 29 February rule and the display flags of the calendar page.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'

/**
 * 29 February (0.0 Hunab Ku) is not counted in the 260-day cycle. asFeb28: it carries the kin of 28 February
 * (the 13-Moon calendar's own policy); asMar1: the kin of 1 March (what the month/year code tables give).
 */
export const LEAP_DAY_RULES = ['asFeb28', 'asMar1'] as const
export type LeapDayRule = (typeof LEAP_DAY_RULES)[number]

export const mayanSettingsSchema = z.object({
  leapDay: z.enum(LEAP_DAY_RULES).default('asFeb28'),
  // Display flags of the totem and 13-Moon calendar pages (SPEC §3 names them); never read by the engine.
  /** The kin number (1–260) beside each seal. */
  showKinNum: z.boolean().default(true),
  /** The Gregorian date under each day of the 13-Moon grid. */
  showPlus: z.boolean().default(false),
  /** Wavespells (13-day cycles) marked on the grid: where each starts, alternate wavespells shaded. */
  showWallSpell: z.boolean().default(false),
})

export type MayanSettings = z.infer<typeof mayanSettingsSchema>
export const defaultMayanSettings: MayanSettings = mayanSettingsSchema.parse({})

export function parseMayanSettings(input: Record<string, unknown>): MayanSettings {
  const r = mayanSettingsSchema.safeParse({
    leapDay: input.leapDay ?? 'asFeb28',
    showKinNum: input.showKinNum ?? true,
    showPlus: input.showPlus ?? false,
    showWallSpell: input.showWallSpell ?? false,
  })
  if (!r.success) {
    const key = String(r.error.issues[0].path[0] ?? '')
    if (key === 'leapDay') inputError('bad_leap_day', `leapDay 应为 "asFeb28" 或 "asMar1"：${String(input.leapDay)}`)
    inputError('bad_setting', `${key} 应为 true 或 false`)
  }
  return r.data
}
