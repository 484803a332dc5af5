/**
 * The prenatal syzygy: the last new or full moon before birth (Ptolemy, Tetrabiblos III.2 uses it when the
 * birth time is uncertain; Ibn Ezra counts it among the hylegical places).
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { normDeg } from '../zodiac'

export interface Syzygy {
  kind: 'new' | 'full'
  jdUT: number
  /** The Moon's longitude at the syzygy (the degree used as the syzygy). */
  lonDeg: number
}

export function prenatalSyzygy(eph: Ephemeris, birthJdUT: number): Syzygy | null {
  const elong = (jd: number) => {
    const sun = eph.calcUt(jd, SE.SUN)
    const moon = eph.calcUt(jd, SE.MOON)
    return sun && moon ? { e: normDeg(moon.lonDeg - sun.lonDeg), rate: moon.lonSpeedDegPerDay - sun.lonSpeedDegPerDay, moon: moon.lonDeg } : null
  }
  const at = elong(birthJdUT)
  if (!at) return null
  const kind = at.e < 180 ? 'new' : 'full'
  const target = kind === 'new' ? 0 : 180
  // Newton's method on the elongation, starting from the mean synodic rate.
  let jd = birthJdUT - (at.e - target) / 12.19
  for (let i = 0; i < 8; i++) {
    const x = elong(jd)
    if (!x) return null
    const off = ((x.e - target + 540) % 360) - 180
    jd -= off / x.rate
    if (Math.abs(off) < 1e-7) break
  }
  const end = elong(jd)
  return end ? { kind, jdUT: jd, lonDeg: end.moon } : null
}
