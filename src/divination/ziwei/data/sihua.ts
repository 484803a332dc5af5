/**
 * 十干四化 tables, order 禄 权 科 忌.
 * 通行 (default): 《紫微斗数全书》 as printed in most modern manuals and used by iztro 2.6.1 (src/data/heavenlyStems.ts):
 *   甲廉破武阳 乙机梁紫阴 丙同机昌廉 丁阴同机巨 戊贪阴右机 己武贪梁曲 庚阳武阴同 辛巨阳曲昌 壬梁紫左武 癸破巨阴贪.
 * 中州 (王亭之《中州派紫微斗数》): differs in 庚 阳武同阴 and 壬 梁紫府武 (天府化科); the rest as 通行.
 */
import type { StarId } from './stars'

export const SIHUA_TYPES = ['禄', '权', '科', '忌'] as const
export type SiHuaType = (typeof SIHUA_TYPES)[number]

/** Four stars (禄 权 科 忌) for each of the ten stems, 甲 … 癸. */
export type SiHuaTable = readonly (readonly [StarId, StarId, StarId, StarId])[]

export const SIHUA_TONGXING: SiHuaTable = [
  ['lianzhen', 'pojun', 'wuqu', 'taiyang'],
  ['tianji', 'tianliang', 'ziwei', 'taiyin'],
  ['tiantong', 'tianji', 'wenchang', 'lianzhen'],
  ['taiyin', 'tiantong', 'tianji', 'jumen'],
  ['tanlang', 'taiyin', 'youbi', 'tianji'],
  ['wuqu', 'tanlang', 'tianliang', 'wenqu'],
  ['taiyang', 'wuqu', 'taiyin', 'tiantong'],
  ['jumen', 'taiyang', 'wenqu', 'wenchang'],
  ['tianliang', 'ziwei', 'zuofu', 'wuqu'],
  ['pojun', 'jumen', 'taiyin', 'tanlang'],
] as const

export const SIHUA_ZHONGZHOU: SiHuaTable = SIHUA_TONGXING.map((row, stem) => {
  if (stem === 6) return ['taiyang', 'wuqu', 'tiantong', 'taiyin'] as const
  if (stem === 8) return ['tianliang', 'ziwei', 'tianfu', 'wuqu'] as const
  return row
})
