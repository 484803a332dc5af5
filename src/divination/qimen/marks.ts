/**
 * Palace marks of a 奇门 board: 门迫, 六仪击刑, 三奇入墓.
 * - 门迫: the door's element 克 the palace's (「吉门被迫吉不就，凶门被迫凶不起」).
 * - 六仪击刑: 「甲子戊刑卯（震三），甲戌己刑未（坤二），甲申庚刑寅（艮八），甲午辛刑午（离九），甲辰壬刑辰（巽四），甲寅癸刑巳（巽四）」.
 * - 三奇入墓 (common list): 乙奇墓未（坤二），丙奇墓戌（乾六），丁奇墓丑（艮八）.
 * 击刑 and 入墓 are read on the 天盘 stems (the one carried with 天禽 included) and on the 地盘 stem, prefixed 天/地.
 */
import { elementRelation, type ElementId } from '../common/ganzhi'

/** 八门五行: 休水，生土，伤木，杜木，景火，死土，惊金，开金. */
export const DOOR_ELEMENT: Record<string, ElementId> = {
  休门: 'water',
  生门: 'earth',
  伤门: 'wood',
  杜门: 'wood',
  景门: 'fire',
  死门: 'earth',
  惊门: 'metal',
  开门: 'metal',
}

/** 九宫五行 by palace 1–9: 坎水 坤土 震木 巽木 中土 乾金 兑金 艮土 离火. */
export const PALACE_ELEMENT: readonly ElementId[] = ['water', 'water', 'earth', 'wood', 'wood', 'earth', 'metal', 'metal', 'earth', 'fire']

/** 六仪击刑: the palace of the 刑 branch, and the branch. */
export const JI_XING: Record<string, number> = { 戊: 3, 己: 2, 庚: 8, 辛: 9, 壬: 4, 癸: 4 }
export const JI_XING_BRANCH: Record<string, string> = { 戊: '卯', 己: '未', 庚: '寅', 辛: '午', 壬: '辰', 癸: '巳' }
/** 三奇入墓: the palace of the 墓 branch, and the branch. */
export const RU_MU: Record<string, number> = { 乙: 2, 丙: 6, 丁: 8 }
export const RU_MU_BRANCH: Record<string, string> = { 乙: '未', 丙: '戌', 丁: '丑' }

export function palaceMarks(palace: number, door: string, earthStem: string, heavenStems: readonly string[]): string[] {
  const marks: string[] = []
  const doorEl = DOOR_ELEMENT[door]
  if (doorEl && elementRelation(doorEl, PALACE_ELEMENT[palace]) === 'controls') marks.push('门迫')
  const stems: [string, string][] = [...heavenStems.filter(Boolean).map((s): [string, string] => ['天', s]), ['地', earthStem]]
  for (const [plate, stem] of stems) {
    if (JI_XING[stem] === palace) marks.push(`${plate}${stem}击刑`)
    if (RU_MU[stem] === palace) marks.push(`${plate}${stem}奇入墓`)
  }
  return marks
}
