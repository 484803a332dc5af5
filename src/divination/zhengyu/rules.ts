/**
 * 命宫 rules, each a pure function of longitudes or branch indices.
 */
import { normDeg } from '@/astro/zodiac'
import { branchIn, SIGN_PALACE_STARTS, type PalaceStarts } from './palace-frame'
import { BRANCHES, MAO_INDEX, SIGN_BRANCH_INDEX, type Branch } from './tables'

/** The palace (branch) of a longitude: 白羊 0–30° is 戌 (降娄), 金牛 酉 … 双鱼 亥. */
export function branchOfLonDeg(lonDeg: number): Branch {
  return BRANCHES[SIGN_BRANCH_INDEX[Math.floor(normDeg(lonDeg) / 30) % 12]]
}

/** Start longitude of a branch's 30° palace (戌 = 白羊 0°, 酉 = 30° … 亥 = 330°). */
export function palaceStartDeg(branch: Branch): number {
  return SIGN_PALACE_STARTS[branch]
}

/** 命宫 from the ascendant: the palace the ascendant is in (the 时宪历-era 七政 charts), in the chart's palace frame. */
export function mingGongByAscendant(ascDeg: number, starts: PalaceStarts = SIGN_PALACE_STARTS): Branch {
  return branchIn(ascDeg, starts)
}

/**
 * 命宫 by the 太阳 method (《星学大成》 安命宫, in our words): put the palace the Sun is in on the birth hour and count forward
 * to 卯; the palace that lands on 卯 is 命宫. As indices: 命宫 = 日宫 + (卯 − 时支) mod 12.
 */
export function mingGongBySun(sunBranch: Branch, hourBranch: Branch): Branch {
  const sun = BRANCHES.indexOf(sunBranch)
  const hour = BRANCHES.indexOf(hourBranch)
  return BRANCHES[(((sun + MAO_INDEX - hour) % 12) + 12) % 12]
}

/** 时辰 from local mean time (UT + longitude / 15 h): 子 is 23:00–01:00. */
export function hourBranchOfLocalMeanTime(jdUT: number, lngDeg: number): Branch {
  const hours = (((jdUT + 0.5) % 1) * 24 + lngDeg / 15 + 48) % 24
  return BRANCHES[Math.floor((hours + 1) / 2) % 12]
}
