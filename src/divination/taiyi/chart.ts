/** 太乙神数 chart of a moment: the count of the chosen 计, its 局 and the board. */
import { fourPillars, termAtOrBefore, type Moment } from '../calendar'
import { julianDay } from '@/core/time'
import { accumulate, type TaiyiCount } from './count'
import { taiyiBoard, type TaiyiBoard } from './board'
import { DEFAULT_TAIYI_SETTINGS, type TaiyiSettings } from './settings'
import { lesserSpirits, type LesserSpirit, type SpiritPosition } from './spirits'
import { PALACE_GUA, RING } from './tables'

export interface TaiyiChart {
  pillars: string
  settings: TaiyiSettings
  count: TaiyiCount
  dun: '阳遁' | '阴遁'
  ju: number
  yuan: string
  sanCai: string
  taiyiPalace: number
  /** positions on the sixteen-神 ring, by name (子 … 乾 …) */
  wenChang: string
  shiJi: string
  dingMu: string
  jiShen: string
  heShen: string
  taiSui: string
  zhuSuan: number
  keSuan: number
  dingSuan: number
  zhuDaJiang: number
  zhuCanJiang: number
  keDaJiang: number
  keCanJiang: number
  dingDaJiang: number
  dingCanJiang: number
  /** 四神, 天乙, 地乙, 直符: a palace 1–9, or 巳/申/寅 for the three halls */
  spirits: Record<LesserSpirit, SpiritPosition>
  /** the sixteen positions clockwise from 子 with what stands on each */
  ring: { name: string; god: string; marks: string[] }[]
  /** palaces 1–9 with what stands in each */
  palaces: Record<number, { gua: string; marks: string[] }>
  derivation: string[]
}

const KEY_NAME = { year: '年', month: '月', day: '日', hour: '时' } as const

/** 时计 is 阳遁 from 冬至 to 夏至 and 阴遁 from 夏至 to 冬至; 年、月、日计 are always 阳遁. */
function isYang(m: Moment, settings: TaiyiSettings): boolean {
  if (settings.mode !== 'hour') return true
  const term = termAtOrBefore(m.jdUT, false).index
  return term === 23 || term < 11
}

function marksOf(b: TaiyiBoard, spirits: Record<LesserSpirit, SpiritPosition>): Pick<TaiyiChart, 'ring' | 'palaces'> {
  const ring = RING.map((r) => ({ name: r.name, god: r.god, marks: [] as string[] }))
  const put = (i: number, mark: string) => ring[i].marks.push(mark)
  put(b.wenChang, '文昌')
  put(b.shiJi, '始击')
  put(b.dingMu, '定目')
  put(b.jiShen, '计神')
  put(b.heShen, '合神')
  put(b.taiSui, '太岁')
  const palaces: Record<number, { gua: string; marks: string[] }> = {}
  for (let p = 1; p <= 9; p++) palaces[p] = { gua: PALACE_GUA[p], marks: [] }
  palaces[b.taiyiPalace].marks.push('太乙')
  const generals: [number, string][] = [
    [b.zhuDaJiang, '主大将'],
    [b.zhuCanJiang, '主参将'],
    [b.keDaJiang, '客大将'],
    [b.keCanJiang, '客参将'],
    [b.dingDaJiang, '定大将'],
    [b.dingCanJiang, '定参将'],
  ]
  for (const [p, name] of generals) palaces[p].marks.push(name)
  for (const [name, at] of Object.entries(spirits)) {
    if (typeof at === 'number') palaces[at].marks.push(name)
    else
      put(
        RING.findIndex((r) => r.name === at),
        name,
      )
  }
  return { ring, palaces }
}

export function taiyiChart(m: Moment, settings: TaiyiSettings = DEFAULT_TAIYI_SETTINGS): TaiyiChart {
  // 23:00 opens the next day's 子 hour (the day and hour counts follow the hour's day)
  const p = fourPillars(m, { nextDayZiShi: true, jieqiType: 'exact', solarTime: 'clock' })
  const dayJdn = Math.round(julianDay(p.dayDate, 12))
  const count = accumulate(settings.mode, settings.school, {
    pillarYear: p.pillarYear,
    monthBranch: p.month.branch,
    dayJdn,
    hourBranch: p.hour.branch,
  })
  const key = { year: p.year, month: p.month, day: p.day, hour: p.hour }[settings.mode]
  const yang = isYang(m, settings)
  const b = taiyiBoard(count.value, yang, key.branch)
  const spirits = lesserSpirits(b.ju)
  const name = (i: number) => RING[i].name
  const dun = yang ? '阳遁' : '阴遁'
  const k = KEY_NAME[settings.mode]
  return {
    pillars: [p.year, p.month, p.day, p.hour].map((x) => x.name).join(' '),
    settings,
    count,
    dun,
    ju: b.ju,
    yuan: b.yuan,
    sanCai: b.sanCai,
    taiyiPalace: b.taiyiPalace,
    wenChang: name(b.wenChang),
    shiJi: name(b.shiJi),
    dingMu: name(b.dingMu),
    jiShen: name(b.jiShen),
    heShen: name(b.heShen),
    taiSui: name(b.taiSui),
    zhuSuan: b.zhuSuan,
    keSuan: b.keSuan,
    dingSuan: b.dingSuan,
    zhuDaJiang: b.zhuDaJiang,
    zhuCanJiang: b.zhuCanJiang,
    keDaJiang: b.keDaJiang,
    keCanJiang: b.keCanJiang,
    dingDaJiang: b.dingDaJiang,
    dingCanJiang: b.dingCanJiang,
    spirits,
    ...marksOf(b, spirits),
    derivation: [
      `${count.label} ${count.value}：除 360 余 ${((count.value - 1) % 360) + 1}，入${b.yuan}；除 72 余 ${b.ju}，${dun}${b.ju}局（${b.sanCai}）`,
      `太乙在${b.taiyiPalace}宫（${PALACE_GUA[b.taiyiPalace]}），文昌在${RING[b.wenChang].god}（${name(b.wenChang)}）`,
      `${k}支${key.name[1]}：计神在${name(b.jiShen)}，加和德（艮）视文昌得始击${name(b.shiJi)}；合神${name(b.heShen)}加太岁视文昌得定目${name(b.dingMu)}`,
      `主算 ${b.zhuSuan}、客算 ${b.keSuan}、定算 ${b.dingSuan}：各自目起顺数宫数至太乙前一宫`,
      `四太乙三年一移：${Object.entries(spirits)
        .map(([name, at]) => `${name}在${typeof at === 'number' ? `${at}宫` : at}`)
        .join('，')}`,
    ],
  }
}
