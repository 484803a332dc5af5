/**
 * Golden classical techniques: lots (Kerykeion, flatlib), essential dignity tables (flatlib), antiscia, firdaria
 * (Stellium/Kerykeion rules), profections (Kerykeion whole sign; flatlib continuous) and zodiacal releasing
 * (Valens' rules as Stellium and Kerykeion implement them). Provenance in classical.json.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { computeChart } from '@/astro'
import type { Chart } from '@/astro/charts/common'
import {
  annualProfection,
  antiscionDeg,
  classicalChart,
  contraAntiscionDeg,
  continuousProfectionArcDeg,
  domicileLordOf,
  EXALTATIONS,
  faceLordOf,
  firdaria,
  primaryDirections,
  profectionYear,
  LILLY_SCORES,
  SIGN_RULERS,
  termLordOf,
  TERMS,
  triplicityLordsOf,
  zodiacalReleasing,
  type ReleasingPeriod,
} from '@/astro/classical'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const fx = JSON.parse(readFileSync(join(__dirname, 'classical.json'), 'utf8'))
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces']
const signNo = (name: string) => SIGNS.indexOf(name) + 1
const ourLord = (name: string) => name.replace(' ', '')
const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600
const jdOfIso = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5
/** Seconds between a Julian Day and an ISO instant. */
const secondsOff = (jd: number, iso: string) => Math.abs(jd - jdOfIso(iso)) * 86400

let eph: Ephemeris
const charts: Record<string, Chart> = {}
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
  for (const [id, inp] of Object.entries(fx.natal_inputs as Record<string, { jd_ut: number; lat: number; lon: number }>))
    charts[id] = computeChart(eph, 'natal', { jdUT: inp.jd_ut, lat: inp.lat, lng: inp.lon, houseSystem: 'P' })
})

describe('lots', () => {
  it.each([
    ['lennon', 'kerykeion_john_lennon_1940'],
    ['flatlib_docs', 'flatlib_docs_2015'],
  ])('Fortune, Spirit, Eros and Necessity by the day/night rule (%s) within 1″', (key, id) => {
    const exp = fx.lots[key]
    const c = classicalChart(eph, charts[id])
    expect(c.sect).toBe(exp.is_diurnal ? 'day' : 'night')
    expect(arcsec(c.lots.Fortune, exp.fortune)).toBeLessThanOrEqual(1)
    expect(arcsec(c.lots.Spirit, exp.spirit)).toBeLessThanOrEqual(1)
    expect(arcsec(c.lots.Eros, exp.eros_valens)).toBeLessThanOrEqual(1)
    expect(arcsec(c.lots.Necessity, exp.necessity_valens)).toBeLessThanOrEqual(1)
    const ptolemy = classicalChart(eph, charts[id], { reverseFortuneAtNight: false })
    expect(arcsec(ptolemy.lots.Fortune, exp.fortune_ptolemy_no_reversal)).toBeLessThanOrEqual(1)
  })
})

describe('essential dignity tables (flatlib tables.py)', () => {
  const ed = fx.essential_dignities
  it('domiciles, exaltations, faces, Dorothean triplicities and both term tables', () => {
    SIGNS.forEach((s, i) => {
      expect(SIGN_RULERS[i], s).toBe(ed.domicile[s])
      expect(triplicityLordsOf(i + 1, 'dorothean')).toEqual(ed.triplicity_dorothean[['Fire', 'Earth', 'Air', 'Water'][i % 4]])
      ;(ed.faces_chaldean[s] as string[]).forEach((lord, k) => expect(faceLordOf(i * 30 + k * 10 + 5), `${s} face ${k + 1}`).toBe(lord))
      for (const [scheme, key] of [
        ['egyptian', 'terms_egyptian'],
        ['ptolemaic', 'terms_ptolemaic_robbins'],
      ] as const) {
        let end = 0
        TERMS[scheme][i].forEach(([lord, width], k) => {
          end += width
          expect([lord, end], `${scheme} ${s} term ${k + 1}`).toEqual(ed[key][s][k])
        })
      }
    })
    for (const [p, [sign, deg]] of Object.entries(EXALTATIONS)) expect([SIGNS[sign - 1], deg]).toEqual(ed.exaltation[p])
    expect(LILLY_SCORES).toEqual(ed.lilly_scores)
  })

  it('Lennon: domicile, term, face and triplicity lords of each planet', () => {
    const c = charts.kerykeion_john_lennon_1940
    for (const [key, exp] of Object.entries(ed.lennon_lookup as Record<string, Record<string, unknown>>)) {
      const id = key[0].toUpperCase() + key.slice(1)
      const lon = c.bodies[id as 'Sun']!.lonDeg
      const sign = Math.floor(lon / 30) + 1
      expect(SIGNS[sign - 1], key).toBe(exp.sign)
      expect(domicileLordOf(sign)).toBe(exp.domicile_lord)
      expect(termLordOf(lon, 'egyptian')).toBe(exp.egyptian_term_lord)
      expect(faceLordOf(lon)).toBe(exp.face_lord)
      expect(triplicityLordsOf(sign, 'dorothean')).toEqual(exp.triplicity_lords)
    }
  })
})

it('antiscia and contra-antiscia of Lennon’s planets', () => {
  for (const [key, exp] of Object.entries(fx.antiscia.lennon as Record<string, { lon: number; antiscion: number; contra_antiscion: number }>)) {
    expect(antiscionDeg(exp.lon), key).toBeCloseTo(exp.antiscion, 6)
    expect(contraAntiscionDeg(exp.lon), key).toBeCloseTo(exp.contra_antiscion, 6)
  }
})

describe('firdaria', () => {
  const cases = [
    ['lennon_nocturnal_abu_mashar', 'kerykeion_john_lennon_1940', 'abuMashar'],
    ['lennon_nocturnal_bonatti', 'kerykeion_john_lennon_1940', 'bonatti'],
    ['mccartney_diurnal', 'kerykeion_paul_mccartney_1942', 'abuMashar'],
  ] as const
  it.each(cases)('%s: lords, ages and dates (±1 s)', (key, id, order) => {
    const exp = fx.firdaria[key] as { periods: Array<{ lord: string; start_age: number; end_age: number; start_ut?: string; sub?: Array<{ lord: string; start_ut?: string }> }> }
    const c = charts[id]
    const got = firdaria(c.jdUT, c.isDiurnal, { nocturnalOrder: order })
    expect(got.map((p) => p.lord)).toEqual(exp.periods.map((p) => ourLord(p.lord)))
    exp.periods.forEach((p, i) => {
      expect((got[i].startJdUT - c.jdUT) / 365.2425).toBeCloseTo(p.start_age, 6)
      expect((got[i].endJdUT - c.jdUT) / 365.2425).toBeCloseTo(p.end_age, 6)
      if (p.start_ut) expect(secondsOff(got[i].startJdUT, p.start_ut)).toBeLessThanOrEqual(1)
      p.sub?.forEach((s, k) => {
        expect(got[i].sub![k].lord).toBe(ourLord(s.lord))
        if (s.start_ut) expect(secondsOff(got[i].sub![k].startJdUT, s.start_ut)).toBeLessThanOrEqual(1)
      })
    })
  })
})

describe('profections', () => {
  it('Lennon whole-sign annual profections (Kerykeion table)', () => {
    const c = charts.kerykeion_john_lennon_1940
    for (const row of fx.profections.lennon_whole_sign.table as Array<{ age: number; profected_sign: string; whole_sign_house: number; lord_of_year: string }>) {
      const p = annualProfection(row.age, c.houses.ascDeg, c.houses.ascDeg, 0, 365)
      expect([SIGNS[p.sign - 1], p.house, p.lord], `age ${row.age}`).toEqual([row.profected_sign, row.whole_sign_house, row.lord_of_year])
    }
  })

  it('flatlib continuous profection of the Ascendant (within 2″)', () => {
    const e = fx.profections.flatlib_continuous_example
    const birth = jdOfIso(e.natal.ut)
    const at = jdOfIso(e.target)
    const age = Math.floor((at - birth) / 365.25)
    expect(age).toBe(e.completed_years)
    const natal = computeChart(eph, 'natal', { jdUT: birth, lat: e.natal.lat, lng: e.natal.lon })
    const year = profectionYear(eph, birth, natal.bodies.Sun!.lonDeg, age)!
    const arc = continuousProfectionArcDeg(age, at, year.startJdUT, year.endJdUT)
    expect(Math.abs(arc - e.rotation_deg) * 3600).toBeLessThanOrEqual(2)
    expect(arcsec(e.natal.asc + arc, e.expected_profected_asc)).toBeLessThanOrEqual(2)
  })
})

describe('zodiacal releasing', () => {
  it.each(['lennon_from_spirit', 'lennon_from_fortune'])('%s: level 1 and level 2 signs, dates, loosing of the bond', (key) => {
    const exp = fx.zodiacal_releasing[key]
    const c = charts.kerykeion_john_lennon_1940
    const lotSign = Math.floor(exp.lot_lon / 30) + 1
    const got = zodiacalReleasing(c.jdUT, lotSign, Math.floor(exp.fortune_lon / 30) + 1, { levels: 2, spanYears: 120 })
    ;(exp.periods as Array<{ sign: string; start_ut: string; end_ut: string; angle_from_fortune: number | null; l2?: Array<Record<string, unknown>> }>).forEach((p, i) => {
      const g: ReleasingPeriod = got[i]
      expect(g.sign, `L1 ${i}`).toBe(signNo(p.sign))
      expect(secondsOff(g.startJdUT, p.start_ut)).toBeLessThanOrEqual(1)
      expect(secondsOff(g.endJdUT, p.end_ut)).toBeLessThanOrEqual(1)
      expect(g.angleFromFortune).toBe(p.angle_from_fortune)
      p.l2?.forEach((q, k) => {
        const s = g.sub![k]
        expect([s.sign, s.loosing, s.truncated], `L2 ${i}.${k}`).toEqual([signNo(q.sign as string), q.loosing_of_bond, q.truncated])
        expect(secondsOff(s.startJdUT, q.start_ut as string)).toBeLessThanOrEqual(1)
        expect(secondsOff(s.endJdUT, q.end_ut as string)).toBeLessThanOrEqual(1)
      })
      if (p.l2) expect(g.sub).toHaveLength(p.l2.length)
    })
  })
})

describe('primary directions (Placidian semi-arc)', () => {
  const pd = fx.primary_directions
  const point = (c: Chart, id: string) => ({ id, lonDeg: c.bodies[id as 'Sun']!.lonDeg, latDeg: c.bodies[id as 'Sun']!.latDeg })
  const opts = { aspectAnglesDeg: [0], converse: false, ageRange: [0, 400] as const, key: 'ptolemy' as const }

  it('flatlib recipe: Mars to Mercury in zodiaco and in mundo with the true obliquity (within 2″ of arc)', () => {
    const c = charts.flatlib_docs_2015
    const exp = pd.flatlib_recipe.computed.true_obliquity
    for (const [method, want] of [
      ['zodiaco', exp.arc_in_zodiaco],
      ['mundo', exp.arc_in_mundo],
    ] as const) {
      const [d] = primaryDirections([point(c, 'Mars')], [point(c, 'Mercury')], c.houses.armcDeg, c.place.latDeg, c.obliquityDeg, { ...opts, method })
      expect(Math.abs(d.arcDeg - want) * 3600, method).toBeLessThanOrEqual(2)
    }
  })

  it('Lennon: the Sun (on the ecliptic) to the MC and to the Ascendant, Ptolemy and Naibod keys', () => {
    const c = charts.kerykeion_john_lennon_1940
    const sun = { id: 'Sun', lonDeg: c.bodies.Sun!.lonDeg, latDeg: 0 }
    const angles = [
      { id: 'Mc', lonDeg: c.houses.mcDeg, latDeg: 0 },
      { id: 'Asc', lonDeg: c.houses.ascDeg, latDeg: 0 },
    ]
    const got = primaryDirections([sun], angles, c.houses.armcDeg, c.place.latDeg, c.obliquityDeg, { ...opts, method: 'zodiaco' })
    const mc = got.find((d) => d.significator === 'Mc')!
    const asc = got.find((d) => d.significator === 'Asc')!
    expect(Math.abs(mc.arcDeg - pd.lennon_sun.to_MC.arc) * 3600).toBeLessThanOrEqual(2)
    expect(Math.abs(asc.arcDeg - pd.lennon_sun.to_ASC.arc) * 3600).toBeLessThanOrEqual(2)
    const naibod = primaryDirections([sun], angles, c.houses.armcDeg, c.place.latDeg, c.obliquityDeg, { ...opts, method: 'zodiaco', key: 'naibod' })
    expect(naibod.find((d) => d.significator === 'Mc')!.years).toBeCloseTo(pd.lennon_sun.to_MC.years_naibod, 3)
  })
})
