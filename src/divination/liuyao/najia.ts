/**
 * 京房纳甲 and the derived 六亲 / 六神 rules for 六爻.
 *
 * 纳甲 (装卦歌, 《卜筮正宗》《增删卜易》): 「乾金甲子外壬午，坎水戊寅外戊申，艮土丙辰外丙戌，震木庚子外庚午，
 * 巽木辛丑外辛未，离火己卯外己酉，坤土乙未外癸丑，兑金丁巳外丁亥」. Yang trigrams run their branches forward
 * (子寅辰…), yin trigrams backward (未巳卯…), two branches per line.
 * 六亲: 「生我者父母，我生者子孙，克我者官鬼，我克者妻财，比和者兄弟」, "我" being the palace element.
 * 六神: 「甲乙起青龙，丙丁起朱雀，戊日起勾陈，己日起螣蛇，庚辛起白虎，壬癸起玄武」, from 初爻 upward.
 */
import { BRANCHES, BRANCH_NAMES, STEM_NAMES, elementRelation, type ElementId } from '@/divination/common/ganzhi'
import type { TrigramName } from '@/divination/yi/trigrams'

/** Per trigram: [inner stem, first inner branch, outer stem, first outer branch, direction (+2 yang / -2 yin)]. */
const NAJIA_TABLE: Record<TrigramName, { inner: [string, string]; outer: [string, string]; step: 2 | -2 }> = {
  乾: { inner: ['甲', '子'], outer: ['壬', '午'], step: 2 },
  坎: { inner: ['戊', '寅'], outer: ['戊', '申'], step: 2 },
  艮: { inner: ['丙', '辰'], outer: ['丙', '戌'], step: 2 },
  震: { inner: ['庚', '子'], outer: ['庚', '午'], step: 2 },
  巽: { inner: ['辛', '丑'], outer: ['辛', '未'], step: -2 },
  离: { inner: ['己', '卯'], outer: ['己', '酉'], step: -2 },
  坤: { inner: ['乙', '未'], outer: ['癸', '丑'], step: -2 },
  兑: { inner: ['丁', '巳'], outer: ['丁', '亥'], step: -2 },
}

export interface NajiaLine {
  stem: number
  branch: number
  /** e.g. "甲子". */
  ganZhi: string
  element: ElementId
}

function trigramLines(t: TrigramName, part: 'inner' | 'outer'): NajiaLine[] {
  const row = NAJIA_TABLE[t]
  const [stemName, branchName] = row[part]
  const stem = STEM_NAMES.indexOf(stemName)
  const b0 = BRANCH_NAMES.indexOf(branchName)
  return [0, 1, 2].map((i) => {
    const branch = (((b0 + i * row.step) % 12) + 12) % 12
    return { stem, branch, ganZhi: stemName + BRANCH_NAMES[branch], element: BRANCHES[branch].element }
  })
}

/** 纳甲 of a hexagram given its lower and upper trigrams, bottom line first. */
export function najiaOf(lower: TrigramName, upper: TrigramName): NajiaLine[] {
  return [...trigramLines(lower, 'inner'), ...trigramLines(upper, 'outer')]
}

export type LiuQin = '父母' | '兄弟' | '子孙' | '妻财' | '官鬼'
export const LIU_QIN_ORDER: readonly LiuQin[] = ['父母', '兄弟', '子孙', '妻财', '官鬼']

/** 六亲 of a line element seen from the palace element. */
export function liuQinOf(palaceElement: ElementId, lineElement: ElementId): LiuQin {
  switch (elementRelation(palaceElement, lineElement)) {
    case 'same':
      return '兄弟'
    case 'generates':
      return '子孙'
    case 'generatedBy':
      return '父母'
    case 'controls':
      return '妻财'
    case 'controlledBy':
      return '官鬼'
  }
}

export type LiuShen = '青龙' | '朱雀' | '勾陈' | '螣蛇' | '白虎' | '玄武'
export const LIU_SHEN_ORDER: readonly LiuShen[] = ['青龙', '朱雀', '勾陈', '螣蛇', '白虎', '玄武']
/** Start of the 六神 by day stem index (甲 = 0). */
const LIU_SHEN_START = [0, 0, 1, 1, 2, 3, 4, 4, 5, 5] as const

/** 六神 for lines 1–6 (bottom first) on a day with the given stem index. */
export function liuShenOf(dayStem: number): LiuShen[] {
  const start = LIU_SHEN_START[((dayStem % 10) + 10) % 10]
  return [0, 1, 2, 3, 4, 5].map((i) => LIU_SHEN_ORDER[(start + i) % 6])
}
