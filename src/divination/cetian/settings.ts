/**
 * 策天 settings (SPEC §3 "Cetian"): the readings where the two witnesses, or the words of one, allow more than one,
 * and the 子时 convention shared with the 紫微 chart. Every choice changes the chart (tests/unit/divination/cetian).
 */
import { z } from 'zod'

export const cetianSettingsSchema = z.object({
  /** 廟旺 witness: 'yiyu' 移語本「諸星格」, 'quanji' 全集本 卷三「諸星入廟樂旺詩訣」. */
  miaoWangType: z.enum(['yiyu', 'quanji']).default('yiyu'),
  /** 大限 reading: 'yiyu' 移語本「立命宮」 (陽年 from 命宮, 陰年 from 身宮), 'daozang' 續道藏 (陽男陰女 命宮, else 身宮). */
  calcType: z.enum(['yiyu', 'daozang']).default('yiyu'),
  /** 身宮 step 「兩日半行一宮」: 'yinzheng' as the 引證圖 counts (ceil), 'literal' whole steps only (floor). */
  starCalcType: z.enum(['yinzheng', 'literal']).default('yinzheng'),
  /** 限星: name each 大限 by the first main star of its palace (文限, 福限 …). */
  showXianStar: z.boolean().default(true),
  /** 23:00–24:00: 'nextDay' counts the next lunar day (as the 紫微 chart's default), 'sameDay' keeps the civil day. */
  lateZi: z.enum(['nextDay', 'sameDay']).default('nextDay'),
})

export type CetianSettings = z.infer<typeof cetianSettingsSchema>
export const defaultCetianSettings: CetianSettings = cetianSettingsSchema.parse({})
