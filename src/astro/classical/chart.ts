/**
 * The classical layer of a chart: sect, lots, essential dignities of the seven planets, antiscia, the almuten
 * of the figure, the prenatal syzygy and the fixed stars on planets and angles.
 */
import type { Chart } from '../charts/common'
import type { Ephemeris } from '../ephemeris/adapter'
import { antiscionDeg, antisciaContacts, contraAntiscionDeg, type AntisciaContact } from './antiscia'
import { chartAlmuten, DEFAULT_DOCTRINE, essentialDignityOf, type DoctrineSettings, type EssentialDignity } from './dignities'
import { fixedStarContacts, type FixedStarContact } from './fixed-stars'
import { computeLots } from './lots'
import { prenatalSyzygy, type Syzygy } from './syzygy'
import { CLASSICAL_PLANETS, type ClassicalPlanet } from './tables'

export interface ClassicalOptions extends DoctrineSettings {
  /** SPEC §9 fixedStarOrb (1°). */
  fixedStarOrbDeg: number
  /** SPEC §9 antiscia orb (2°) and axis (90 = Cancer/Capricorn). */
  antisciaOrbDeg: number
  antisciaAxisDeg: number
  /** Ptolemy does not reverse Fortune by night (Tetrabiblos III.10); Valens does (default). */
  reverseFortuneAtNight: boolean
}

export const DEFAULT_CLASSICAL_OPTIONS: ClassicalOptions = {
  ...DEFAULT_DOCTRINE,
  fixedStarOrbDeg: 1,
  antisciaOrbDeg: 2,
  antisciaAxisDeg: 90,
  reverseFortuneAtNight: true,
}

export interface ClassicalChart {
  sect: 'day' | 'night'
  lots: Record<string, number>
  dignities: Record<ClassicalPlanet, EssentialDignity>
  antiscia: Record<ClassicalPlanet, { antiscion: number; contraAntiscion: number }>
  antisciaContacts: AntisciaContact[]
  syzygy: Syzygy | null
  /** Almuten of the figure over Sun, Moon, Asc, Fortune and the prenatal syzygy. */
  almuten: ClassicalPlanet
  almutenPoints: Record<ClassicalPlanet, number>
  fixedStars: FixedStarContact[]
}

export function classicalChart(eph: Ephemeris, chart: Chart, options: Partial<ClassicalOptions> = {}): ClassicalChart {
  const o = { ...DEFAULT_CLASSICAL_OPTIONS, ...options }
  const lonOf = (id: string): number | undefined =>
    id === 'Asc' ? chart.houses.ascDeg : id === 'Mc' ? chart.houses.mcDeg : chart.bodies[id as keyof Chart['bodies']]?.lonDeg
  const isDiurnal = chart.isDiurnal
  const lots = computeLots(lonOf, isDiurnal, { reverseFortune: o.reverseFortuneAtNight })
  const planetsLon = Object.fromEntries(CLASSICAL_PLANETS.map((p) => [p, lonOf(p)!])) as Record<ClassicalPlanet, number>
  const syzygy = prenatalSyzygy(eph, chart.jdUT)
  const places = [planetsLon.Sun, planetsLon.Moon, chart.houses.ascDeg, lots.Fortune, ...(syzygy ? [syzygy.lonDeg] : [])]
  const fig = chartAlmuten(places, isDiurnal, o)
  const withAngles = { ...planetsLon, Asc: chart.houses.ascDeg, Mc: chart.houses.mcDeg }
  return {
    sect: isDiurnal ? 'day' : 'night',
    lots,
    dignities: Object.fromEntries(
      CLASSICAL_PLANETS.map((p) => [p, essentialDignityOf(p, planetsLon[p], isDiurnal, o)]),
    ) as ClassicalChart['dignities'],
    antiscia: Object.fromEntries(
      CLASSICAL_PLANETS.map((p) => [
        p,
        { antiscion: antiscionDeg(planetsLon[p], o.antisciaAxisDeg), contraAntiscion: contraAntiscionDeg(planetsLon[p], o.antisciaAxisDeg) },
      ]),
    ) as ClassicalChart['antiscia'],
    antisciaContacts: antisciaContacts(withAngles, o.antisciaOrbDeg, o.antisciaAxisDeg),
    syzygy,
    almuten: fig.almuten,
    almutenPoints: fig.points,
    fixedStars: fixedStarContacts(eph, chart.jdUT, withAngles, o.fixedStarOrbDeg, chart.zodiac.sidMode ?? undefined),
  }
}
