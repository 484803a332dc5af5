/**
 * Harmonic chart n: every longitude multiplied by n, modulo 360° (Addey; Astrolog's harmonic chart).
 * Houses: equal houses from the harmonic Ascendant (multiplied cusps are not in zodiacal order); sect and lots keep
 * the natal sect.
 */
import { inputError } from '@/core/errors'
import { assembleChart, rawChart, type RawChart } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf, placeOf, timeOf, type RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { normDeg } from '../zodiac'
import { chartAt, finishChart, type Chart } from './common'

export interface HarmonicResult {
  kind: 'harmonic'
  harmonic: number
  natal: Chart
  chart: Chart
}

export function harmonicLonDeg(lonDeg: number, n: number): number {
  return normDeg(lonDeg * n)
}

export function harmonicChart(eph: Ephemeris, input: RawInput, s: CalcSettings): HarmonicResult {
  const n = Number(input.harmonic ?? input.n)
  if (!Number.isInteger(n) || n < 1 || n > 360) inputError('bad_harmonic', `谐波数应为 1–360 的整数：${String(input.harmonic ?? input.n)}`)
  const jdUT = timeOf(input, s.birthWithSecond)
  const place = placeOf(input)
  const natal = chartAt(eph, 'natal', jdUT, place, s.natal)
  const base = rawChart(eph, castOptionsOf(jdUT, place, s.chart))
  const asc = harmonicLonDeg(base.houses.ascDeg, n)
  const raw: RawChart = {
    ...base,
    bodies: base.bodies.map((b) => ({ ...b, lonDeg: harmonicLonDeg(b.lonDeg, n), speedDegPerDay: b.speedDegPerDay * n })),
    houses: {
      ...base.houses,
      hsys: 'E',
      cusps: Array.from({ length: 12 }, (_, i) => normDeg(asc + 30 * i)),
      ascDeg: asc,
      mcDeg: harmonicLonDeg(base.houses.mcDeg, n),
      vertexDeg: harmonicLonDeg(base.houses.vertexDeg, n),
      ascSpeedDegPerDay: base.houses.ascSpeedDegPerDay * n,
      mcSpeedDegPerDay: base.houses.mcSpeedDegPerDay * n,
      fellBack: false,
      warning: null,
    },
    requestedSystem: 'E',
  }
  return { kind: 'harmonic', harmonic: n, natal, chart: finishChart('harmonic', assembleChart(raw, natal.isDiurnal), s.chart.preset) }
}
