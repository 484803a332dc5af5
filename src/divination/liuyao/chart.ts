/**
 * 六爻装卦: 本卦/变卦, 纳甲, 六亲 (变卦 六亲 by the 本卦 palace element), 六神, 世应, 旬空, 月建, 伏神, 动爻.
 * Line values: 6 老阴 (moving, ×), 7 少阳, 8 少阴, 9 老阳 (moving, ○), bottom line first.
 */
import { inputError } from '@/core/errors'
import { BRANCH_NAMES, ELEMENT_NAME, branchClash, branchCombine, xunKong, type ElementId, type GanZhi } from '@/divination/common/ganzhi'
import {
  changedHexagram,
  hexagramByBits,
  lowerTrigram,
  palaceHexagram,
  upperTrigram,
  type Hexagram,
  type PalaceGeneration,
} from '@/divination/yi/hexagrams'
import { trigramByName } from '@/divination/yi/trigrams'
import { LIU_QIN_ORDER, liuQinOf, liuShenOf, najiaOf, type LiuQin, type LiuShen } from './najia'

export type LineValue = 6 | 7 | 8 | 9

export interface FuShen {
  najia: string
  element: string
  liuQin: LiuQin
}

export interface LiuyaoLine {
  /** 1 = 初爻 … 6 = 上爻. */
  position: number
  value: LineValue
  yang: boolean
  moving: boolean
  najia: string
  branch: string
  element: string
  liuQin: LiuQin
  liuShen: LiuShen
  shi: boolean
  ying: boolean
  /** Branch is 旬空 on the day. */
  kong: boolean
  /** 月破: the branch clashes the 月建. */
  yuePo: boolean
  /** 伏神 hidden under this line (from the palace's pure hexagram) when its 六亲 is missing from the 本卦. */
  fuShen?: FuShen
  /** For a moving line: what it changes into (纳甲 of the 变卦 line, 六亲 by the 本卦 palace). */
  changesTo?: { najia: string; element: string; liuQin: LiuQin }
}

export interface HexagramSummary {
  n: number
  name: string
  fullName: string
  palace: string
  palaceElement: string
  palaceGeneration: PalaceGeneration
  shi: number
  ying: number
  bits: string
  /** 六冲 / 六合 / 游魂 / 归魂, or '' for none. */
  type: string
}

export interface LiuyaoChart {
  original: HexagramSummary
  changed: (HexagramSummary & { najia: string[]; liuQinByOriginalPalace: LiuQin[] }) | null
  dayGanZhi: string
  monthGanZhi: string | null
  /** 月建 branch. */
  yueJian: string | null
  /** 旬空 of the day pillar, e.g. "戌亥". */
  xunKong: string
  movingLines: number[]
  /** 六亲 absent from the 本卦 (each then has a 伏神). */
  missingLiuQin: LiuQin[]
  lines: LiuyaoLine[]
}

export interface LiuyaoChartInput {
  lines: readonly number[]
  dayGanZhi: GanZhi
  monthGanZhi?: GanZhi | null
}

export function validateLines(lines: unknown): LineValue[] {
  if (!Array.isArray(lines) || lines.length !== 6) inputError('bad_lines', 'lines 需要 6 个爻值（自初爻起），每个为 6、7、8 或 9')
  return lines.map((v, i) => {
    const n = Number(v)
    if (n !== 6 && n !== 7 && n !== 8 && n !== 9) inputError('bad_lines', `第 ${i + 1} 爻的值应为 6、7、8 或 9：${String(v)}`)
    return n as LineValue
  })
}

/** 六冲卦 (each line clashes its partner three lines up), 六合卦 (each pair combines), else 游魂/归魂. */
export function hexagramType(h: Hexagram): string {
  const b = najiaOf(lowerTrigram(h).name, upperTrigram(h).name).map((l) => l.branch)
  const pairs = [0, 1, 2].map((i) => [b[i], b[i + 3]] as const)
  if (pairs.every(([x, y]) => branchClash(x) === y)) return '六冲'
  if (pairs.every(([x, y]) => branchCombine(x) === y)) return '六合'
  if (h.palaceGeneration === '游魂' || h.palaceGeneration === '归魂') return h.palaceGeneration
  return ''
}

function summary(h: Hexagram): HexagramSummary {
  return {
    n: h.n,
    name: h.name,
    fullName: h.fullName,
    palace: h.palace,
    palaceElement: ELEMENT_NAME[trigramByName(h.palace).element],
    palaceGeneration: h.palaceGeneration,
    shi: h.shi,
    ying: h.ying,
    bits: h.bits,
    type: hexagramType(h),
  }
}

export function buildLiuyaoChart(input: LiuyaoChartInput): LiuyaoChart {
  const values = validateLines(input.lines)
  const bits = values.map((v) => (v === 7 || v === 9 ? '1' : '0')).join('')
  const ben = hexagramByBits(bits)
  const movingLines = values.flatMap((v, i) => (v === 6 || v === 9 ? [i + 1] : []))
  const palaceElement: ElementId = trigramByName(ben.palace).element
  const najia = najiaOf(lowerTrigram(ben).name, upperTrigram(ben).name)
  const liuQin = najia.map((l) => liuQinOf(palaceElement, l.element))
  const liuShen = liuShenOf(input.dayGanZhi.stem)
  const kong = xunKong(input.dayGanZhi)
  const month = input.monthGanZhi ?? null

  const bian = movingLines.length ? changedHexagram(ben, movingLines) : null
  const bianNajia = bian ? najiaOf(lowerTrigram(bian).name, upperTrigram(bian).name) : null
  const bianQin = bianNajia ? bianNajia.map((l) => liuQinOf(palaceElement, l.element)) : null

  const missing = LIU_QIN_ORDER.filter((q) => !liuQin.includes(q))
  const pure = palaceHexagram(ben.palace)
  const pureNajia = najiaOf(lowerTrigram(pure).name, upperTrigram(pure).name)

  const lines: LiuyaoLine[] = values.map((value, i) => {
    const l = najia[i]
    const line: LiuyaoLine = {
      position: i + 1,
      value,
      yang: value === 7 || value === 9,
      moving: value === 6 || value === 9,
      najia: l.ganZhi,
      branch: BRANCH_NAMES[l.branch],
      element: ELEMENT_NAME[l.element],
      liuQin: liuQin[i],
      liuShen: liuShen[i],
      shi: ben.shi === i + 1,
      ying: ben.ying === i + 1,
      kong: kong.includes(l.branch),
      yuePo: month ? branchClash(month.branch) === l.branch : false,
    }
    const pureQin = liuQinOf(palaceElement, pureNajia[i].element)
    if (missing.includes(pureQin)) {
      line.fuShen = { najia: pureNajia[i].ganZhi, element: ELEMENT_NAME[pureNajia[i].element], liuQin: pureQin }
    }
    if (line.moving && bianNajia && bianQin) {
      line.changesTo = { najia: bianNajia[i].ganZhi, element: ELEMENT_NAME[bianNajia[i].element], liuQin: bianQin[i] }
    }
    return line
  })

  return {
    original: summary(ben),
    changed: bian && bianNajia && bianQin ? { ...summary(bian), najia: bianNajia.map((l) => l.ganZhi), liuQinByOriginalPalace: bianQin } : null,
    dayGanZhi: input.dayGanZhi.name,
    monthGanZhi: month ? month.name : null,
    yueJian: month ? BRANCH_NAMES[month.branch] : null,
    xunKong: BRANCH_NAMES[kong[0]] + BRANCH_NAMES[kong[1]],
    movingLines,
    missingLiuQin: missing,
    lines,
  }
}
