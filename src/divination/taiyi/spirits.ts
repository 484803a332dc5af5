/**
 * The four lesser 太乙 (四太乙): 四神, 天乙, 地乙 and 直符. 「三年一移」: each stays three 局 in a position and walks
 * twelve positions in 36 局 — the nine palaces in the order 乾一 离二 艮三 震四 中五 兑六 坤七 坎八 巽九, then 巳
 * (绛宫), 申 (明堂) and 寅 (玉堂). They start (局 1–3) in 乾, 兑, 巽 and 中 respectively.
 * Source: the 四神/天乙/地乙/直符 tables of the open kintaiyi library (config.py four_god, sky_yi, earth_yi, zhi_fu),
 * which follow 《太乙金镜式经》; the same table is used for every 计 and both 遁.
 */

/** The twelve positions in walking order: a palace number, or a branch for the three halls. */
export const SPIRIT_PATH = [1, 2, 3, 4, 5, 6, 7, 8, 9, '巳', '申', '寅'] as const
export type SpiritPosition = (typeof SPIRIT_PATH)[number]

/** Where each spirit stands in 局 1–3 (index into SPIRIT_PATH). */
export const SPIRIT_START = { 四神: 0, 天乙: 5, 地乙: 8, 直符: 4 } as const
export type LesserSpirit = keyof typeof SPIRIT_START
export const LESSER_SPIRITS = Object.keys(SPIRIT_START) as LesserSpirit[]

/** Position of a lesser spirit in 局 `ju` (1–72). */
export function spiritPosition(spirit: LesserSpirit, ju: number): SpiritPosition {
  const step = Math.floor(((((ju - 1) % 36) + 36) % 36) / 3)
  return SPIRIT_PATH[(SPIRIT_START[spirit] + step) % 12]
}

/** All four for a 局. */
export function lesserSpirits(ju: number): Record<LesserSpirit, SpiritPosition> {
  return Object.fromEntries(LESSER_SPIRITS.map((s) => [s, spiritPosition(s, ju)])) as Record<LesserSpirit, SpiritPosition>
}
