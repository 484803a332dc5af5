/**
 * 策天 安星: each rule a pure function of branch indices (子 = 0 … 亥 = 11), its 口诀 quoted from
 * 全集本 卷一 pp. 11–16 or 移語本 (see tables.ts for the two books).
 */
import { CETIAN_PALACE_NAMES, MAIN_STAR_ORDER, ZHANG_CHAIN, type CetianStarId } from './tables'

export const mod12 = (a: number) => ((a % 12) + 12) % 12

/** 天杖: 「從子上起正月逆數至本人生月」. */
export function tianZhangBranch(month: number): number {
  return mod12(1 - month)
}

/** 命宮: 「杖星宮裏起生時順數卯處安命之」: 天杖's palace takes the birth hour, count forward to 卯. */
export function mingBranch(zhang: number, hourBranch: number): number {
  return mod12(zhang + 3 - hourBranch)
}

/**
 * Palaces 身宮 lies back from 天杖: 「從杖星處起初一，兩日半行一宮，逆數至生日」. 初一 is on 天杖 in both readings;
 * 'yinzheng' moves on at any part of a step (ceil), as the 引證圖 (廿七 → 11 palaces), 'literal' at whole steps (floor).
 */
export function shenSteps(day: number, reading: 'yinzheng' | 'literal'): number {
  // Whole days past 初一 in half-days over 5 half-days a palace, integer arithmetic.
  const halfDays = (day - 1) * 2
  return reading === 'yinzheng' ? Math.ceil(halfDays / 5) : Math.floor(halfDays / 5)
}

export function shenBranch(zhang: number, day: number, reading: 'yinzheng' | 'literal'): number {
  return mod12(zhang - shenSteps(day, reading))
}

/** 紫微: 「從未上起子順數至本人生年安紫微」. */
export function ziweiBranch(yearBranch: number): number {
  return mod12(7 + yearBranch)
}

/** 天刑: 「從酉上起正月順數至本人生月」. */
export function tianXingBranch(month: number): number {
  return mod12(8 + month)
}

/** 天姚: 「從丑上起正月順數」. */
export function tianYaoBranch(month: number): number {
  return mod12(month)
}

/** 天哭: 「與本人生年相合安哭，如子年生丑上安哭」 (the 六合 of the year branch). */
export function tianKuWeepBranch(yearBranch: number): number {
  return mod12(13 - yearBranch)
}

/** Every star's branch from the four counted numbers. */
export function starBranches(p: { yearBranch: number; month: number; zhang: number }): Record<CetianStarId, number> {
  const out = {} as Record<CetianStarId, number>
  const zi = ziweiBranch(p.yearBranch)
  MAIN_STAR_ORDER.forEach((id, i) => (out[id] = mod12(zi - i)))
  out.tianzhang = p.zhang
  ZHANG_CHAIN.forEach((id, i) => (out[id] = mod12(p.zhang - 1 - i)))
  out.tianxing = tianXingBranch(p.month)
  out.tianyao = tianYaoBranch(p.month)
  out.tiankuWeep = tianKuWeepBranch(p.yearBranch)
  return out
}

/** Palace name of a branch: 命宮 then 財帛, 兄弟 … one branch back each (「不論男女俱逆轉」). */
export function palaceNameOf(branch: number, ming: number): string {
  return CETIAN_PALACE_NAMES[mod12(ming - branch)]
}

/** The first 限 runs 1–11 虚岁, then ten years each (引證圖: 「初限起身卯，十二歲入寅，二十二丑…」). */
export function daxianAges(step: number): { fromAge: number; toAge: number } {
  return step === 0 ? { fromAge: 1, toAge: 11 } : { fromAge: step * 10 + 2, toAge: step * 10 + 11 }
}

/**
 * 大限 start and direction. 'yiyu' (移語本「立命宮」): 陽年 from 命宮, 陰年 from 身宮; 陽男陰女 順, 陰男陽女 逆.
 * 'daozang' (續道藏: 「陽男陰女從命宮順數十年行一宮」): 陽男陰女 from 命宮 順, 陰男陽女 from 身宮 逆.
 */
export function daxianStart(p: { yearBranch: number; sex: 0 | 1; ming: number; shen: number; reading: 'yiyu' | 'daozang' }): {
  start: number
  forward: boolean
} {
  const yangYear = p.yearBranch % 2 === 0
  const forward = yangYear === (p.sex === 1)
  if (p.reading === 'yiyu') return { start: yangYear ? p.ming : p.shen, forward }
  return { start: forward ? p.ming : p.shen, forward }
}
