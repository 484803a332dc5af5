/**
 * Dreamspell golden cases (oshimish/dreamspell-math test suite, the 13-Moon anchor, a Chinese public anchor) and the
 * 13-Moon year bearers: see esoteric.json for provenance.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDate } from '@/core/time'
import { mayanDay, SEALS } from '@/divination/mayan'

interface DreamspellCase {
  date: string
  kin: number
  seal: number
  tone: number
  wavespell: number
  wavespellSealEn: string
  guideKin: number
  analogKin: number
  antipodeKin: number
  occultKin: number
  source: string
}
const fixture = JSON.parse(readFileSync(join(__dirname, 'esoteric.json'), 'utf8'))
const cases = fixture.dreamspell.cases as DreamspellCase[]
const bearers = fixture.dreamspell.yearBearers as Array<{ from: string; kin: number; nameEn: string }>
const sealByEnglish = (en: string) => SEALS.findIndex((s) => en.toLowerCase().replace(/[- ]/g, '').endsWith(s.id.toLowerCase())) + 1

describe('Dreamspell golden cases', () => {
  it.each(cases.map((c) => [c.date, c] as const))('%s', (_date, c) => {
    const d = mayanDay(parseDate(c.date))
    expect({ kin: d.kin, seal: d.seal, tone: d.tone, wavespell: d.wavespell }).toEqual({ kin: c.kin, seal: c.seal, tone: c.tone, wavespell: c.wavespell })
    expect(d.wavespellSeal).toBe(sealByEnglish(c.wavespellSealEn))
    expect({ guide: d.guideKin, analog: d.analogKin, antipode: d.antipodeKin, occult: d.occultKin }).toEqual({
      guide: c.guideKin,
      analog: c.analogKin,
      antipode: c.antipodeKin,
      occult: c.occultKin,
    })
  })

  it.each(bearers.map((b) => [b.from, b] as const))('13-Moon year from %s: year bearer and Magnetic Moon day 1', (_from, b) => {
    const d = mayanDay(parseDate(b.from))
    expect(d.kin).toBe(b.kin)
    expect(d.moonYear).toMatchObject({ yearBearerKin: b.kin, moon: 1, day: 1, dayOutOfTime: false })
    // Every day of that year reports the same bearer, e.g. the following 25 July (Day Out of Time).
    const next = parseDate(b.from.replace(/^(\d+)/, (y) => String(Number(y) + 1)).replace('-26', '-25'))
    expect(mayanDay(next).moonYear).toMatchObject({ yearBearerKin: b.kin, dayOutOfTime: true, moon: null })
  })
})
