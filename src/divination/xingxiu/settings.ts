/**
 * 二十八宿 settings (SPEC §3 "Xingxiu"): the natal 宿 method, the 宿 boundaries when it is read from the Moon and
 * the 演禽 school of the 月禽, with defaults and a zod schema.
 */
import { z } from 'zod'
import { zhengyuSettingsSchema } from '../zhengyu'

export const xingxiuSettingsSchema = z.object({
  /** 'sutra': 宿曜经 月宿傍通历 by the lunar date; 'moon': the 宿 the Moon actually stands in at the birth moment. */
  natalMethod: z.enum(['sutra', 'moon']).default('sutra'),
  /** 宿 boundaries for the Moon method: 今度 or 古度, the 七政四余 engine's choice. */
  xiuWidths: zhengyuSettingsSchema.shape.xiuWidths,
  /** 月禽 school: 'aotou' 《鳌头通书》, 'qinxing' 《禽星易见》 (tables.ts MONTH_QIN_FIRST). */
  monthRule: z.enum(['aotou', 'qinxing']).default('aotou'),
})

export type XingxiuSettings = z.infer<typeof xingxiuSettingsSchema>
export type XiuWidths = XingxiuSettings['xiuWidths']
export const defaultXingxiuSettings: XingxiuSettings = xingxiuSettingsSchema.parse({})
