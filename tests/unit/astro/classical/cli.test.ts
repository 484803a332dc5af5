/** The `classical`, `firdaria`, `profections` and `releasing` commands: DESIGN §3 shapes, settings, bad input. */
import { spawnSync } from 'node:child_process'
import { termLordOf } from '@/astro/classical/dignities'
import { commands } from '@/cli/commands/classical'
import { EngineInputError } from '@/core/errors'

// John Lennon, Liverpool 1940-10-09 18:30 BST (17:30 UT): a night birth.
const LENNON = { jdUT: 2429912.2291666665, lat: 53.4084, lng: -2.9916 }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = async (cmd: keyof typeof commands, input: Record<string, unknown>) => (await commands[cmd].run(input)) as any

describe('engine CLI: classical', () => {
  it('prints sect, the four DESIGN lots, dignities of the seven planets, antiscia, almuten and fixed stars', async () => {
    const out = await run('classical', LENNON)
    expect(out.sect).toBe('night')
    for (const id of ['Fortune', 'Spirit', 'Eros', 'Necessity']) expect(out.lots[id]).toBeGreaterThanOrEqual(0)
    expect(Object.keys(out.dignities)).toEqual(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'])
    // The Sun in Libra is in its fall (Tetrabiblos I.19) and holds no dignity there at night: −4 − 5.
    expect(out.dignities.Sun).toMatchObject({ fall: true, peregrine: true, score: -9 })
    expect(out.antiscia.Sun.antiscion).toBeCloseTo(343.732106, 5)
    expect(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']).toContain(out.almuten)
    expect(out.syzygy.kind).toBe('new')
    expect(out.fixedStars.find((s: { name: string }) => s.name === 'Regulus').lon).toBeCloseTo(149.0, 0)
  })

  it('the term and triplicity schemes change the dignities', async () => {
    // Moon at 3°33′ Aquarius: Egyptian term of Mercury, Ptolemaic (Robbins) term of Saturn.
    const eg = await run('classical', LENNON)
    const pt = await run('classical', { ...LENNON, terms: 'ptolemaic' })
    expect(termLordOf(303.55, 'egyptian')).toBe('Mercury')
    expect(termLordOf(303.55, 'ptolemaic')).toBe('Saturn')
    // The almuten counts the term lord of the Moon's degree among the hylegical places.
    expect(pt.almutenPoints.Saturn - eg.almutenPoints.Saturn).toBeGreaterThanOrEqual(2)
    expect(eg.almutenPoints.Mercury - pt.almutenPoints.Mercury).toBeGreaterThanOrEqual(2)
    // Water signs by day: Venus (Dorothean) or Mars (Ptolemaic, as Lilly tabulates it).
    // London, 2000-11-10 12:00 UT: a day chart with the Sun in Scorpio, one of the hylegical places.
    const scorpioDay = { jdUT: 2451859.0, lat: 51.5, lng: 0 }
    const dor = await run('classical', scorpioDay)
    const pto = await run('classical', { ...scorpioDay, triplicity: 'ptolemaic' })
    expect(dor.sect).toBe('day')
    expect(pto.almutenPoints.Mars - dor.almutenPoints.Mars).toBeGreaterThanOrEqual(3)
    expect(dor.almutenPoints.Venus - pto.almutenPoints.Venus).toBeGreaterThanOrEqual(3)
  })

  it('orbs and the antiscia axis change the contacts', async () => {
    const narrow = await run('classical', { ...LENNON, fixedStarOrb: 0 })
    const wide = await run('classical', { ...LENNON, fixedStarOrb: 5 })
    const count = (o: { fixedStars: Array<{ conjunctions: unknown[] }> }) => o.fixedStars.reduce((n, s) => n + s.conjunctions.length, 0)
    expect(count(narrow)).toBe(0)
    expect(count(wide)).toBeGreaterThan(0)
    const axis0 = await run('classical', { ...LENNON, antisciaAxis: 0 })
    expect(axis0.antiscia.Sun.antiscion).toBeCloseTo(163.732106, 5)
  })

  it('refuses bad settings with an input error', async () => {
    await expect(run('classical', { ...LENNON, terms: 'chaldean' })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('classical', { ...LENNON, fixedStarOrb: 'wide' })).rejects.toBeInstanceOf(EngineInputError)
  })
})

describe('engine CLI: firdaria, profections, releasing', () => {
  it('firdaria: nine periods over 75 years; the nocturnal order setting moves the nodes', async () => {
    const abu = await run('firdaria', LENNON)
    const bon = await run('firdaria', { ...LENNON, nocturnalOrder: 'bonatti' })
    expect(abu.periods.map((p: { lord: string }) => p.lord)).toEqual([
      'Moon',
      'Saturn',
      'Jupiter',
      'Mars',
      'Sun',
      'Venus',
      'Mercury',
      'NorthNode',
      'SouthNode',
    ])
    expect(bon.periods.map((p: { lord: string }) => p.lord)).toEqual([
      'Moon',
      'Saturn',
      'Jupiter',
      'Mars',
      'NorthNode',
      'SouthNode',
      'Sun',
      'Venus',
      'Mercury',
    ])
    expect(abu.periods[8].end).toBe('2015-10-09T22:00:00Z') // 75 × 365.2425 days after 1940-10-09 17:30 UT
    const julian = await run('firdaria', { ...LENNON, yearDays: 365.25 })
    expect(julian.periods[8].end).not.toBe(abu.periods[8].end)
  })

  it('profections: age 29 is Virgo, the 6th house, lord Mercury; twelve months from the solar return', async () => {
    const out = await run('profections', { ...LENNON, age: 29 })
    expect(out).toMatchObject({ age: 29, sign: 6, house: 6, lord: 'Mercury' })
    expect(out.months).toHaveLength(12)
    expect(out.months[0].start).toBe(out.yearStart)
    expect(out.yearStart.slice(0, 10)).toBe('1969-10-09')
    const fromMoon = await run('profections', { ...LENNON, age: 29, from: 'Moon' })
    expect(fromMoon.sign).toBe(((11 - 1 + 29) % 12) + 1) // Moon in Aquarius
  })

  it('releasing: Spirit in Leo releases Leo first, then Virgo at 19 years of 360 days', async () => {
    const out = await run('releasing', { ...LENNON, lot: 'Spirit', levels: 1, years: 40 })
    expect(out.periods.map((p: { sign: number }) => p.sign)).toEqual([5, 6, 7])
    expect(out.periods[1].start).toBe('1959-07-02T17:30:00Z')
    const deeper = await run('releasing', { ...LENNON, lot: 'Spirit', levels: 3, years: 20 })
    expect(new Set(deeper.periods.map((p: { level: number }) => p.level))).toEqual(new Set([1, 2, 3]))
  })

  it('bad input exits 2 with an error JSON', () => {
    const r = spawnSync('npx', ['tsx', 'src/cli/engine.ts', 'releasing', JSON.stringify({ ...LENNON, lot: 'Eros' })], { encoding: 'utf8' })
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout).error.code).toBe('bad_lot')
  })
})

describe('engine CLI: directions', () => {
  type Dir = { promissor: string; significator: string; aspect: number; converse: boolean; arcDeg: number; years: number; date: string }
  const find = (list: Dir[], p: string, s: string, aspect = 1, converse = false) =>
    list.find((d) => d.promissor === p && d.significator === s && d.aspect === aspect && d.converse === converse)

  it('lists directions to Asc and MC sorted by arc within 0–120 years; the key changes the years', async () => {
    const naibod = (await run('directions', { ...LENNON, aspects: [1, 2, 4] })).directions as Dir[]
    expect(naibod.length).toBeGreaterThan(5)
    expect(naibod.map((d) => d.arcDeg)).toEqual([...naibod.map((d) => d.arcDeg)].sort((a, b) => a - b))
    expect(naibod.every((d) => d.years >= 0 && d.years <= 120 && ['Asc', 'Mc'].includes(d.significator))).toBe(true)
    const ptolemy = (await run('directions', { ...LENNON, aspects: [1, 2, 4], key: 'ptolemy' })).directions as Dir[]
    const d0 = naibod[0]
    const p0 = find(ptolemy, d0.promissor, d0.significator, d0.aspect)!
    expect(p0.arcDeg).toBeCloseTo(d0.arcDeg, 6)
    expect(p0.years).toBeCloseTo(d0.arcDeg, 3)
    expect(d0.years).toBeCloseTo(d0.arcDeg / 0.98564733, 3)
    const solar = (await run('directions', { ...LENNON, aspects: [1, 2, 4], key: 'solarArc' })).directions as Dir[]
    // Near the autumn equinox the Sun's right ascension gains only ~0.92° a day (cos ε at the equinox), so the
    // true solar arc gives about 7 % more years than Naibod's mean 0.9856°.
    const ratio = find(solar, d0.promissor, d0.significator, d0.aspect)!.years / d0.years
    expect(ratio).toBeGreaterThan(1.04)
    expect(ratio).toBeLessThan(1.1)
  })

  it('in mundo uses the latitudes; converse adds the significator moving to the promissor', async () => {
    const zod = (await run('directions', { ...LENNON, promissors: ['Moon'], significators: ['Mc'], ageRange: [0, 150] })).directions as Dir[]
    const mun = (await run('directions', { ...LENNON, promissors: ['Moon'], significators: ['Mc'], ageRange: [0, 150], method: 'mundo' }))
      .directions as Dir[]
    expect(zod[0].arcDeg).not.toBeCloseTo(mun[0].arcDeg, 2)
    const both = (await run('directions', { ...LENNON, aspects: [1, 2, 4], converse: true })).directions as Dir[]
    expect(both.some((d) => d.converse)).toBe(true)
    expect(both.some((d) => !d.converse)).toBe(true)
  })

  it('fixed stars and lots can be promissors; unknown points are refused', async () => {
    const out = (await run('directions', { ...LENNON, promissors: ['Regulus', 'Fortune'], significators: ['Sun', 'Asc', 'Mc'], ageRange: [0, 150] }))
      .directions as Dir[]
    expect(new Set(out.map((d) => d.promissor))).toEqual(new Set(['Regulus', 'Fortune']))
    await expect(run('directions', { ...LENNON, promissors: ['Vulcan'] })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('directions', { ...LENNON, aspects: [11] })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('directions', { ...LENNON, ageRange: [50, 10] })).rejects.toBeInstanceOf(EngineInputError)
  })
})

describe('engine CLI: circumambulation', () => {
  interface Period {
    lord: string
    aspect: number | null
    startLon: number
    fromYears: number
    toYears: number
    partners: { body: string; aspect: number }[]
  }
  const periodsOf = (out: { significators: { significator: string; periods: Period[] }[] }, i = 0) => out.significators[i].periods

  it('from the Ascendant through the Egyptian bounds by default, within 0–120 years', async () => {
    const out = await run('circumambulation', LENNON)
    expect(out).toMatchObject({ key: 'ptolemy', terms: 'egyptian', hasTerm: true, circleNum: 0, moonLink: false, ageRange: [0, 120], aspects: [1] })
    const p = periodsOf(out)
    expect(out.significators.map((s: { significator: string }) => s.significator)).toEqual(['Asc'])
    // Lennon's Ascendant in Aries lies in the Egyptian bound of Mercury (12°–20° Aries).
    expect(p[0]).toMatchObject({ lord: 'Mercury', aspect: null, startLon: 12, fromYears: 0 })
    expect(p[p.length - 1].toYears).toBe(120)
  })

  it('each setting changes the answer: moonLink, circleNum, hasTerm, promissors, ageRange', async () => {
    const base = await run('circumambulation', LENNON)
    const linked = await run('circumambulation', { ...LENNON, moonLink: true })
    expect(linked.significators.map((s: { significator: string }) => s.significator)).toEqual(['Asc', 'Moon'])
    expect(periodsOf(await run('circumambulation', { ...LENNON, circleNum: 4 }))).toEqual(periodsOf(base).slice(0, 4))
    const meets = periodsOf(await run('circumambulation', { ...LENNON, hasTerm: false, aspects: [1, 2, 3, 4, 5] }))
    expect(meets.every((d) => d.aspect !== null && d.partners.length === 0)).toBe(true)
    const onlySaturn = periodsOf(await run('circumambulation', { ...LENNON, hasTerm: false, promissors: ['Saturn'], aspects: [1, 2, 3, 4, 5] }))
    expect(new Set(onlySaturn.map((d) => d.lord))).toEqual(new Set(['Saturn']))
    const partnersOf = (l: Period[]) => new Set(l.flatMap((d) => d.partners.map((x) => x.body)))
    const rays = periodsOf(await run('circumambulation', { ...LENNON, aspects: [1, 4] }))
    expect(partnersOf(periodsOf(await run('circumambulation', { ...LENNON, aspects: [1, 4], promissors: ['Venus'] })))).toEqual(new Set(['Venus']))
    expect(partnersOf(rays).size).toBeGreaterThan(1)
    const narrow = periodsOf(await run('circumambulation', { ...LENNON, ageRange: [20, 40] }))
    expect(narrow.length).toBeLessThan(periodsOf(base).length)
    expect(narrow.every((d) => d.toYears > 20 && d.fromYears <= 40)).toBe(true)
  })

  it('refuses bad settings with an input error', async () => {
    await expect(run('circumambulation', { ...LENNON, significator: 'Pluto' })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('circumambulation', { ...LENNON, promissors: ['Uranus'] })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('circumambulation', { ...LENNON, hasTerm: 'yes' })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('circumambulation', { ...LENNON, aspects: [6] })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('circumambulation', { ...LENNON, ageRange: [40, 40] })).rejects.toBeInstanceOf(EngineInputError)
  })
})
