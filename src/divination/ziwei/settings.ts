/** ZWDS settings: defaults, validation, and the resolved 四化 table. */
import { inputError } from '@/core/errors'
import { STEM_NAMES } from '@/divination/common/ganzhi'
import { SIHUA_CAPABLE, STAR_NAMES, starIdOf, type StarId } from './data/stars'
import { SIHUA_TONGXING, SIHUA_ZHONGZHOU, type SiHuaTable } from './data/sihua'
import type { ZiweiSettings } from './types'

/** Defaults equal iztro 2.6.1's defaults (yearDivide normal, fixLeap true, dayDivide forward, algorithm default). */
export const DEFAULT_ZIWEI_SETTINGS: ZiweiSettings = {
  yearBoundary: 'lunarNewYear',
  leapMonth: 'splitAt15',
  lateZi: 'nextDay',
  mingZhuRule: 'mingGongBranch',
  siHuaTable: 'tongxing',
  starSet: 'default',
}

const CHOICES = {
  yearBoundary: ['lunarNewYear', 'liChun'],
  leapMonth: ['splitAt15', 'thisMonth', 'nextMonth'],
  lateZi: ['nextDay', 'sameDay'],
  mingZhuRule: ['mingGongBranch', 'yearBranch'],
  siHuaTable: ['tongxing', 'zhongzhou', 'custom'],
  starSet: ['default', 'zhongzhou'],
} as const

/** Merges a partial settings object over the defaults and validates every field. */
export function normalizeZiweiSettings(raw: unknown): ZiweiSettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) inputError('bad_settings', 'settings 应为对象')
  const src = (raw ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...DEFAULT_ZIWEI_SETTINGS }
  for (const [key, allowed] of Object.entries(CHOICES)) {
    const v = src[key]
    if (v === undefined) continue
    if (!(allowed as readonly unknown[]).includes(v)) inputError('bad_settings', `${key} 应为 ${allowed.join(' / ')} 之一：${String(v)}`)
    out[key] = v
  }
  if (src.siHuaCustom !== undefined) {
    resolveCustomRows(src.siHuaCustom)
    out.siHuaCustom = src.siHuaCustom
  }
  if (out.siHuaTable === 'custom' && out.siHuaCustom === undefined) out.siHuaCustom = {}
  return out as unknown as ZiweiSettings
}

function resolveCustomRows(custom: unknown): Map<number, [StarId, StarId, StarId, StarId]> {
  if (typeof custom !== 'object' || custom === null || Array.isArray(custom)) inputError('bad_sihua', 'siHuaCustom 应为 {天干: [禄, 权, 科, 忌]}')
  const rows = new Map<number, [StarId, StarId, StarId, StarId]>()
  for (const [stemName, row] of Object.entries(custom as Record<string, unknown>)) {
    const stem = STEM_NAMES.indexOf(stemName)
    if (stem < 0 || stemName.length !== 1) inputError('bad_sihua', `四化表的键应为天干：${stemName}`)
    if (!Array.isArray(row) || row.length !== 4) inputError('bad_sihua', `${stemName}干四化应为四颗星（禄权科忌）`)
    const ids = row.map((s) => {
      const id = typeof s === 'string' ? starIdOf(s) : undefined
      if (!id || !SIHUA_CAPABLE.includes(id))
        inputError('bad_sihua', `${stemName}干四化中的“${String(s)}”不是可化之星（十四主星与左辅、右弼、文昌、文曲）`)
      return id
    })
    if (new Set(ids).size !== 4) inputError('bad_sihua', `${stemName}干四化的四颗星不能重复：${ids.map((i) => STAR_NAMES[i]).join('')}`)
    rows.set(stem, ids as [StarId, StarId, StarId, StarId])
  }
  return rows
}

/** The ten-stem 四化 table selected by the settings (custom rows override 通行 stem by stem). */
export function siHuaTableOf(settings: ZiweiSettings): SiHuaTable {
  if (settings.siHuaTable === 'zhongzhou') return SIHUA_ZHONGZHOU
  if (settings.siHuaTable === 'tongxing') return SIHUA_TONGXING
  const rows = resolveCustomRows(settings.siHuaCustom ?? {})
  return SIHUA_TONGXING.map((row, stem) => rows.get(stem) ?? row)
}
