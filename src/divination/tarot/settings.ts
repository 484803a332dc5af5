/**
 * Tarot settings (SPEC §3 "Tarot and Lenormand"): defaults, a zod schema for the stored group, every choice named.
 * The draw reads showReverse, reverseRate and useDirector; the others are for the ritual pages.
 */
import { z } from 'zod'
import { cardSettingsFields, parseCardSettings } from '@/divination/common/card-settings'

/** Cards may come out reversed (SPEC: tarot true). */
export const tarotSettingsSchema = z.object(cardSettingsFields(true))

export type TarotSettings = z.infer<typeof tarotSettingsSchema>

export const defaultTarotSettings: TarotSettings = tarotSettingsSchema.parse({})

/** Merges a partial settings object over the defaults; an invalid field is an input error. */
export function parseTarotSettings(raw: unknown): TarotSettings {
  return parseCardSettings(tarotSettingsSchema, raw, '塔罗')
}
