/**
 * 时家奇门 board: 定局 → 地盘 (三奇六仪) → 旬首, 值符, 值使 → 天盘 stars and stems, 八门, 八神 (转盘 or 飞盘).
 * Rules of 《烟波钓叟歌》: 「阳顺阴逆」; 「六甲元号六仪名」; 「直符常遣加时干，直使顺逆随宫去」.
 */
import { fourPillars, termAtOrBefore, TERM_NAMES, type Moment } from '../calendar'
import { inputError } from '@/core/errors'
import { julianDay } from '@/core/time'
import { BRANCH_NAMES, STEM_NAMES, ganZhiAt, xunKong, yiMaBranch } from '../common/ganzhi'
import { juChaiBu, juMonth, juYear, juZhiRun, type JuResult } from './ju'
import { DOORS, GODS_FEI, GODS_MODERN, GODS_YANG_OLD, PALACE_GUA, RING, SANQI_LIUYI, STARS, XUN_YI, YUAN_NAMES } from './tables'
import { palaceMarks } from './marks'
import { DEFAULT_QIMEN_SETTINGS, type QimenSettings } from './settings'

export interface QimenPalace {
  palace: number
  gua: string
  earthStem: string
  /** 天盘 stem carried by the star; '' in the centre of a 转盘 */
  heavenStem: string
  /** stem of 中五 carried along with 天禽 (转盘) */
  hostedHeavenStem: string | null
  star: string
  /** 天禽 when it rides with the host star (天禽随芮) */
  hostedStar: string | null
  door: string
  god: string
  /** 门迫, 六仪击刑 and 三奇入墓 on the 天盘 (天…) or 地盘 (地…) */
  marks: string[]
}

export interface QimenChart {
  pillars: string
  solarTerm: string
  dun: '阳遁' | '阴遁'
  yuan: string
  ju: number
  fuTou: string
  xunHead: string
  earthPlate: string[]
  zhiFu: { star: string; originalPalace: number; landsRawPalace: number; landsPalace: number }
  zhiShi: { door: string; originalPalace: number; landsRawPalace: number; landsPalace: number }
  palaces: Record<number, QimenPalace>
  /** 旬空 of the hour */
  timeVoid: string
  /** 驿马 of the hour branch and its palace */
  horse: { branch: string; palace: number }
  zhiRun: { chaoShenDays: number; leap: boolean } | null
  settings: QimenSettings
  derivation: string[]
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Palace reached from `p` after `steps` through 1–9 (阳 forward, 阴 backward), the centre included. */
export function flyPalace(p: number, steps: number, yang: boolean): number {
  return mod(p - 1 + (yang ? steps : -steps), 9) + 1
}

/** 地盘: 「阳遁顺仪奇逆布，阴遁逆仪奇顺行」— 戊 on the 局 palace, then 己庚辛壬癸丁丙乙 forward (阳) or backward (阴). */
export function earthPlateOf(ju: number, yang: boolean): number[] {
  const plate = new Array<number>(10).fill(-1)
  SANQI_LIUYI.forEach((stem, i) => (plate[flyPalace(ju, i, yang)] = stem))
  return plate
}

/** 驿马 of a branch (shared with bazi and liuren). */
export const horseBranch = yiMaBranch

/** Palace of each branch on the 后天 board: 子1 丑寅8 卯3 辰巳4 午9 未申2 酉7 戌亥6. */
export const BRANCH_PALACE = [1, 8, 8, 3, 4, 4, 9, 2, 2, 7, 6, 6] as const

/** Palace that hosts 中五: 寄坤2, or 寄艮坤 (阳遁 艮8, 阴遁 坤2). */
export function centerHostPalace(settings: QimenSettings, yang: boolean): number {
  return settings.centerHost === 'genKun' && yang ? 8 : 2
}

const ringIndex = (p: number) => RING.indexOf(p as (typeof RING)[number])

/** 时家, 月家 and 年家 boards; 日家 is a board of another kind (dayQimenChart). */
export function qimenChart(m: Moment, settings: QimenSettings = DEFAULT_QIMEN_SETTINGS): QimenChart {
  if (settings.jia === 'day') inputError('bad_settings', '日家奇门另成一盘，请用 dayQimenChart')
  const p = fourPillars(m, { nextDayZiShi: settings.nextDayZiShi, jieqiType: 'exact', solarTime: 'clock' })
  const dayJdn = Math.round(julianDay(p.dayDate, 12))
  const ju: JuResult =
    settings.jia === 'year'
      ? juYear(p.pillarYear, p.year.index)
      : settings.jia === 'month'
        ? juMonth(p.year.branch, p.year.index)
        : settings.juMethod === 'zhirun'
          ? juZhiRun(dayJdn, p.day.index, m.jdUT)
          : juChaiBu(m.jdUT, p.day.index)
  // the pillar that plays the part of the hour: 时家 the hour, 月家 the month, 年家 the year
  const key = settings.jia === 'year' ? p.year : settings.jia === 'month' ? p.month : p.hour
  const keyName = settings.jia === 'year' ? '年' : settings.jia === 'month' ? '月' : '时'
  const yang = ju.yang
  const host = centerHostPalace(settings, yang)
  const earth = earthPlateOf(ju.ju, yang)
  const palaceOfStem = (stem: number) => earth.indexOf(stem)

  const xun = Math.floor(key.index / 10)
  const xunYi = XUN_YI[xun].yi
  const xunPalace = palaceOfStem(xunYi)
  const hourStem = key.stem === 0 ? xunYi : key.stem
  const fuRaw = palaceOfStem(hourStem)
  const fuLand = fuRaw === 5 ? host : fuRaw
  const shiRaw = flyPalace(xunPalace, key.index - xun * 10, yang)
  const shiLand = shiRaw === 5 ? host : shiRaw
  const zhiFuStar = STARS[xunPalace]
  const zhiShiDoor = DOORS[xunPalace === 5 ? host : xunPalace]

  const palaces: Record<number, QimenPalace> = {}
  for (let i = 1; i <= 9; i++) {
    palaces[i] = {
      palace: i,
      gua: PALACE_GUA[i],
      earthStem: STEM_NAMES[earth[i]],
      heavenStem: '',
      hostedHeavenStem: null,
      star: '',
      hostedStar: null,
      door: '',
      god: '',
      marks: [],
    }
  }
  if (settings.pan === 'zhuan') {
    const starShift = ringIndex(fuLand) - ringIndex(xunPalace === 5 ? host : xunPalace)
    const doorShift = ringIndex(shiLand) - ringIndex(xunPalace === 5 ? host : xunPalace)
    const gods = !yang || settings.godNames === 'modern' ? GODS_MODERN : GODS_YANG_OLD
    RING.forEach((palace, k) => {
      const src = RING[mod(k - starShift, 8)]
      const cell = palaces[palace]
      cell.star = STARS[src]
      cell.heavenStem = STEM_NAMES[earth[src]]
      if (src === host) {
        cell.hostedStar = STARS[5]
        cell.hostedHeavenStem = STEM_NAMES[earth[5]]
      }
      cell.door = DOORS[RING[mod(k - doorShift, 8)]]
    })
    gods.forEach((god, k) => (palaces[RING[mod(ringIndex(fuLand) + (yang ? k : -k), 8)]].god = god))
  } else {
    for (let src = 1; src <= 9; src++) {
      const starTo = flyPalace(fuRaw, src - xunPalace, yang)
      palaces[starTo].star = STARS[src]
      palaces[starTo].heavenStem = STEM_NAMES[earth[src]]
      // doors count from the 值使's own palace (中五's 值使 is the host palace's door)
      palaces[flyPalace(shiRaw, src - (xunPalace === 5 ? host : xunPalace), yang)].door = DOORS[src]
    }
    GODS_FEI.forEach((god, k) => (palaces[flyPalace(fuRaw, k, yang)].god = god))
  }

  for (const cell of Object.values(palaces)) {
    cell.marks = palaceMarks(cell.palace, cell.door, cell.earthStem, [cell.heavenStem, cell.hostedHeavenStem ?? ''])
  }
  const [void1, void2] = xunKong(key)
  const horse = horseBranch(key.branch)
  const term = ju.termIndex >= 0 ? TERM_NAMES[ju.termIndex] : termAtOrBefore(m.jdUT, false).name
  const yuan = YUAN_NAMES[ju.yuan]
  const dun = yang ? '阳遁' : '阴遁'
  const xunHead = `${XUN_YI[xun].head}(${STEM_NAMES[xunYi]})`
  const fuTou = ganZhiAt(ju.fuTouIndex).name
  return {
    pillars: [p.year, p.month, p.day, p.hour].map((x) => x.name).join(' '),
    solarTerm: term,
    dun,
    yuan,
    ju: ju.ju,
    fuTou,
    xunHead,
    earthPlate: earth.slice(1).map((s) => STEM_NAMES[s]),
    zhiFu: { star: zhiFuStar, originalPalace: xunPalace, landsRawPalace: fuRaw, landsPalace: settings.pan === 'zhuan' ? fuLand : fuRaw },
    zhiShi: { door: zhiShiDoor, originalPalace: xunPalace, landsRawPalace: shiRaw, landsPalace: settings.pan === 'zhuan' ? shiLand : shiRaw },
    palaces,
    timeVoid: BRANCH_NAMES[void1] + BRANCH_NAMES[void2],
    horse: { branch: BRANCH_NAMES[horse], palace: BRANCH_PALACE[horse] },
    zhiRun: ju.chaoShenDays === undefined ? null : { chaoShenDays: ju.chaoShenDays, leap: Boolean(ju.leap) },
    settings,
    derivation: [
      settings.jia === 'year'
        ? `年家：${p.pillarYear} 年在${yuan}（上元甲子 1864 起），${dun}${ju.ju}局`
        : settings.jia === 'month'
          ? `月家：${p.year.name}年属${yuan}，${dun}${ju.ju}局`
          : settings.juMethod === 'zhirun'
            ? `置闰：符头${fuTou}，${ju.leap ? '闰' : ''}${term}${(ju.chaoShenDays ?? 0) >= 0 ? `超神 ${ju.chaoShenDays} 日` : `接气 ${-(ju.chaoShenDays ?? 0)} 日`}；${term}${yuan}，${dun}${ju.ju}局`
            : `拆补：${term}，符头${fuTou}为${yuan}；${dun}${ju.ju}局`,
      `${keyName}柱${key.name}，旬首${xunHead}在${xunPalace}宫：值符${zhiFuStar}，值使${zhiShiDoor}`,
      `值符加${keyName}干${STEM_NAMES[hourStem]}落${fuLand}宫，值使落${shiLand}宫`,
    ],
  }
}
