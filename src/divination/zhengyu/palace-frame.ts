/**
 * Palace frames: where the twelve palaces (branches) start on the ecliptic. 'signs' cuts them at the 30° signs
 * (SIGN_BRANCH_INDEX); 'ciXiu' at the 十二次 by 宿度, each 次 starting so many 度 past a 宿's 距星 in the chart's own
 * 宿 frame (今度 or 古度).
 */
import { normDeg } from '@/astro/zodiac'
import { BRANCHES, duToDeg, SIGN_BRANCH_INDEX, type Branch } from './tables'

export type PalaceFrame = 'signs' | 'ciXiu'
/** Start longitude of each branch's palace; a palace runs to the start of the branch before it (戌 → 酉 …). */
export type PalaceStarts = Readonly<Record<Branch, number>>

/**
 * The 十二次 by 宿度, 《晋书·天文志上》 十二次度数: 「自南斗十二度至须女七度为星纪，于辰在丑」「自须女八度至危十五度为玄枵，
 * 于辰在子」「自危十六度至奎四度为娵訾，于辰在亥」「自奎五度至胃六度为降娄，于辰在戌」「自胃七度至毕十一度为大梁，于辰在酉」
 * 「自毕十二度至东井十五度为实沈，于辰在申」「自东井十六度至柳八度为鹑首，于辰在未」「自柳九度至张十六度为鹑火，于辰在午」
 * 「自张十七度至轸十一度为鹑尾，于辰在巳」「自轸十二度至氐四度为寿星，于辰在辰」「自氐五度至尾九度为大火，于辰在卯」
 * 「自尾十度至南斗十一度为析木，于辰在寅」. A 次 ending at 斗十一度 holds that whole 度, so the next starts 12 度
 * past 斗's 距星 (宿度 counted from 初度).
 */
export const CI_XIU = [
  { ci: '星纪', branch: '丑', xiu: '斗', du: 12 },
  { ci: '玄枵', branch: '子', xiu: '女', du: 8 },
  { ci: '娵訾', branch: '亥', xiu: '危', du: 16 },
  { ci: '降娄', branch: '戌', xiu: '奎', du: 5 },
  { ci: '大梁', branch: '酉', xiu: '胃', du: 7 },
  { ci: '实沈', branch: '申', xiu: '毕', du: 12 },
  { ci: '鹑首', branch: '未', xiu: '井', du: 16 },
  { ci: '鹑火', branch: '午', xiu: '柳', du: 9 },
  { ci: '鹑尾', branch: '巳', xiu: '张', du: 17 },
  { ci: '寿星', branch: '辰', xiu: '轸', du: 12 },
  { ci: '大火', branch: '卯', xiu: '氐', du: 5 },
  { ci: '析木', branch: '寅', xiu: '尾', du: 10 },
] as const satisfies readonly { ci: string; branch: Branch; xiu: string; du: number }[]

/** The 30° sign palaces: 戌 = 白羊 0°, 酉 = 30° … 亥 = 330°. */
export const SIGN_PALACE_STARTS: PalaceStarts = Object.fromEntries(
  BRANCHES.map((b, i) => [b, SIGN_BRANCH_INDEX.indexOf(i as (typeof SIGN_BRANCH_INDEX)[number]) * 30]),
) as Record<Branch, number>

/** Palace starts of a frame; 'ciXiu' reads the 宿 starts of the chart (names 角 … 轸 with their longitudes). */
export function palaceStartsOf(frame: PalaceFrame, xiuStarts: readonly { name: string; lonDeg: number }[]): PalaceStarts {
  if (frame === 'signs') return SIGN_PALACE_STARTS
  const xiuLon = (name: string) => xiuStarts.find((x) => x.name === name)!.lonDeg
  return Object.fromEntries(CI_XIU.map((c) => [c.branch, normDeg(xiuLon(c.xiu) + duToDeg(c.du))])) as Record<Branch, number>
}

/** The branch whose palace holds a longitude: the nearest start at or before it. */
export function branchIn(lonDeg: number, starts: PalaceStarts): Branch {
  let best: Branch = BRANCHES[0]
  let bestDeg = Infinity
  for (const b of BRANCHES) {
    const d = normDeg(lonDeg - starts[b])
    if (d < bestDeg) {
      bestDeg = d
      best = b
    }
  }
  return best
}

/** Width of a branch's palace: from its start to the start of the branch before it. */
export function palaceWidthDeg(branch: Branch, starts: PalaceStarts): number {
  const before = BRANCHES[(BRANCHES.indexOf(branch) + 11) % 12]
  return normDeg(starts[before] - starts[branch]) || 360
}
