/**
 * 四课 and 三传 by the 九宗门: 贼克, 比用, 涉害, 遥克, 昴星, 别责, 八专, 伏吟, 返吟 (《大六壬大全·课经》 and 《六壬指南》).
 * Branches by index (子 = 0); `heaven(b)` is the 天盘 branch above earth b.
 */
import { BRANCHES, STEMS, elementRelation, yiMaBranch, type ElementId } from '../common/ganzhi'
import { STEM_LODGE, XING, mengZhongJi, stemCombine } from './tables'

export interface Ke {
  upper: number
  /** earth branch under the upper (课1: the day stem's 寄宫) */
  lowerBranch: number
  /** element of the lower: the day stem in 课1, a branch otherwise */
  lowerElement: ElementId
}

export type ZongMen = '贼克' | '比用' | '涉害' | '遥克' | '昴星' | '别责' | '八专' | '伏吟' | '返吟'

export interface SanChuanResult {
  chuan: [number, number, number]
  zongMen: ZongMen
  keTi: string
  reason: string
}

export interface Plate {
  yueJiang: number
  hourBranch: number
  dayStem: number
  dayBranch: number
}

const mod12 = (a: number) => ((a % 12) + 12) % 12
const branchElement = (b: number): ElementId => BRANCHES[b].element
const isYangBranch = (b: number) => b % 2 === 0

/** 天盘: 「月将加时」— the 月将 sits over the hour branch and the plate turns with it. */
export function heavenOf(p: Plate, earth: number): number {
  return mod12(p.yueJiang + earth - p.hourBranch)
}

export function earthUnder(p: Plate, heaven: number): number {
  return mod12(heaven - p.yueJiang + p.hourBranch)
}

/** 四课: 干上神, 干阴, 支上神, 支阴 (「一课干上，二课干阴，三课支上，四课支阴」). */
export function siKeOf(p: Plate): [Ke, Ke, Ke, Ke] {
  const lodge = STEM_LODGE[p.dayStem]
  const k1 = heavenOf(p, lodge)
  const k2 = heavenOf(p, k1)
  const k3 = heavenOf(p, p.dayBranch)
  const k4 = heavenOf(p, k3)
  return [
    { upper: k1, lowerBranch: lodge, lowerElement: STEMS[p.dayStem].element },
    { upper: k2, lowerBranch: k1, lowerElement: branchElement(k1) },
    { upper: k3, lowerBranch: p.dayBranch, lowerElement: branchElement(p.dayBranch) },
    { upper: k4, lowerBranch: k3, lowerElement: branchElement(k3) },
  ]
}

/** 下贼上 (zei) and 上克下 (ke) uppers, each branch once (两课同者作一课). */
function zeiKe(siKe: Ke[]): { zei: number[]; ke: number[] } {
  const zei = new Set<number>()
  const ke = new Set<number>()
  for (const k of siKe) {
    const r = elementRelation(branchElement(k.upper), k.lowerElement)
    if (r === 'controlledBy') zei.add(k.upper)
    if (r === 'controls') ke.add(k.upper)
  }
  return { zei: [...zei], ke: [...ke] }
}

/** Stems lodged at a branch (寄宫 inverse). */
function stemsLodgedAt(branch: number): number[] {
  return STEM_LODGE.flatMap((b, s) => (b === branch ? [s] : []))
}

/**
 * 涉害深浅: walk the candidate from the earth branch it sits on back to its own place, counting the earth branches and
 * lodged stems that 克 it (下贼上 candidates, 受克) or that it 克 (上克下 candidates). Returns the count.
 */
export function sheHaiDepth(p: Plate, candidate: number, zeiType: boolean): number {
  let depth = 0
  const el = branchElement(candidate)
  for (let b = earthUnder(p, candidate), n = 0; n < 12 && b !== candidate; b = mod12(b + 1), n++) {
    const els = [branchElement(b), ...stemsLodgedAt(b).map((s) => STEMS[s].element)]
    for (const e of els) {
      const r = elementRelation(el, e)
      if (zeiType ? r === 'controlledBy' : r === 'controls') depth++
    }
  }
  return depth
}

/** 比用 then 涉害 among several candidates of one kind. */
function chooseAmong(p: Plate, siKe: Ke[], cands: number[], zeiType: boolean): { first: number; zongMen: ZongMen; reason: string } {
  const yang = p.dayStem % 2 === 0
  const bi = cands.filter((c) => isYangBranch(c) === yang)
  if (bi.length === 1) return { first: bi[0], zongMen: '比用', reason: `数课俱${zeiType ? '贼' : '克'}，取与日干阴阳相比者` }
  const pool = bi.length > 1 ? bi : cands
  const depths = pool.map((c) => sheHaiDepth(p, c, zeiType))
  const max = Math.max(...depths)
  let deep = pool.filter((_, i) => depths[i] === max)
  if (deep.length > 1) {
    for (const level of [0, 1] as const) {
      const on = deep.filter((c) => mengZhongJi(earthUnder(p, c)) === level)
      if (on.length === 1) return { first: on[0], zongMen: '涉害', reason: `涉害深浅相等，取${level === 0 ? '孟' : '仲'}上神` }
      if (on.length > 1) {
        deep = on
        break
      }
    }
    const gz = yang ? siKe[0].upper : siKe[2].upper
    const pick = deep.includes(gz) ? gz : deep[0]
    return { first: pick, zongMen: '涉害', reason: `复等，${yang ? '刚日取干上' : '柔日取支上'}` }
  }
  return { first: deep[0], zongMen: '涉害', reason: `俱比或俱不比，涉害深者为用（${zeiType ? '受克' : '克下'} ${max} 重）` }
}

function zeiKeFirst(p: Plate, siKe: Ke[]): { first: number; zongMen: ZongMen; keTi: string; reason: string } | null {
  const { zei, ke } = zeiKe(siKe)
  if (zei.length === 1) return { first: zei[0], zongMen: '贼克', keTi: '重审', reason: '唯一下贼上' }
  if (zei.length > 1) return withKeTi(chooseAmong(p, siKe, zei, true))
  if (ke.length === 1) return { first: ke[0], zongMen: '贼克', keTi: '元首', reason: '唯一上克下' }
  if (ke.length > 1) return withKeTi(chooseAmong(p, siKe, ke, false))
  return null
}

function withKeTi(c: { first: number; zongMen: ZongMen; reason: string }) {
  return { ...c, keTi: c.zongMen === '比用' ? '知一' : '涉害' }
}

/** 遥克: 「四课无克号为遥，日与神兮递互招，先取神遥克其日，如无方取日来遥」 (课二、三、四上神). */
function yaoKeFirst(p: Plate, siKe: Ke[]): { first: number; keTi: string; reason: string } | null {
  const stemEl = STEMS[p.dayStem].element
  const uppers = [...new Set(siKe.slice(1).map((k) => k.upper))]
  const shenKeRi = uppers.filter((u) => elementRelation(branchElement(u), stemEl) === 'controls')
  const riKeShen = uppers.filter((u) => elementRelation(stemEl, branchElement(u)) === 'controls')
  const [cands, keTi, reason] = shenKeRi.length ? [shenKeRi, '蒿矢', '神遥克日'] : [riKeShen, '弹射', '日遥克神']
  if (!cands.length) return null
  if (cands.length === 1) return { first: cands[0], keTi, reason }
  const yang = p.dayStem % 2 === 0
  const bi = cands.filter((c) => isYangBranch(c) === yang)
  return { first: (bi.length ? bi : cands)[0], keTi, reason: `${reason}，数神取与日比者` }
}

/** 三传 of a plate by the 九宗门. */
export function sanChuanOf(p: Plate): SanChuanResult {
  const siKe = siKeOf(p)
  const yang = p.dayStem % 2 === 0
  const gan = siKe[0].upper
  const zhi = siKe[2].upper
  const next = (b: number) => heavenOf(p, b)
  const normal = (first: number): [number, number, number] => [first, next(first), next(next(first))]

  // 伏吟: 「伏吟有克还为用，无克刚干柔取辰」; an 初传 that punishes itself (自刑) passes to the other of 干上/支上 for the
  // 中传; the 末传 is the 中传's 刑, or its 冲 when that is 自刑 or returns to the 初传
  if (p.yueJiang === p.hourBranch) {
    const zk = zeiKeFirst(p, siKe)
    const first = zk ? zk.first : yang ? gan : zhi
    const middle = XING[first] === first ? (first === gan ? zhi : gan) : XING[first]
    const last = XING[middle] === middle || XING[middle] === first ? mod12(middle + 6) : XING[middle]
    return {
      chuan: [first, middle, last],
      zongMen: '伏吟',
      keTi: yang ? '自任' : '自信',
      reason: zk ? '伏吟有克取克' : yang ? '无克刚日取干上' : '无克柔日取支上',
    }
  }
  // 返吟: 「返吟有克亦为用，无克驿马发用奇；支上为中干上末」
  if (mod12(p.yueJiang - p.hourBranch) === 6) {
    const zk = zeiKeFirst(p, siKe)
    if (zk) return { chuan: normal(zk.first), zongMen: '返吟', keTi: '返吟', reason: `返吟有克，${zk.reason}` }
    return { chuan: [yiMaBranch(p.dayBranch), zhi, gan], zongMen: '返吟', keTi: '井栏射', reason: '返吟无克，取日支驿马为初传，支上为中，干上为末' }
  }
  const zk = zeiKeFirst(p, siKe)
  if (zk) return { chuan: normal(zk.first), zongMen: zk.zongMen, keTi: zk.keTi, reason: zk.reason }

  // 八专: 「八专无克，阳日干上顺数三，阴日支阴逆数三；中末皆取干上神」
  if (STEM_LODGE[p.dayStem] === p.dayBranch) {
    const first = yang ? mod12(gan + 2) : mod12(siKe[3].upper - 2)
    return { chuan: [first, gan, gan], zongMen: '八专', keTi: '八专', reason: yang ? '阳日干上神顺数三位' : '阴日第四课上神逆数三位' }
  }
  const yk = yaoKeFirst(p, siKe)
  if (yk) return { chuan: normal(yk.first), zongMen: '遥克', keTi: yk.keTi, reason: yk.reason }

  const distinct = new Set(siKe.map((k) => `${k.upper}/${k.lowerBranch}`)).size
  // 别责: 「四课不备无遥克，刚日干合上神取，柔日支前三合取；中末皆归干上神」
  if (distinct < 4) {
    const first = yang ? next(STEM_LODGE[stemCombine(p.dayStem)]) : mod12(p.dayBranch + 4)
    return { chuan: [first, gan, gan], zongMen: '别责', keTi: '别责', reason: yang ? '刚日取干合寄宫上神' : '柔日取支三合前一位' }
  }
  // 昴星: 「阳日仰视酉上神，阴日俯视从魁下；阳日先支后干，阴日先干后支」
  const first = yang ? next(9) : earthUnder(p, 9)
  return {
    chuan: yang ? [first, zhi, gan] : [first, gan, zhi],
    zongMen: '昴星',
    keTi: yang ? '虎视' : '冬蛇掩目',
    reason: yang ? '刚日取地盘酉上神，中支上末干上' : '柔日取天盘酉下神，中干上末支上',
  }
}
