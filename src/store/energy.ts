/**
 * What the energy tab needs from other slices without loading them whole (the tab is in the main package): the
 * 子时 and solar-time choices of the bazi settings (storage key baziSettings), read-only, defaults when missing.
 */
import { z } from 'zod'
import type { PillarSettings } from '@/divination/calendar'
import { fieldsWithDefaults, persisted } from './persist'

const DEFAULTS = { nextDayZiShi: false, jieqiType: 'exact' as 'exact' | 'day', isDelta: false, isMean: false }
const schema = z.object({
  nextDayZiShi: z.boolean(),
  jieqiType: z.enum(['exact', 'day']),
  isDelta: z.boolean(),
  isMean: z.boolean(),
})
const baziDayFields = persisted({ key: 'baziSettings', schema: () => fieldsWithDefaults(schema, DEFAULTS), defaults: () => ({ ...DEFAULTS }) })

/** The bazi page's pillar settings (the day master must be the one the bazi page shows). */
export function energyPillarSettings(): PillarSettings {
  const s = baziDayFields.load()
  return { nextDayZiShi: s.nextDayZiShi, jieqiType: s.jieqiType, solarTime: s.isDelta ? (s.isMean ? 'mean' : 'true') : 'clock' }
}
