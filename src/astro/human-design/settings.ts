/**
 * Human design settings (SPEC §3 "Human design": flag, ayanamsa, nodeTrue, guaType), every choice named.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'
import { WHEEL_START_DEG } from './tables'

/** Swiss Ephemeris predefined sidereal modes 0–46. */
const MAX_SID_MODE = 46

export const humanDesignSettingsSchema = z.object({
  /** flag: the zodiac of the rave mandala. Human Design is defined on the tropical zodiac; sidereal is a variant. */
  zodiac: z.enum(['tropical', 'sidereal']).default('tropical'),
  /** ayanamsa: SE_SIDM_* number used only with the sidereal zodiac (1 = Lahiri). */
  ayanamsa: z.number().int().min(0).max(MAX_SID_MODE).default(1),
  /** nodeTrue: true (osculating) node, which reproduces the Jovian Archive chart; false: the mean node. */
  nodeTrue: z.boolean().default(true),
  /**
   * Where gate 41 begins, tropical degrees. 302° (2° Aquarius) reproduces the Jovian Archive charts; 300°, 302.25° and
   * 311.75° circulate in public code and are kept selectable only to compare with such tools.
   */
  gateWheelStartDeg: z.number().min(0).lt(360).default(WHEEL_START_DEG),
  /** guaType: how a gate is labelled on the bodygraph, by its number or by its I Ching hexagram. */
  guaType: z.enum(['number', 'hexagram']).default('number'),
})

export type HumanDesignSettings = z.infer<typeof humanDesignSettingsSchema>
export const defaultHumanDesignSettings: HumanDesignSettings = humanDesignSettingsSchema.parse({})

/** CLI names (DESIGN §3): nodeType "true"/"mean", zodiac, ayanamsa, guaType. */
export function parseHumanDesignSettings(input: Record<string, unknown>): HumanDesignSettings {
  const nodeType = input.nodeType ?? 'true'
  if (nodeType !== 'true' && nodeType !== 'mean') inputError('bad_node_type', `nodeType 应为 "true" 或 "mean"：${String(nodeType)}`)
  const raw = {
    zodiac: input.zodiac ?? 'tropical',
    ayanamsa: input.ayanamsa ?? 1,
    nodeTrue: nodeType === 'true',
    guaType: input.guaType ?? 'number',
    gateWheelStartDeg: input.gateWheelStartDeg ?? WHEEL_START_DEG,
  }
  const r = humanDesignSettingsSchema.safeParse(raw)
  if (!r.success) {
    const key = String(r.error.issues[0].path[0] ?? '')
    const messages: Record<string, string> = {
      zodiac: `zodiac 应为 "tropical" 或 "sidereal"：${String(raw.zodiac)}`,
      ayanamsa: `ayanamsa 应为 Swiss Ephemeris 恒星黄道模式 0–${MAX_SID_MODE}（1 = Lahiri）：${String(raw.ayanamsa)}`,
      gateWheelStartDeg: `gateWheelStartDeg 应为 0–360 之间的度数（默认 302）：${String(raw.gateWheelStartDeg)}`,
      guaType: `guaType 应为 "number" 或 "hexagram"：${String(raw.guaType)}`,
    }
    inputError(`bad_${key}`, messages[key] ?? `设置无效：${key}`)
  }
  return r.data
}
