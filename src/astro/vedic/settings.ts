/**
 * Vedic settings (SPEC §3 "Vedic"): every school choice named, with defaults and a zod schema for the stored group.
 * The engine receives them parsed (`parseVedicSettings`), never loose options.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'

/** Swiss Ephemeris predefined sidereal modes SE_SIDM_FAGAN_BRADLEY (0) … SE_SIDM_LAHIRI_1940 … (swephexp.h 2.10: 0–46). */
export const MAX_SID_MODE = 46

/** Nakshatra dashas (dasha.ts) and Jaimini's sign-based chara dasa (chara.ts). */
export const DASA_SYSTEMS = ['vimshottari', 'yogini', 'ashtottari', 'chara'] as const
export type DasaSystem = (typeof DASA_SYSTEMS)[number]

/** Days in a dasha year: 365.25 Julian (Phala Dipika's solar year), 365.2422 tropical, 360 savana. Any positive value is accepted. */
export const YEAR_DAYS_CHOICES = [365.25, 365.2422, 360] as const

/**
 * Bhava (house) division beside the whole-sign houses: none, equal 30° bhavas starting at the lagna degree (Swiss
 * Ephemeris 'E'), or Sripati (SE 'S': Porphyry trisection with the cusps as bhava madhyas, the lagna in mid-house 1).
 */
export const BHAVA_SYSTEMS = ['wholeSign', 'equalFromLagna', 'sripati'] as const
export type BhavaSystem = (typeof BHAVA_SYSTEMS)[number]
export const BHAVA_HOUSE_LETTER: Record<Exclude<BhavaSystem, 'wholeSign'>, 'E' | 'S'> = { equalFromLagna: 'E', sripati: 'S' }

/** Display only: South Indian (fixed signs), North Indian (fixed houses, the diamond) or East Indian (fixed signs, Bengali). */
export const CHART_STYLES = ['south', 'north', 'east'] as const
export type ChartStyle = (typeof CHART_STYLES)[number]

export const vedicSettingsSchema = z.object({
  /** SE_SIDM_* number; 1 = Lahiri (Chitrapaksha), the Indian government's standard. */
  ayanamsa: z.number().int().min(0).max(MAX_SID_MODE).default(1),
  /** Rahu from the true (osculating) node, or the mean node. */
  nodeTrue: z.boolean().default(true),
  dasaType: z.enum(DASA_SYSTEMS).default('vimshottari'),
  yearDays: z.number().min(300).max(400).default(365.25),
  /** The longitude whose nakshatra starts the dasha: the Moon (classical) or the lagna. */
  dasaStartingPoint: z.enum(['moon', 'lagna']).default('moon'),
  /** Chara karaka scheme: 7 (Sun…Saturn) or 8 (Rahu added, as Pitri karaka). */
  karakaType: z.union([z.literal(7), z.literal(8)]).default(8),
  bhava: z.enum(BHAVA_SYSTEMS).default('wholeSign'),
  /** Dasha levels: 1 maha, 2 antar, 3 pratyantar. */
  dasaLevels: z.number().int().min(1).max(3).default(3),
  chartStyle: z.enum(CHART_STYLES).default('south'),
})

export type VedicSettings = z.infer<typeof vedicSettingsSchema>

export const defaultVedicSettings: VedicSettings = vedicSettingsSchema.parse({})

/** Parses the CLI's loose input names (DESIGN §3: ayanamsa, nodeType "true"/"mean", dasa, yearDays) into settings. */
export function parseVedicSettings(input: Record<string, unknown>): VedicSettings {
  const nodeType = input.nodeType ?? 'true'
  if (nodeType !== 'true' && nodeType !== 'mean') inputError('bad_node_type', `nodeType 应为 "true" 或 "mean"：${String(nodeType)}`)
  const raw = {
    ayanamsa: input.ayanamsa ?? 1,
    nodeTrue: nodeType === 'true',
    dasaType: input.dasa ?? 'vimshottari',
    yearDays: input.yearDays ?? 365.25,
    dasaStartingPoint: input.dasaStartingPoint ?? 'moon',
    karakaType: input.karakaType ?? 8,
    dasaLevels: input.dasaLevels ?? 3,
    bhava: input.bhava ?? 'wholeSign',
  }
  const r = vedicSettingsSchema.safeParse(raw)
  if (!r.success) {
    const issue = r.error.issues[0]
    const key = String(issue.path[0] ?? '')
    const messages: Record<string, string> = {
      ayanamsa: `ayanamsa 应为 Swiss Ephemeris 恒星黄道模式 0–${MAX_SID_MODE}（1 = Lahiri）：${String(raw.ayanamsa)}`,
      dasaType: `dasa 应为 ${DASA_SYSTEMS.join('、')} 之一：${String(raw.dasaType)}`,
      yearDays: `yearDays 应为 300–400 之间的天数（如 365.25、365.2422、360）：${String(raw.yearDays)}`,
      dasaStartingPoint: `dasaStartingPoint 应为 "moon" 或 "lagna"：${String(raw.dasaStartingPoint)}`,
      karakaType: `karakaType 应为 7 或 8：${String(raw.karakaType)}`,
      dasaLevels: `dasaLevels 应为 1–3：${String(raw.dasaLevels)}`,
      bhava: `bhava 应为 ${BHAVA_SYSTEMS.join('、')} 之一：${String(raw.bhava)}`,
    }
    inputError(`bad_${key === 'dasaType' ? 'dasa' : key}`, messages[key] ?? issue.message)
  }
  return r.data
}
