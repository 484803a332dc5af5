/** Lenormand settings (SPEC §3 "Tarot and Lenormand"): the tarot group's fields with lenormand's defaults. */
import { z } from 'zod'
import { inputError } from '@/core/errors'
import { GRAND_TABLEAU_SHAPES } from './layouts'

export const lenormandSettingsSchema = z.object({
  /** Lenormand is read upright (SPEC: lenormand false). */
  showReverse: z.boolean().default(false),
  reverseRate: z.number().min(0).max(1).default(0.5),
  cardType: z.number().int().min(0).default(0),
  passQuestion: z.boolean().default(false),
  /** Draw a director card (the bottom card of the cut deck) beside the layout. */
  useDirector: z.boolean().default(false),
  deckId: z.number().int().min(1).default(1),
  showRemarkInput: z.boolean().default(true),
  showPlayMode: z.boolean().default(true),
  /** Grand Tableau shape: 4 rows of 9, or 4 rows of 8 plus 4 below (houses are the same either way). */
  grandTableau: z.enum(GRAND_TABLEAU_SHAPES).default('4x9'),
})

export type LenormandSettings = z.infer<typeof lenormandSettingsSchema>

export const defaultLenormandSettings: LenormandSettings = lenormandSettingsSchema.parse({})

export function parseLenormandSettings(raw: unknown): LenormandSettings {
  const r = lenormandSettingsSchema.safeParse(raw ?? {})
  if (!r.success) inputError('bad_settings', `雷诺曼设置无效：${r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('；')}`)
  return r.data
}
