/** 奇门 settings: every school choice named, with its default (时家 转盘 拆补, 中五寄坤, 23:00 换日). */
import { inputError } from '@/core/errors'

export interface QimenSettings {
  /** 家: 时家 (hour, default), 日家 (day, 金函玉镜 board), 月家 (month) or 年家 (year) */
  jia: 'hour' | 'day' | 'month' | 'year'
  /** 转盘 (stars, doors and gods rotate round the eight outer palaces) or 飞盘 (they fly through 1–9 in 洛书 order) */
  pan: 'zhuan' | 'fei'
  /** 定局: 拆补 (the term in effect, 元 by the day's 符头) or 置闰 (符头 leads the term, 超神/接气, 闰 at 芒种/大雪) */
  juMethod: 'chaibu' | 'zhirun'
  /** 23:00–24:00 starts the next day (shared with bazi's setting) */
  nextDayZiShi: boolean
  /** 中五寄坤 (default) or 寄艮坤 (阳遁 寄艮8, 阴遁 寄坤2) */
  centerHost: 'kun' | 'genKun'
  /** 八神 names in 阳遁: modern 白虎/玄武, or the older 勾陈/朱雀 */
  godNames: 'modern' | 'old'
}

export const DEFAULT_QIMEN_SETTINGS: QimenSettings = {
  jia: 'hour',
  pan: 'zhuan',
  juMethod: 'chaibu',
  nextDayZiShi: true,
  centerHost: 'kun',
  godNames: 'modern',
}

const CHOICES = {
  jia: ['hour', 'day', 'month', 'year'],
  pan: ['zhuan', 'fei'],
  juMethod: ['chaibu', 'zhirun'],
  nextDayZiShi: [true, false],
  centerHost: ['kun', 'genKun'],
  godNames: ['modern', 'old'],
} as const

/** Merges a partial settings object over the defaults and validates every field. */
export function normalizeQimenSettings(raw: unknown): QimenSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) inputError('bad_settings', 'settings 应为对象')
  const src = (raw ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...DEFAULT_QIMEN_SETTINGS }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const v = src[key]
    if (v === undefined) continue
    if (!(allowed as readonly unknown[]).includes(v)) inputError('bad_settings', `${key} 应为 ${allowed.join(' / ')} 之一：${String(v)}`)
    out[key] = v
  }
  return out as unknown as QimenSettings
}
