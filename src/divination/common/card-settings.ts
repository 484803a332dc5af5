/** The settings group tarot and lenormand share (SPEC §3 "Tarot and Lenormand"): fields, defaults and parsing. */
import { z } from 'zod'
import { inputError } from '@/core/errors'

/** The shared fields; only the reversal default differs (tarot true, lenormand false). */
export function cardSettingsFields(showReverseDefault: boolean) {
  return {
    /** Cards may come out reversed. */
    showReverse: z.boolean().default(showReverseDefault),
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
  }
}

/** Merges a partial settings object over the schema's defaults; an invalid field is an input error naming the system. */
export function parseCardSettings<S extends z.ZodTypeAny>(schema: S, raw: unknown, systemName: string): z.infer<S> {
  const r = schema.safeParse(raw ?? {})
  if (!r.success) inputError('bad_settings', `${systemName}设置无效：${r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('；')}`)
  return r.data
}
