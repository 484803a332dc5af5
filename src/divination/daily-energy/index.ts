/**
 * 今日能量 (the energy tab): the day's 干支 read against a birth's day master (日主), as a bazi reader looks at a
 * 流日. Three facts, each a rule of the bazi tables:
 * - 十神 of the day stem seen from the day master (《渊海子平》, via shiShenOf);
 * - its 五行 relation (同我 / 我生 / 我克 / 克我 / 生我);
 * - the day branch against the birth's day branch: 六冲 子午、丑未、寅申、卯酉、辰戌、巳亥, 六合 子丑、寅亥、卯戌、
 *   辰酉、巳申、午未 (《三命通会·论支元六合》).
 * The reading texts are ours (./texts).
 */
import {
  BRANCH_NAMES,
  STEMS,
  STEM_NAMES,
  branchClash,
  branchCombine,
  elementRelation,
  parseGanZhi,
  type ElementId,
  type ElementRelation,
  type GanZhi,
} from '../common/ganzhi'
import { shiShenOf, type ShiShen } from '../bazi/tables'
import { ganZhiOfDay } from '../calendar/day'
import { momentOf, type MomentInput } from '../calendar/moment'
import { fourPillars, type PillarSettings } from '../calendar/pillars'
import type { CivilDate } from '@/core/time'

export type BranchContact = 'clash' | 'combine' | 'same' | 'none'

export interface DayEnergy {
  /** today's day pillar, e.g. 甲子 */
  dayGanZhi: string
  /** the birth's day stem (日主), e.g. 丙 */
  dayMaster: string
  dayMasterElement: ElementId
  dayElement: ElementId
  tenGod: ShiShen
  relation: ElementRelation
  /** today's day branch against the birth's day branch */
  branch: BranchContact
  /** the two branches, for the text: 子午 */
  branchPair: string
}

/** Today's day pillar read against the birth's day pillar. */
export function dayEnergy(birthDay: GanZhi, today: GanZhi): DayEnergy {
  const rel = elementRelation(STEMS[birthDay.stem].element, STEMS[today.stem].element)
  const branch: BranchContact =
    today.branch === birthDay.branch
      ? 'same'
      : branchClash(birthDay.branch) === today.branch
        ? 'clash'
        : branchCombine(birthDay.branch) === today.branch
          ? 'combine'
          : 'none'
  return {
    dayGanZhi: today.name,
    dayMaster: STEM_NAMES[birthDay.stem],
    dayMasterElement: STEMS[birthDay.stem].element,
    dayElement: STEMS[today.stem].element,
    tenGod: shiShenOf(birthDay.stem, today.stem),
    relation: rel,
    branch,
    branchPair: BRANCH_NAMES[birthDay.branch] + BRANCH_NAMES[today.branch],
  }
}

/**
 * A birth's day pillar (with the bazi page's 子时 and solar-time settings) read against the 干支 of a calendar day.
 * Throws EngineInputError on a birth the calendar cannot place.
 */
export function birthDayEnergy(birth: MomentInput, settings: PillarSettings, today: CivilDate): DayEnergy {
  const day = fourPillars(momentOf(birth), settings).day
  return dayEnergy(day, parseGanZhi(ganZhiOfDay(today).day))
}

export { DAY_ENERGY_TEXTS, RELATION_TEXTS, BRANCH_TEXTS } from './texts'
