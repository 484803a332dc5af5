/**
 * Bazi settings (SPEC §3 "Bazi" preference group, storage key baziSettings). Every field has an explicit default;
 * the engine never inherits a library default.
 */
import { inputError } from '@/core/errors'
import type { JieqiType } from '../calendar/pillars'
import type { SolarTimeBasis } from '../calendar/solar-time'
import type { CangGanType } from './tables'
import type { AgeType, QiYunMethod } from './yun'
import { QI_YUN_METHODS } from './yun'

export interface BaziSettings {
  /** 23:00–24:00 starts the next day (true) or keeps the day, 夜子时 (false). */
  nextDayZiShi: boolean
  /** 'exact': year/month pillars change at the term instant; 'day': from 00:00 (UTC+8) of the term's day. */
  jieqiType: JieqiType
  /** apply a solar-time correction to the day and hour pillars (SPEC isDelta) */
  isDelta: boolean
  /** with isDelta: 平太阳时 (true) or 真太阳时 (false) (SPEC isMean) */
  isMean: boolean
  /** show 神煞 up to this level: 1 主要, 2 常用, 3 全部 */
  shenshaLevel: 1 | 2 | 3
  /** 藏干: 'full' 本气中气余气, 'main' 本气 only */
  cangganType: CangGanType
  /** 起运 method */
  qiYunMethod: QiYunMethod
  /** ages of 大运/流年: 虚岁 or 周岁 */
  ageType: AgeType
  /** 命宫 month count: 1 by the month pillar's 节 (通行), 2 by the 中气 passed (太阳过宫) */
  mingType: 1 | 2
  /** show 命宫 as branch only (true) or 干支 (false) */
  mingZhi: boolean
  /** 身宫 month count, as mingType */
  shenType: 1 | 2
  /** show 身宫 as branch only */
  shenZhi: boolean
  /** mark the 交运 moment in the 流年 of each 大运's first year */
  showLiuNianChangeYun: boolean
  /** number of 大运 (after the childhood span) */
  daYunCount: number
  /** display toggles (the page decides what they hide) */
  show: { naYin: boolean; diShi: boolean; xunKong: boolean; shensha: boolean; hiddenStems: boolean; taiYuan: boolean }
}

export const DEFAULT_BAZI_SETTINGS: BaziSettings = {
  nextDayZiShi: false,
  jieqiType: 'exact',
  isDelta: false,
  isMean: false,
  shenshaLevel: 2,
  cangganType: 'full',
  qiYunMethod: 'shichen',
  ageType: 'xu',
  mingType: 1,
  mingZhi: false,
  shenType: 1,
  shenZhi: false,
  showLiuNianChangeYun: false,
  daYunCount: 10,
  show: { naYin: true, diShi: true, xunKong: true, shensha: true, hiddenStems: true, taiYuan: true },
}

/** The solar-time basis the settings select. */
export function solarTimeOf(s: Pick<BaziSettings, 'isDelta' | 'isMean'>): SolarTimeBasis {
  return s.isDelta ? (s.isMean ? 'mean' : 'true') : 'clock'
}

const bool = (v: unknown, name: string): boolean => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true
  if (v === false || v === 0 || v === '0' || v === 'false') return false
  return inputError('bad_setting', `${name} 应为布尔值：${String(v)}`)
}

/** Merges stored or CLI settings over the defaults, validating each field. Accepts `solarTime` as a shortcut. */
export function resolveBaziSettings(partial: Record<string, unknown> = {}): BaziSettings {
  const s: BaziSettings = { ...DEFAULT_BAZI_SETTINGS, show: { ...DEFAULT_BAZI_SETTINGS.show } }
  const p = partial
  if (p.nextDayZiShi !== undefined) s.nextDayZiShi = bool(p.nextDayZiShi, 'nextDayZiShi')
  if (p.jieqiType !== undefined) {
    if (p.jieqiType !== 'exact' && p.jieqiType !== 'day') inputError('bad_setting', `jieqiType 应为 exact 或 day：${String(p.jieqiType)}`)
    s.jieqiType = p.jieqiType
  }
  if (p.isDelta !== undefined) s.isDelta = bool(p.isDelta, 'isDelta')
  if (p.isMean !== undefined) s.isMean = bool(p.isMean, 'isMean')
  if (p.solarTime !== undefined) {
    if (p.solarTime === 'clock') s.isDelta = false
    else if (p.solarTime === 'mean') Object.assign(s, { isDelta: true, isMean: true })
    else if (p.solarTime === 'true') Object.assign(s, { isDelta: true, isMean: false })
    else inputError('bad_setting', `solarTime 应为 clock、mean 或 true：${String(p.solarTime)}`)
  }
  if (p.shenshaLevel !== undefined) {
    const n = Number(p.shenshaLevel)
    if (n !== 1 && n !== 2 && n !== 3) inputError('bad_setting', `shenshaLevel 应为 1、2 或 3：${String(p.shenshaLevel)}`)
    s.shenshaLevel = n
  }
  if (p.cangganType !== undefined) {
    if (p.cangganType !== 'full' && p.cangganType !== 'main') inputError('bad_setting', `cangganType 应为 full 或 main：${String(p.cangganType)}`)
    s.cangganType = p.cangganType
  }
  if (p.qiYunMethod !== undefined) {
    if (!QI_YUN_METHODS.includes(p.qiYunMethod as QiYunMethod))
      inputError('bad_setting', `qiYunMethod 应为 ${QI_YUN_METHODS.join('、')} 之一：${String(p.qiYunMethod)}`)
    s.qiYunMethod = p.qiYunMethod as QiYunMethod
  }
  if (p.ageType !== undefined) {
    if (p.ageType !== 'xu' && p.ageType !== 'zhou') inputError('bad_setting', `ageType 应为 xu 或 zhou：${String(p.ageType)}`)
    s.ageType = p.ageType
  }
  for (const k of ['mingType', 'shenType'] as const) {
    if (p[k] !== undefined) {
      const n = Number(p[k])
      if (n !== 1 && n !== 2) inputError('bad_setting', `${k} 应为 1 或 2：${String(p[k])}`)
      s[k] = n
    }
  }
  for (const k of ['mingZhi', 'shenZhi', 'showLiuNianChangeYun'] as const) if (p[k] !== undefined) s[k] = bool(p[k], k)
  if (p.daYunCount !== undefined) {
    const n = Number(p.daYunCount)
    if (!Number.isInteger(n) || n < 1 || n > 12) inputError('bad_setting', `daYunCount 应在 1–12 之间：${String(p.daYunCount)}`)
    s.daYunCount = n
  }
  if (p.show !== undefined && typeof p.show === 'object' && p.show !== null) {
    for (const [k, v] of Object.entries(p.show)) if (k in s.show) s.show[k as keyof BaziSettings['show']] = bool(v, `show.${k}`)
  }
  return s
}
