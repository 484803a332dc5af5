/**
 * The 七政四余 chart of one moment and place: 七政 and the nodes and apogee from Swiss Ephemeris, 紫炁 by its mean
 * motion from a recorded position, the 28 宿 boundaries from the 距星 at the chart date (今度) or the 古度 widths, each body's 宿 and 宿度,
 * 命宫 and the 十二宫 with the bodies in them, cut at the signs or at the 十二次 by 宿度 (palace-frame.ts).
 */
import { inputError } from '@/core/errors'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { SE } from '@/astro/ephemeris/constants'
import { normDeg } from '@/astro/zodiac'
import { mingGongByAscendant, mingGongBySun, hourBranchOfLocalMeanTime } from './rules'
import { branchIn, palaceStartsOf, type PalaceStarts } from './palace-frame'
import type { ZhengyuSettings } from './settings'
import { zhengyuShensha, type ShenshaMoment, type ZhengyuShensha } from './shensha'
import { fourPillars } from '@/divination/calendar/pillars'
import { huaYaoOfStem, miaoWangOf, mingDuLonDeg, palaceLordOf, xiuYaoOf, type HuaYaoName, type MiaoWangLabel } from './doctrine'
import { BRANCHES, duToDeg, PALACE_NAMES, QIZHENG, QIZHENG_SE, XIU, ZHENGYU_BODIES, type Branch, type QizhengId, type ZhengyuBodyId } from './tables'

export interface ZhengyuBody {
  lonDeg: number
  /** 宿 name and the degrees past its 距星 (ecliptic degrees, not 古度). */
  xiu: string
  xiuDeg: number
  branch: Branch
  /** 度主: the 七曜 of the body's 宿. */
  duZhu: QizhengId
  /** 庙旺 under the chosen reading; null when that reading gives the body none. */
  miaoWang: readonly MiaoWangLabel[] | null
  /** 化曜 of the year stem (天禄 …); null for 太阳, which does not 化. */
  huaYao: HuaYaoName | null
}

export interface XiuStart {
  name: string
  lonDeg: number
  /** 'catalogue': the 距星 from sefstars.txt; 'interpolated': the 距星 is missing there (胃, 鬼); 'ancient': 古度 widths. */
  source: 'catalogue' | 'interpolated' | 'ancient'
}

export interface ZhengyuPalace {
  name: (typeof PALACE_NAMES)[number]
  branch: Branch
  /** 宫主 (palace lord). */
  lord: QizhengId
  bodies: ZhengyuBodyId[]
}

export interface ZhengyuChart {
  jdUT: number
  place: { latDeg: number; lngDeg: number }
  settings: ZhengyuSettings
  /** Ayanamsa used (sidereal frame), else null. */
  ayanamsaDeg: number | null
  bodies: Record<ZhengyuBodyId, ZhengyuBody>
  xiuStarts: XiuStart[]
  /** Where each palace starts under settings.palaceFrame. */
  palaceStarts: PalaceStarts
  ascDeg: number
  /** Hour branch (时辰) used by the 太阳 method, from local mean time. */
  hourBranch: Branch
  mingGong: Branch
  /** 命度 and its 宿; 命主 = lord of 命宫, 度主 = 七曜 of the 命度 宿. */
  mingDu: { lonDeg: number; xiu: string; xiuDeg: number }
  mingZhu: QizhengId
  duZhu: QizhengId
  /** 身宫: the palace of the Moon (月为身); 身主 its lord. */
  shenGong: Branch
  shenZhu: QizhengId
  /** Year stem and branch by 立春 (index 0 = 甲, 0 = 子) and the stem's ten 化曜. */
  yearStem: number
  yearBranch: number
  /** 节气 month branch (index 0 = 子; 寅 from 立春), for the 神煞 by month. */
  monthBranch: number
  /** 神煞 of the year, month and hour on the palaces, less those switched off for natal charts. */
  shensha: ZhengyuShensha[]
  huaYao: { name: HuaYaoName; body: ZhengyuBodyId }[]
  palaces: ZhengyuPalace[]
}

export interface ZhengyuInput {
  jdUT: number
  latDeg: number
  lngDeg: number
}

/**
 * 紫炁 'wanli1578': uniform motion against the stars (the 宿 frame) at the 授时/大统 rate, 周日 10227.1792 日
 * (二十八日行一度, 《明史·历志》 步四余), anchored at the position 《图书编》 卷二十一 records for 万历五年十二月朔:
 * 紫气张十四度. The 朔 is 1578-01-18 02:46 UT (Sun and Moon at 297.77°, swetest). 14 度 are 古度 past 张宿一 (υ¹ Hya).
 */
export const ZIQI_WANLI1578 = { periodDays: 10227.1792, anchorJdUT: 2297429.615209, anchorStar: ',up-1Hya', anchorDu: 14 } as const

/** 紫炁 longitude in the chart's frame: the anchor star at the chart date plus the 紫炁 arc since the anchor. */
export function ziQiLonDeg(eph: Ephemeris, jdUT: number, sidMode?: number): number {
  const z = ZIQI_WANLI1578
  const star = eph.fixstarUt(jdUT, z.anchorStar, sidMode === undefined ? undefined : { sidMode })
  if (!star) return inputError('star_catalogue_missing', `恒星表缺少张宿一：${eph.lastError()}`)
  return normDeg(star.lonDeg + duToDeg(z.anchorDu) + (360 * (jdUT - z.anchorJdUT)) / z.periodDays)
}

/** Boundaries of the 28 宿 at the chart date, 角 first. */
export function xiuStartsAt(eph: Ephemeris, jdUT: number, settings: ZhengyuSettings): XiuStart[] {
  const opts = settings.zodiac === 'sidereal' ? { sidMode: settings.sidMode } : undefined
  const lonOf = (star: string) => eph.fixstarUt(jdUT, star, opts)?.lonDeg ?? null
  if (settings.xiuWidths === 'ancient') {
    const jiao = lonOf(XIU[0].star)
    if (jiao === null) return inputError('star_catalogue_missing', `恒星表缺少角宿一：${eph.lastError()}`)
    let acc = 0
    return XIU.map((x) => {
      const lonDeg = normDeg(jiao + duToDeg(acc))
      acc += x.ancientWidthDu
      return { name: x.name, lonDeg, source: 'ancient' as const }
    })
  }
  const found = XIU.map((x) => lonOf(x.star))
  return XIU.map((x, i) => {
    const lon = found[i]
    if (lon !== null) return { name: x.name, lonDeg: lon, source: 'catalogue' as const }
    // Missing 距星: between the neighbouring catalogue boundaries, in the proportion of the 古度 widths.
    const prev = found[(i + 27) % 28]
    const next = found[(i + 1) % 28]
    if (prev === null || next === null) return inputError('star_catalogue_missing', `恒星表缺少${x.name}宿前后的距星：${eph.lastError()}`)
    const prevWidth = XIU[(i + 27) % 28].ancientWidthDu
    const span = normDeg(next - prev)
    return { name: x.name, lonDeg: normDeg(prev + (span * prevWidth) / (prevWidth + x.ancientWidthDu)), source: 'interpolated' as const }
  })
}

/** The 宿 of a longitude and the degrees past its start. */
export function xiuOf(lonDeg: number, starts: readonly XiuStart[]): { xiu: string; xiuDeg: number } {
  let best = 0
  let bestDeg = Infinity
  starts.forEach((s, i) => {
    const d = normDeg(lonDeg - s.lonDeg)
    if (d < bestDeg) {
      bestDeg = d
      best = i
    }
  })
  return { xiu: starts[best].name, xiuDeg: bestDeg }
}

export function computeZhengyuChart(eph: Ephemeris, input: ZhengyuInput, settings: ZhengyuSettings): ZhengyuChart {
  const { jdUT, latDeg, lngDeg } = input
  const opts = settings.zodiac === 'sidereal' ? { sidMode: settings.sidMode } : undefined
  const lonOf = (body: number, label: string) => {
    const p = eph.calcUt(jdUT, body, opts)
    if (!p) return inputError('ephemeris_failed', `${label}：${eph.lastError()}`)
    return p.lonDeg
  }
  const lon = {} as Record<ZhengyuBodyId, number>
  for (const id of QIZHENG) lon[id] = lonOf(QIZHENG_SE[id], id)
  const node = lonOf(settings.nodeTrue ? SE.TRUE_NODE : SE.MEAN_NODE, '月交点')
  const ascending = settings.luohouNode === 'ascending'
  lon['罗睺'] = ascending ? node : normDeg(node + 180)
  lon['计都'] = ascending ? normDeg(node + 180) : node
  lon['月孛'] = lonOf(settings.yuebeiTrue ? SE.OSCU_APOG : SE.MEAN_APOG, '月孛')
  const ayanamsaDeg = opts ? eph.ayanamsaUt(jdUT, settings.sidMode) : null
  lon['紫炁'] = ziQiLonDeg(eph, jdUT, opts?.sidMode)

  const xiuStarts = xiuStartsAt(eph, jdUT, settings)
  const palaceStarts = palaceStartsOf(settings.palaceFrame, xiuStarts)
  // Year and month change at 立春 and each 节 (the instant); the zone only moves day and hour pillars, unused here.
  const { year, month } = fourPillars({ jdUT, zoneOffsetHours: 8 })
  const yearStem = year.stem
  const huaYao = huaYaoOfStem(yearStem)
  const bodies = {} as Record<ZhengyuBodyId, ZhengyuBody>
  for (const id of ZHENGYU_BODIES) {
    const place = xiuOf(lon[id], xiuStarts)
    const branch = branchIn(lon[id], palaceStarts)
    bodies[id] = {
      lonDeg: lon[id],
      ...place,
      branch,
      duZhu: xiuYaoOf(place.xiu),
      miaoWang: miaoWangOf(id, branch, settings.miaoWangType),
      huaYao: huaYao.find((h) => h.body === id)?.name ?? null,
    }
  }

  const houses = eph.houses(jdUT, latDeg, lngDeg, 'W', opts)
  const hourBranch = hourBranchOfLocalMeanTime(jdUT, lngDeg)
  const mingGong =
    settings.mingGongMethod === 'sun' ? mingGongBySun(bodies['日'].branch, hourBranch) : mingGongByAscendant(houses.ascDeg, palaceStarts)
  const mingIndex = BRANCHES.indexOf(mingGong)
  const palaces = PALACE_NAMES.map((name, k) => {
    const branch = BRANCHES[(mingIndex - k + 12) % 12]
    return { name, branch, lord: palaceLordOf(branch), bodies: ZHENGYU_BODIES.filter((id) => bodies[id].branch === branch) }
  })
  const mingDuLon = mingDuLonDeg(settings.mingGongMethod, houses.ascDeg, bodies['日'].lonDeg, mingGong, palaceStarts)
  const mingDu = { lonDeg: mingDuLon, ...xiuOf(mingDuLon, xiuStarts) }
  const shenGong = bodies['月'].branch
  return {
    jdUT,
    place: { latDeg, lngDeg },
    settings,
    ayanamsaDeg,
    bodies,
    xiuStarts,
    palaceStarts,
    ascDeg: houses.ascDeg,
    hourBranch,
    mingGong,
    mingDu,
    mingZhu: palaceLordOf(mingGong),
    duZhu: xiuYaoOf(mingDu.xiu),
    shenGong,
    shenZhu: palaceLordOf(shenGong),
    yearStem,
    yearBranch: year.branch,
    monthBranch: month.branch,
    shensha: zhengyuShensha(
      { yearStem, yearBranch: year.branch, monthBranch: month.branch, hourBranch: BRANCHES.indexOf(hourBranch) },
      settings.shenshaOff.natal,
    ),
    huaYao,
    palaces,
  }
}

/** The year, month and hour of a chart that its 神煞 are looked up from (the 流年 list takes the current chart's). */
export function shenshaMomentOf(c: ZhengyuChart): ShenshaMoment {
  return { yearStem: c.yearStem, yearBranch: c.yearBranch, monthBranch: c.monthBranch, hourBranch: BRANCHES.indexOf(c.hourBranch) }
}
