/**
 * 七政四余 settings: every school choice named, with defaults and a zod schema. The engine receives them parsed
 * (`parseZhengyuSettings`), never loose options.
 */
import { z } from 'zod'
import { inputError } from '@/core/errors'

/** Swiss Ephemeris predefined sidereal modes SE_SIDM_* 0–46 (swephexp.h 2.10). */
export const MAX_SID_MODE = 46

export const zhengyuSettingsSchema = z.object({
  /** 罗睺/计都 from the true (osculating) lunar node or the mean node. */
  nodeTrue: z.boolean().default(false),
  /**
   * Which node is 罗睺. 'ascending': 罗睺 = 升交点 (正交), 计都 = 降交点, the convention of the 清 时宪历 that most
   * current charts follow. 'descending': 罗睺 = 降交点 (中交), the reverse reading of earlier texts.
   */
  luohouNode: z.enum(['ascending', 'descending']).default('ascending'),
  /** 月孛 = the lunar apogee: mean (SE_MEAN_APOG) or osculating (SE_OSCU_APOG). */
  yuebeiTrue: z.boolean().default(false),
  /**
   * 紫炁 (no body in the sky; the 28-year round is doctrine). 'wanli1578': the 授时/大统 rate (周日 10227.1792 日)
   * from the position 《图书编》 records for 万历五年十二月朔 (紫气张十四度), moving against the stars. The 授时历 元
   * constant (至后策 1256.5224 日 at 至元辛巳 1281) is not offered: read from the 冬至 point it misses that record by 10°.
   */
  ziQiMethod: z.enum(['wanli1578']).default('wanli1578'),
  /** Frame of all longitudes: tropical (ecliptic of date) or sidereal (SE_SIDM_* `sidMode`). */
  zodiac: z.enum(['tropical', 'sidereal']).default('tropical'),
  sidMode: z.number().int().min(0).max(MAX_SID_MODE).default(1),
  /** 宿 boundaries: 'modern' 今度 (each 距星 at the chart date), 'ancient' 古度 widths laid from 角宿一 at the chart date. */
  xiuWidths: z.enum(['modern', 'ancient']).default('modern'),
  /**
   * Palace frame (palace-frame.ts): 'signs' the 30° signs of the frame above; 'ciXiu' the 十二次 by 宿度 of
   * 《晋书·天文志》, cut in the chart's own 宿 (今度 or 古度), as the 果老 books cast their palaces.
   */
  palaceFrame: z.enum(['signs', 'ciXiu']).default('signs'),
  /** 命宫: 'ascendant' (the palace of the ascendant) or 'sun' (太阳 method: the Sun's palace put on the birth hour, counted to 卯). */
  mingGongMethod: z.enum(['ascendant', 'sun']).default('ascendant'),
  /**
   * 庙旺 reading (doctrine.ts): 'yuan' 入垣 by the 宫主 table (四余 with their 五星); 'sanchen' the 庙/旺/乐/喜/好 of
   * 《星学大成》 三辰通载 for the bodies it gives them.
   */
  miaoWangType: z.enum(['yuan', 'sanchen']).default('yuan'),
  /**
   * 限度 (xiandu.ts): 命宫's years. 'table' 十五年 as the 限度 table gives; 'sanDu' the 童限 ten years plus the degrees
   * from 命度 to the palace edge at 三度一年, so 命宫's years follow 命度.
   */
  xianduMingYears: z.enum(['table', 'sanDu']).default('table'),
  /** 神煞 switched off (ids of shensha.ts), separately for the birth chart and for 流年 (SPEC §3 "shensha on/off map"). */
  shenshaOff: z
    .object({ natal: z.array(z.string().max(40)).max(200).default([]), transit: z.array(z.string().max(40)).max(200).default([]) })
    .default({ natal: [], transit: [] }),
})

export type ZhengyuSettings = z.infer<typeof zhengyuSettingsSchema>
export const defaultZhengyuSettings: ZhengyuSettings = zhengyuSettingsSchema.parse({})

const MESSAGES: Record<string, (v: unknown) => string> = {
  nodeTrue: (v) => `nodeType 应为 "true" 或 "mean"：${String(v)}`,
  luohouNode: (v) => `luohouNode 应为 "ascending"（罗睺为升交点）或 "descending"（罗睺为降交点）：${String(v)}`,
  yuebeiTrue: (v) => `yuebeiType 应为 "mean" 或 "osculating"：${String(v)}`,
  ziQiMethod: (v) => `ziQiMethod 应为 "wanli1578"：${String(v)}`,
  zodiac: (v) => `zodiac 应为 "tropical" 或 "sidereal"：${String(v)}`,
  sidMode: (v) => `sidMode 应为 Swiss Ephemeris 恒星黄道模式 0–${MAX_SID_MODE}：${String(v)}`,
  xiuWidths: (v) => `xiuWidths 应为 "modern"（今度）或 "ancient"（古度）：${String(v)}`,
  palaceFrame: (v) => `palaceFrame 应为 "signs"（黄道十二宫）或 "ciXiu"（十二次宿度）：${String(v)}`,
  mingGongMethod: (v) => `mingGongMethod 应为 "ascendant" 或 "sun"：${String(v)}`,
  miaoWangType: (v) => `miaoWangType 应为 "yuan"（入垣）或 "sanchen"（三辰通载）：${String(v)}`,
  xianduMingYears: (v) => `xianduMingYears 应为 "table"（命宫十五年）或 "sanDu"（童限十年加三度一年）：${String(v)}`,
  shenshaOff: (v) => `shenshaOff 应为 {"natal": [神煞 id…], "transit": [神煞 id…]}：${JSON.stringify(v)}`,
}

/** Parses the CLI's loose names (nodeType "true"/"mean", yuebeiType "mean"/"osculating", the rest as in the schema). */
export function parseZhengyuSettings(input: Record<string, unknown>): ZhengyuSettings {
  const nodeType = input.nodeType ?? 'mean'
  if (nodeType !== 'true' && nodeType !== 'mean') inputError('bad_node_type', MESSAGES.nodeTrue(nodeType))
  const yuebeiType = input.yuebeiType ?? 'mean'
  if (yuebeiType !== 'mean' && yuebeiType !== 'osculating') inputError('bad_yuebei_type', MESSAGES.yuebeiTrue(yuebeiType))
  const raw = {
    nodeTrue: nodeType === 'true',
    luohouNode: input.luohouNode ?? 'ascending',
    yuebeiTrue: yuebeiType === 'osculating',
    ziQiMethod: input.ziQiMethod ?? 'wanli1578',
    zodiac: input.zodiac ?? 'tropical',
    sidMode: input.sidMode ?? 1,
    xiuWidths: input.xiuWidths ?? 'modern',
    palaceFrame: input.palaceFrame ?? 'signs',
    mingGongMethod: input.mingGongMethod ?? 'ascendant',
    miaoWangType: input.miaoWangType ?? 'yuan',
    xianduMingYears: input.xianduMingYears ?? 'table',
    shenshaOff: input.shenshaOff ?? { natal: [], transit: [] },
  }
  const r = zhengyuSettingsSchema.safeParse(raw)
  if (!r.success) {
    const key = String(r.error.issues[0].path[0] ?? '')
    const message = MESSAGES[key] ?? ((v: unknown) => `${key} 无效：${String(v)}`)
    inputError(`bad_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, message((raw as Record<string, unknown>)[key]))
  }
  return r.data
}
