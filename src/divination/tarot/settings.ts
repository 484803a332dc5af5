/**
 * Tarot settings (SPEC §3 "Tarot and Lenormand"): defaults, a zod schema for the stored group, every choice named.
 * The draw reads showReverse, reverseRate and useDirector; the others are for the ritual pages.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'

export const tarotSettingsSchema = z.object({
  /** Cards may come out reversed (SPEC: tarot true). */
  showReverse: z.boolean().default(true),
  /** Chance that a card is reversed when showReverse is on (0…1); 0.5 is a fair flip. */
  reverseRate: z.number().min(0).max(1).default(0.5),
  /** Card back / face style on the pages. */
  cardType: z.number().int().min(0).default(0),
  /** Skip the question box. */
  passQuestion: z.boolean().default(false),
  /** Draw a director card (the bottom card of the cut deck) beside the spread. */
  useDirector: z.boolean().default(false),
  deckId: z.number().int().min(1).default(1),
  showRemarkInput: z.boolean().default(true),
  showPlayMode: z.boolean().default(true),
})

export type TarotSettings = z.infer<typeof tarotSettingsSchema>

export const defaultTarotSettings: TarotSettings = tarotSettingsSchema.parse({})

/** Merges a partial settings object over the defaults; an invalid field is an input error. */
export function parseTarotSettings(raw: unknown): TarotSettings {
  const r = tarotSettingsSchema.safeParse(raw ?? {})
  if (!r.success) inputError('bad_settings', `塔罗设置无效：${r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('；')}`)
  return r.data
}
