import { describe, expect, it } from 'vitest'
import { GRID_LINES, LINE_MEANINGS, lifeNumbers, defaultLifeNumberSettings, NUMBER_MEANINGS } from '@/divination/numerology'
import { SEAL_MEANINGS, SEALS, TONE_MEANINGS, TONES } from '@/divination/mayan'

describe('our texts for life numbers and the Dreamspell', () => {
  it('every number a reading can show (1–9 and the master numbers) and every grid line has a text', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]) {
      expect(NUMBER_MEANINGS[n]?.keywords.length, `${n}`).toBeGreaterThanOrEqual(3)
      expect(NUMBER_MEANINGS[n].meaning.length, `${n}`).toBeGreaterThan(30)
    }
    for (const line of GRID_LINES) expect(LINE_MEANINGS[line.id]?.name, line.id).toBeTruthy()
  })
  it('every life number of a century of birthdays has its text', () => {
    for (let day = 0; day < 36525; day += 7) {
      const d = new Date(Date.UTC(1930, 0, 1) + day * 86400000)
      const r = lifeNumbers({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, defaultLifeNumberSettings)
      expect(NUMBER_MEANINGS[r.lifeNumber], `${d.toISOString()}`).toBeDefined()
      expect(NUMBER_MEANINGS[r.birthdayNumber]).toBeDefined()
    }
  })
  it('one text per Dreamspell seal and tone, in table order', () => {
    expect(SEAL_MEANINGS).toHaveLength(SEALS.length)
    expect(TONE_MEANINGS).toHaveLength(TONES.length)
    for (const m of SEAL_MEANINGS) expect(m.gift.length).toBeGreaterThan(5)
  })
})
