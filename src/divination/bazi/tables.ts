/**
 * 十神 and 十二长生 — the two relation tables every bazi reading starts from.
 * Sources: 《渊海子平》 (十神 names), 《三命通会·论五行生旺死绝》 (十二长生, 阳顺阴逆).
 */
import { STEMS, elementRelation, HIDDEN_STEMS } from '../common/ganzhi'

export const SHI_SHEN = ['比肩', '劫财', '食神', '伤官', '偏财', '正财', '七杀', '正官', '偏印', '正印'] as const
export type ShiShen = (typeof SHI_SHEN)[number]

/**
 * 十神 of `other` seen from the day master: 同我者比劫，我生者食伤，我克者财，克我者官杀，生我者印；
 * 阴阳相同为偏（比肩、食神、偏财、七杀、偏印），相异为正（劫财、伤官、正财、正官、正印）.
 */
export function shiShenOf(dayStem: number, other: number): ShiShen {
  const rel = elementRelation(STEMS[dayStem].element, STEMS[other].element)
  const same = STEMS[dayStem].yinYang === STEMS[other].yinYang
  const base = { same: 0, generates: 2, controls: 4, controlledBy: 6, generatedBy: 8 }[rel]
  return SHI_SHEN[base + (same ? 0 : 1)]
}

export const CHANG_SHENG = ['长生', '沐浴', '冠带', '临官', '帝旺', '衰', '病', '死', '墓', '绝', '胎', '养'] as const
export type ChangSheng = (typeof CHANG_SHENG)[number]

/**
 * 长生 branch of each stem: 甲亥，丙戊寅，庚巳，壬申；乙午，丁己酉，辛子，癸卯 (火土同宫). Yang stems go forward
 * through the branches, yin stems backward (阳顺阴逆).
 */
export const CHANG_SHENG_BRANCH = [11, 6, 2, 9, 2, 9, 5, 0, 8, 3] as const

export function changShengOf(stem: number, branch: number): ChangSheng {
  const start = CHANG_SHENG_BRANCH[stem]
  const steps = STEMS[stem].yinYang === 'yang' ? branch - start : start - branch
  return CHANG_SHENG[((steps % 12) + 12) % 12]
}

/** 藏干 variants: 'full' = 本气, 中气, 余气 (《渊海子平》); 'main' = 本气 only. */
export type CangGanType = 'full' | 'main'
export const QI_NAMES = ['本气', '中气', '余气'] as const

export function hiddenStemsOf(branch: number, type: CangGanType): { stem: number; qi: (typeof QI_NAMES)[number] }[] {
  const list = HIDDEN_STEMS[branch]
  const used = type === 'main' ? list.slice(0, 1) : list
  // Two-stem branches (午丁己, 亥壬甲) have 本气 and 中气.
  return used.map((stem, i) => ({ stem, qi: QI_NAMES[i] }))
}

/** 天干五合: 甲己、乙庚、丙辛、丁壬、戊癸 (stems five apart). */
export function stemCombine(stem: number): number {
  return (stem + 5) % 10
}
