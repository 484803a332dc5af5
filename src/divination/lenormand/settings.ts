/** Lenormand settings (SPEC §3 "Tarot and Lenormand"): the tarot group's fields with lenormand's defaults. */
import { z } from 'zod'
import { cardSettingsFields, parseCardSettings } from '@/divination/common/card-settings'
import { GRAND_TABLEAU_SHAPES } from './layouts'

export const lenormandSettingsSchema = z.object({
  /** Lenormand is read upright (SPEC: lenormand false). */
  ...cardSettingsFields(false),
  /** Grand Tableau shape: 4 rows of 9, or 4 rows of 8 plus 4 below (houses are the same either way). */
  grandTableau: z.enum(GRAND_TABLEAU_SHAPES).default('4x9'),
})

export type LenormandSettings = z.infer<typeof lenormandSettingsSchema>

export const defaultLenormandSettings: LenormandSettings = lenormandSettingsSchema.parse({})

export function parseLenormandSettings(raw: unknown): LenormandSettings {
  return parseCardSettings(lenormandSettingsSchema, raw, '雷诺曼')
}
