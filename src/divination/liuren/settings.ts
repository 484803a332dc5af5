/** 大六壬 settings: every school choice named, with its default. */
import { inputError } from '@/core/errors'

export interface LiurenSettings {
  /** 贵人 table: 'jiaWuGeng' 「甲戊庚牛羊」 (default) or 'gengXin' 「甲戊兼牛羊…庚辛逢马虎」 */
  guiRenRule: 'jiaWuGeng' | 'gengXin'
  /** 昼夜: 'hourBranch' 卯至申为昼、酉至寅为夜 (default) */
  dayNight: 'hourBranch'
  /** 23:00–24:00 starts the next day */
  nextDayZiShi: boolean
}

export const DEFAULT_LIUREN_SETTINGS: LiurenSettings = { guiRenRule: 'jiaWuGeng', dayNight: 'hourBranch', nextDayZiShi: true }

const CHOICES = {
  guiRenRule: ['jiaWuGeng', 'gengXin'],
  dayNight: ['hourBranch'],
  nextDayZiShi: [true, false],
} as const

export function normalizeLiurenSettings(raw: unknown): LiurenSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) inputError('bad_settings', 'settings 应为对象')
  const src = (raw ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...DEFAULT_LIUREN_SETTINGS }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const v = src[key]
    if (v === undefined) continue
    if (!(allowed as readonly unknown[]).includes(v)) inputError('bad_settings', `${key} 应为 ${allowed.join(' / ')} 之一：${String(v)}`)
    out[key] = v
  }
  return out as unknown as LiurenSettings
}
