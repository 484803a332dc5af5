/**
 * The 太乙 board of one 局: 太乙, 文昌 (主目), 计神, 始击 (客目), 合神 and 定目, the three 算 and the six 将.
 * Rules of 《太乙金镜式经》 as quoted in 《古今图书集成·艺术典·太乙淘金歌》:
 * - 始击: 「以计神加和德，视文昌所临」 — 计神 placed on 艮 (和德), the position under 文昌 is 始击;
 * - 定目: 「以合神加太岁，文昌临处」 — 合神 placed on the 太岁, the position under 文昌 is 定目;
 * - 算: 「依数筭来太乙前」 — from the eye, clockwise, add the numbers of the palaces passed until the palace before
 *   太乙; an eye on a 间辰 counts one; an eye in 太乙's own palace takes that palace's number alone;
 * - 大将: the units of the 算 (a whole ten gives 一宫); 参将: 「大将三因之」, the 大将 times three, units kept.
 */
import { BRANCH_RING, PALACE_RING, RING, SAN_CAI, TAIYI_PATH_YANG, TAIYI_PATH_YIN, WENCHANG_YANG, WENCHANG_YIN, YUAN_NAMES } from './tables'

const mod = (a: number, n: number) => ((a % n) + n) % n

export interface TaiyiBoard {
  yang: boolean
  /** 1–72 */
  ju: number
  /** 五元 of the 360 cycle (甲子元 …) */
  yuan: string
  sanCai: string
  taiyiPalace: number
  /** ring indices (0 子 … 15 亥, see RING) */
  wenChang: number
  jiShen: number
  shiJi: number
  heShen: number
  taiSui: number
  dingMu: number
  zhuSuan: number
  keSuan: number
  dingSuan: number
  zhuDaJiang: number
  zhuCanJiang: number
  keDaJiang: number
  keCanJiang: number
  dingDaJiang: number
  dingCanJiang: number
}

/** 计神: 阳遁 子 on 寅, 阴遁 子 on 申, walking the twelve branches backwards. Returns a branch. */
export function jiShenBranch(branch: number, yang: boolean): number {
  return mod((yang ? 2 : 8) - branch, 12)
}

/** 合神 (六合): 子丑、寅亥、卯戌、辰酉、巳申、午未. */
export function heShenBranch(branch: number): number {
  return mod(1 - branch, 12)
}

/** 算 from an eye at ring index `start` to the palace before 太乙. */
export function suanFrom(start: number, taiyiPalace: number): number {
  const stop = PALACE_RING[taiyiPalace]
  if (start === stop) return taiyiPalace
  let sum = 0
  let i = start
  if (RING[i].palace === 0) {
    sum = 1
    i = mod(i + 1, 16)
  }
  while (i !== stop) {
    sum += RING[i].palace
    i = mod(i + 1, 16)
  }
  return sum
}

/** 大将 palace of a 算: its units, a whole ten counting as 一. */
export function daJiangOf(suan: number): number {
  return suan % 10 === 0 ? 1 : suan % 10
}

/** 参将 palace: the 大将 times three, units kept. */
export function canJiangOf(daJiang: number): number {
  return (daJiang * 3) % 10
}

/**
 * The board of the accumulated count `n` (局 = n mod 72, 元 = n mod 360) under a 遁; `branch` is the branch of the
 * period (year, month, day or hour) that plays the part of the 太岁.
 */
export function taiyiBoard(n: number, yang: boolean, branch: number): TaiyiBoard {
  const ju = mod(n - 1, 72) + 1
  const taiyiPalace = (yang ? TAIYI_PATH_YANG : TAIYI_PATH_YIN)[Math.floor((ju - 1) / 3) % 8]
  const wcName = (yang ? WENCHANG_YANG : WENCHANG_YIN)[(ju - 1) % 18]
  const wenChang = RING.findIndex((r) => r.name === wcName)
  const jiShen = BRANCH_RING[jiShenBranch(branch, yang)]
  const heShen = BRANCH_RING[heShenBranch(branch)]
  const taiSui = BRANCH_RING[branch]
  const shiJi = mod(wenChang + PALACE_RING[3] - jiShen, 16)
  const dingMu = mod(wenChang + taiSui - heShen, 16)
  const zhuSuan = suanFrom(wenChang, taiyiPalace)
  const keSuan = suanFrom(shiJi, taiyiPalace)
  const dingSuan = suanFrom(dingMu, taiyiPalace)
  const [zhuDaJiang, keDaJiang, dingDaJiang] = [zhuSuan, keSuan, dingSuan].map(daJiangOf)
  return {
    yang,
    ju,
    yuan: `${YUAN_NAMES[Math.floor(mod(n - 1, 360) / 72)]}元`,
    sanCai: SAN_CAI[(ju - 1) % 3],
    taiyiPalace,
    wenChang,
    jiShen,
    shiJi,
    heShen,
    taiSui,
    dingMu,
    zhuSuan,
    keSuan,
    dingSuan,
    zhuDaJiang,
    zhuCanJiang: canJiangOf(zhuDaJiang),
    keDaJiang,
    keCanJiang: canJiangOf(keDaJiang),
    dingDaJiang,
    dingCanJiang: canJiangOf(dingDaJiang),
  }
}
