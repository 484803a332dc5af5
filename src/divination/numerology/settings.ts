/**
 * Life-number settings (SPEC §3 "Life number"): which total is the 天赋数 (talentNumberType) and whether the
 * master numbers 11, 22, 33 are kept.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'

/**
 * sumAllDigits: the eight digits of yyyyMMdd added (Taiwan 生命灵数; 1976-03-19 → 36).
 * sumComponents: month, day and year each reduced first, then added (the Western component total; 1992-11-22 → 36).
 */
export const TALENT_NUMBER_TYPES = ['sumAllDigits', 'sumComponents'] as const
export type TalentNumberType = (typeof TALENT_NUMBER_TYPES)[number]

export const lifeNumberSettingsSchema = z.object({
  talentNumberType: z.enum(TALENT_NUMBER_TYPES).default('sumAllDigits'),
  keepMaster: z.boolean().default(true),
})

export type LifeNumberSettings = z.infer<typeof lifeNumberSettingsSchema>
export const defaultLifeNumberSettings: LifeNumberSettings = lifeNumberSettingsSchema.parse({})

export function parseLifeNumberSettings(input: Record<string, unknown>): LifeNumberSettings {
  const r = lifeNumberSettingsSchema.safeParse({
    talentNumberType: input.talentNumberType ?? 'sumAllDigits',
    keepMaster: input.keepMaster ?? true,
  })
  if (!r.success) {
    const key = String(r.error.issues[0].path[0] ?? '')
    if (key === 'talentNumberType')
      inputError('bad_talent_number_type', `talentNumberType 应为 ${TALENT_NUMBER_TYPES.join(' 或 ')}：${String(input.talentNumberType)}`)
    inputError('bad_keep_master', `keepMaster 应为 true 或 false：${String(input.keepMaster)}`)
  }
  return r.data
}
