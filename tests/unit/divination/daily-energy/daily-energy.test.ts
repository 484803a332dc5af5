import { describe, expect, it } from 'vitest'
import { BRANCH_TEXTS, DAY_ENERGY_TEXTS, RELATION_TEXTS, birthDayEnergy, dayEnergy } from '@/divination/daily-energy'
import { DEFAULT_PILLAR_SETTINGS } from '@/divination/calendar'
import { SHI_SHEN } from '@/divination/bazi'
import { parseGanZhi } from '@/divination/common/ganzhi'

const gz = parseGanZhi

describe('daily energy: the day 干支 against the day master', () => {
  it('甲 day master on a 庚 day: 七杀 (yang metal controls yang wood), 克我', () => {
    const e = dayEnergy(gz('甲子'), gz('庚寅'))
    expect(e).toMatchObject({ dayMaster: '甲', tenGod: '七杀', relation: 'controlledBy', dayElement: 'metal', dayMasterElement: 'wood' })
  })
  it('甲 day master on a 癸 day: 正印 (yin water generates yang wood), 生我', () => {
    expect(dayEnergy(gz('甲子'), gz('癸酉'))).toMatchObject({ tenGod: '正印', relation: 'generatedBy' })
  })
  it('丙 day master on a 丁 day: 劫财, 同我', () => {
    expect(dayEnergy(gz('丙寅'), gz('丁卯'))).toMatchObject({ tenGod: '劫财', relation: 'same' })
  })
  it('六冲 子午 and 六合 子丑 between the birth day branch and the day branch', () => {
    expect(dayEnergy(gz('甲子'), gz('庚午'))).toMatchObject({ branch: 'clash', branchPair: '子午' })
    expect(dayEnergy(gz('甲子'), gz('乙丑'))).toMatchObject({ branch: 'combine', branchPair: '子丑' })
    expect(dayEnergy(gz('甲子'), gz('丙子')).branch).toBe('same')
    expect(dayEnergy(gz('甲子'), gz('丙寅')).branch).toBe('none')
  })
  it('a birth on 2000-01-01 (a 戊午 day) read on 2000-01-07 (甲子): 七杀, 子午 clash', () => {
    const e = birthDayEnergy({ date: '2000-01-01', time: '12:00', birthZone: -8 }, DEFAULT_PILLAR_SETTINGS, { year: 2000, month: 1, day: 7 })
    expect(e).toMatchObject({ dayMaster: '戊', dayGanZhi: '甲子', tenGod: '七杀', branch: 'clash' })
  })
  it('the 子时 setting reaches the day master: 23:30 keeps the day, or starts the next one', () => {
    const birth = { date: '2000-01-01', time: '23:30', birthZone: -8 }
    const today = { year: 2000, month: 1, day: 7 }
    expect(birthDayEnergy(birth, DEFAULT_PILLAR_SETTINGS, today).dayMaster).toBe('戊')
    expect(birthDayEnergy(birth, { ...DEFAULT_PILLAR_SETTINGS, nextDayZiShi: true }, today).dayMaster).toBe('己')
  })
  it('every 十神, relation and branch contact has a text', () => {
    for (const s of SHI_SHEN) expect(DAY_ENERGY_TEXTS[s].length).toBeGreaterThan(20)
    for (const r of ['same', 'generatedBy', 'generates', 'controls', 'controlledBy'] as const) expect(RELATION_TEXTS[r].title).toBeTruthy()
    expect(BRANCH_TEXTS.clash).toContain('冲')
  })
})
