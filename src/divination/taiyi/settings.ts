/** 太乙 settings: the count (年/月/日/时计) and the school whose 积年 is used. */
import { inputError } from '@/core/errors'

export type TaiyiMode = 'year' | 'month' | 'day' | 'hour'
/**
 * 统宗: 《太乙统宗宝鉴》 积年 10153917 + 公元年; 金镜: 《太乙金镜式经》 1936557 + 公元年 (the same 局 every year);
 * 淘金: 《太乙淘金歌》, whose worked years (汉文帝元年壬戌 第五壬子元七十一局 …) sit 60 years later in the 360-year cycle.
 */
export type TaiyiSchool = 'tongzong' | 'jinjing' | 'taojin'

export interface TaiyiSettings {
  mode: TaiyiMode
  school: TaiyiSchool
}

export const DEFAULT_TAIYI_SETTINGS: TaiyiSettings = { mode: 'year', school: 'tongzong' }

export const TAIYI_MODES = ['year', 'month', 'day', 'hour'] as const satisfies readonly TaiyiMode[]
export const TAIYI_SCHOOLS = ['tongzong', 'jinjing', 'taojin'] as const satisfies readonly TaiyiSchool[]

/** Merges a partial settings object over the defaults and validates every field. */
export function normalizeTaiyiSettings(raw: unknown): TaiyiSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) inputError('bad_settings', 'settings 应为对象')
  const src = (raw ?? {}) as Record<string, unknown>
  const out: TaiyiSettings = { ...DEFAULT_TAIYI_SETTINGS }
  if (src.mode !== undefined) {
    if (!(TAIYI_MODES as readonly unknown[]).includes(src.mode))
      inputError('bad_settings', `mode 应为 ${TAIYI_MODES.join(' / ')} 之一：${String(src.mode)}`)
    out.mode = src.mode as TaiyiMode
  }
  if (src.school !== undefined) {
    if (!(TAIYI_SCHOOLS as readonly unknown[]).includes(src.school))
      inputError('bad_settings', `school 应为 ${TAIYI_SCHOOLS.join(' / ')} 之一：${String(src.school)}`)
    out.school = src.school as TaiyiSchool
  }
  return out
}
