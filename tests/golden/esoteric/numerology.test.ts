/** Life-number golden cases (decoz.com, lifepathcalc, womenshealthmag.com/tw): see esoteric.json for provenance. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDate } from '@/core/time'
import { lifeNumbers } from '@/divination/numerology'

interface NumerologyCase {
  date: string
  westernLifePath_componentMethod: number
  components: { month: number; day: number; year: number }
  talentNumber_sumAllDigits: number
  lifeNumber_sumAllDigits_keepMaster: number
  lifeNumber_sumAllDigits_noMaster: number
  birthdayNumber_noMaster: number
  birthdayNumber_keepMaster: number
  source: string
}
const fixture = JSON.parse(readFileSync(join(__dirname, 'esoteric.json'), 'utf8'))
const cases = fixture.numerology.cases as NumerologyCase[]

describe('life-number golden cases', () => {
  it.each(cases.map((c) => [c.date, c] as const))('%s keeping master numbers', (_date, c) => {
    const r = lifeNumbers(parseDate(c.date), { keepMaster: true, talentNumberType: 'sumAllDigits' })
    expect(r.lifePath).toBe(c.westernLifePath_componentMethod)
    expect(r.components).toEqual(c.components)
    expect(r.talent).toBe(c.talentNumber_sumAllDigits)
    expect(r.lifeNumber).toBe(c.lifeNumber_sumAllDigits_keepMaster)
    expect(r.birthdayNumber).toBe(c.birthdayNumber_keepMaster)
  })

  it.each(cases.map((c) => [c.date, c] as const))('%s without master numbers', (_date, c) => {
    const r = lifeNumbers(parseDate(c.date), { keepMaster: false, talentNumberType: 'sumAllDigits' })
    expect(r.talent).toBe(c.talentNumber_sumAllDigits)
    expect(r.lifeNumber).toBe(c.lifeNumber_sumAllDigits_noMaster)
    expect(r.birthdayNumber).toBe(c.birthdayNumber_noMaster)
  })
})
