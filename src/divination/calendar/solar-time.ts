/**
 * Time bases for the day and hour pillars: clock time of the birthplace (daylight saving removed), 平太阳时 (local
 * mean solar time from the longitude) and 真太阳时 (mean solar time plus the equation of time).
 *
 * Equation of time: J. Meeus, Astronomical Algorithms (2nd ed.), formula 28.3 (W. M. Smart, Text-Book on Spherical
 * Astronomy, 1956), with the Sun's mean longitude L0 (25.2), mean anomaly M (25.3), the eccentricity e (25.4)
 * and the mean obliquity ε (22.2). Accuracy about 1 s over several centuries around 2000, far inside a 时辰.
 */
const DEG = Math.PI / 180

export type SolarTimeBasis = 'clock' | 'mean' | 'true'

/** Equation of time in minutes (apparent minus mean solar time; positive: sundial ahead of the clock). */
export function equationOfTimeMinutes(jd: number): number {
  const t = (jd - 2451545.0) / 36525
  const l0 = (280.46646 + 36000.76983 * t + 0.0003032 * t * t) * DEG
  const m = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * DEG
  const e = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t
  const epsArcsec = 84381.448 - 46.815 * t - 0.00059 * t * t + 0.001813 * t * t * t
  const eps = (epsArcsec / 3600) * DEG
  const y = Math.tan(eps / 2) ** 2
  const eRad =
    y * Math.sin(2 * l0) -
    2 * e * Math.sin(m) +
    4 * e * y * Math.sin(m) * Math.cos(2 * l0) -
    0.5 * y * y * Math.sin(4 * l0) -
    1.25 * e * e * Math.sin(2 * m)
  return (eRad / DEG) * 4
}

export interface LocalTimeShift {
  basis: SolarTimeBasis
  /** hours east of UT used for the day and hour pillars */
  offsetHours: number
  /** clock (standard) zone offset, hours east */
  zoneOffsetHours: number
  /** longitude correction, minutes (4 min per degree from the zone meridian); 0 for clock */
  longitudeMinutes: number
  /** equation of time, minutes; 0 unless basis is 'true' */
  equationOfTimeMinutes: number
  rule: string
}

/**
 * Offset from UT of the chosen time basis at an instant. `zoneOffsetHours` is the standard zone (summer time
 * already removed); `lngDeg` is needed for 'mean' and 'true'.
 */
export function timeBasisShift(jdUT: number, basis: SolarTimeBasis, zoneOffsetHours: number, lngDeg: number | undefined): LocalTimeShift {
  if (basis === 'clock') {
    return {
      basis,
      offsetHours: zoneOffsetHours,
      zoneOffsetHours,
      longitudeMinutes: 0,
      equationOfTimeMinutes: 0,
      rule: '钟表时间（标准时区，已去夏令时）',
    }
  }
  const lng = lngDeg as number
  const meanOffset = lng / 15
  const longitudeMinutes = (meanOffset - zoneOffsetHours) * 60
  if (basis === 'mean') {
    return {
      basis,
      offsetHours: meanOffset,
      zoneOffsetHours,
      longitudeMinutes,
      equationOfTimeMinutes: 0,
      rule: '平太阳时 = 标准时 + 4 分钟 ×（经度 − 时区中央经线）',
    }
  }
  const eot = equationOfTimeMinutes(jdUT)
  return {
    basis,
    offsetHours: meanOffset + eot / 60,
    zoneOffsetHours,
    longitudeMinutes,
    equationOfTimeMinutes: eot,
    rule: '真太阳时 = 平太阳时 + 时差（Meeus 28.3）',
  }
}
