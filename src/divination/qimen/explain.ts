/**
 * One palace of a 奇门 board read out: its star, door and god, the 十干克应 of its 天盘 over 地盘 stems, 伏吟 and 反吟
 * of star and door (at home: 「星门伏吟」; in the opposite palace: 「反吟」), and the marks the board draws
 * (门迫, 六仪击刑, 三奇入墓), with 值符/值使, 驿马 and 空亡 when they fall here.
 */
import { BRANCH_NAMES, ELEMENT_NAME, STEM_NAMES } from '../common/ganzhi'
import { BRANCH_PALACE, centerHostPalace, type QimenChart } from './chart'
import { keYingOf, type Luck } from './texts/ke-ying'
import { DOOR_ELEMENT, JI_XING_BRANCH, PALACE_ELEMENT, RU_MU_BRANCH } from './marks'
import { DAY_STAR_MEANING, DOOR_MEANING, GOD_MEANING, STAR_MEANING, meaningOf } from './texts/meanings'
import type { DayQimenChart } from './day'
import { DOORS, STARS, XUN_YI } from './tables'

export interface PalaceNote {
  kind: 'star' | 'door' | 'god' | 'stems' | 'mark' | 'fact'
  title: string
  luck: Luck | null
  text: string
}

export interface PalaceExplanation {
  palace: number
  title: string
  notes: PalaceNote[]
}

const opposite = (palace: number) => 10 - palace

/** 伏吟 when a star or door sits in its own palace, 反吟 when it sits in the opposite one. */
function fuFan(home: readonly string[], name: string, palace: number): '伏吟' | '反吟' | null {
  if (!name || palace === 5) return null
  if (home[palace] === name) return '伏吟'
  if (home[opposite(palace)] === name) return '反吟'
  return null
}

function markNote(mark: string, palace: number, door: string): PalaceNote {
  if (mark === '门迫') {
    const doorEl = ELEMENT_NAME[DOOR_ELEMENT[door]]
    const palaceEl = ELEMENT_NAME[PALACE_ELEMENT[palace]]
    return {
      kind: 'mark',
      title: '门迫',
      luck: '凶',
      text: `${door}属${doorEl}，克${palace}宫之${palaceEl}，门克宫为迫：吉门被迫吉不就，凶门被迫凶不起。`,
    }
  }
  const plate = mark[0] === '天' ? '天盘' : '地盘'
  const stem = mark[1]
  if (mark.endsWith('击刑')) {
    const xun = XUN_YI.find((x) => STEM_NAMES[x.yi] === stem)?.head ?? ''
    return {
      kind: 'mark',
      title: `${plate}${stem}击刑`,
      luck: '凶',
      text: `${xun}${stem}落${palace}宫，${xun.slice(1)}${xun.slice(1) === JI_XING_BRANCH[stem] ? '自刑' : `刑${JI_XING_BRANCH[stem]}`}：六仪击刑，主刑伤阻滞，凡事多有掣肘。`,
    }
  }
  return {
    kind: 'mark',
    title: `${plate}${stem}奇入墓`,
    luck: '凶',
    text: `${stem}奇落${palace}宫，墓在${RU_MU_BRANCH[stem]}：三奇入墓，奇光被掩，吉事难以彰显。`,
  }
}

/** 驿马 and 旬空 when their branches fall in the palace. */
function horseAndVoid(palace: number, horse: { branch: string; palace: number }, voidBranches: string): PalaceNote[] {
  const notes: PalaceNote[] = []
  if (horse.palace === palace) notes.push({ kind: 'fact', title: '马星', luck: null, text: `驿马${horse.branch}在此宫，主动象、出行与变迁。` })
  const voids = [...voidBranches].filter((b) => BRANCH_PALACE[BRANCH_NAMES.indexOf(b)] === palace)
  if (voids.length > 0) notes.push({ kind: 'fact', title: '空亡', luck: '凶', text: `旬空${voids.join('')}落此宫，所临之事多虚而不实，吉凶减半。` })
  return notes
}

export function explainPalace(chart: QimenChart, palace: number): PalaceExplanation {
  const cell = chart.palaces[palace]
  const notes: PalaceNote[] = []
  const star = meaningOf(STAR_MEANING, cell.star)
  if (star) notes.push({ kind: 'star', title: cell.star, ...star })
  const hosted = cell.hostedStar ? meaningOf(STAR_MEANING, cell.hostedStar) : null
  if (hosted && cell.hostedStar) notes.push({ kind: 'star', title: `${cell.hostedStar}（寄）`, ...hosted })
  const starFuFan = fuFan(STARS, cell.star, palace)
  if (starFuFan)
    notes.push({
      kind: 'star',
      title: `星${starFuFan}`,
      luck: '凶',
      text: starFuFan === '伏吟' ? `${cell.star}仍在本宫不动，主事情停滞、宜守不宜攻。` : `${cell.star}落入对冲之宫，主反复动荡、事多颠倒。`,
    })
  const door = meaningOf(DOOR_MEANING, cell.door)
  if (door) notes.push({ kind: 'door', title: cell.door, ...door })
  const doorFuFan = fuFan(DOORS, cell.door, palace)
  if (doorFuFan)
    notes.push({
      kind: 'door',
      title: `门${doorFuFan}`,
      luck: '凶',
      text: doorFuFan === '伏吟' ? `${cell.door}守在本宫，主人事迟滞，宜收敛守成。` : `${cell.door}临对冲之宫，主事情反复、去而复来。`,
    })
  const god = meaningOf(GOD_MEANING, cell.god)
  if (god) notes.push({ kind: 'god', title: cell.god, ...god })

  for (const heaven of [cell.heavenStem, cell.hostedHeavenStem ?? '']) {
    const ke = keYingOf(heaven, cell.earthStem)
    if (ke) notes.push({ kind: 'stems', title: `天盘${heaven}加地盘${cell.earthStem}：${ke.name}`, luck: ke.luck, text: ke.text })
  }
  for (const mark of cell.marks) notes.push(markNote(mark, palace, cell.door))

  if (palace === 5 && !cell.star)
    notes.push({
      kind: 'fact',
      title: '中五宫',
      luck: null,
      text: `中宫不布星门神，天禽与地盘${cell.earthStem}寄于${centerHostPalace(chart.settings, chart.dun === '阳遁')}宫同看。`,
    })
  if (chart.zhiFu.landsPalace === palace)
    notes.push({ kind: 'fact', title: '值符所临', luck: '吉', text: `值符${chart.zhiFu.star}加临此宫，为一盘之主，贵人所在。` })
  if (chart.zhiShi.landsPalace === palace)
    notes.push({ kind: 'fact', title: '值使所临', luck: null, text: `值使${chart.zhiShi.door}行至此宫，主事之门，看事情的进展。` })
  notes.push(...horseAndVoid(palace, chart.horse, chart.timeVoid))

  const parts = [cell.god, cell.star, cell.door].filter(Boolean).join(' ')
  return { palace, title: `${cell.gua}${palace}宫${parts ? `：${parts}` : ''}`, notes }
}

/** A palace of the 日家 (金函) board: its star and door, 门迫, 驿马 and 日空. */
export function explainDayPalace(chart: DayQimenChart, palace: number): PalaceExplanation {
  const cell = chart.palaces[palace]
  const notes: PalaceNote[] = []
  const star = meaningOf(DAY_STAR_MEANING, cell.star)
  if (star) notes.push({ kind: 'star', title: cell.star, ...star })
  const door = meaningOf(DOOR_MEANING, cell.door)
  if (door) notes.push({ kind: 'door', title: cell.door, ...door })
  for (const mark of cell.marks) notes.push(markNote(mark, palace, cell.door))
  if (palace === 5) notes.push({ kind: 'fact', title: '中五宫', luck: null, text: '八门飞八方而不入中五，中宫只看所临之星。' })
  notes.push(...horseAndVoid(palace, chart.horse, chart.dayVoid))
  return { palace, title: `${cell.gua}${palace}宫：${[cell.star, cell.door].filter(Boolean).join(' ')}`, notes }
}
