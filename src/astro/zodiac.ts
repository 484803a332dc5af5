/** Angle and zodiac helpers (degrees). Signs are numbered 1 (Aries) … 12 (Pisces), as the birth profile stores them. */

export const SIGN_IDS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const
export type SignId = (typeof SIGN_IDS)[number]

export function normDeg(x: number): number {
  const r = x % 360
  return r < 0 ? r + 360 : r === 360 ? 0 : r
}

/** Signed difference a − b folded into [−180, 180). */
export function diffDeg(a: number, b: number): number {
  const d = normDeg(a - b)
  return d >= 180 ? d - 360 : d
}

/** Angular separation 0..180. */
export function separationDeg(a: number, b: number): number {
  return Math.abs(diffDeg(a, b))
}

/** Midpoint on the shorter arc between two longitudes. */
export function shortArcMidpointDeg(a: number, b: number): number {
  return normDeg(b + diffDeg(a, b) / 2)
}

/** Sign number 1..12 of a longitude. */
export function signOf(lonDeg: number): number {
  return Math.floor(normDeg(lonDeg) / 30) + 1
}

/** Degrees within the sign, [0, 30). */
export function degInSign(lonDeg: number): number {
  return normDeg(lonDeg) % 30
}

/** Ecliptic (λ, β) → declination with the true obliquity ε (Meeus 13.4). */
export function declinationDeg(lonDeg: number, latDeg: number, obliquityDeg: number): number {
  const r = Math.PI / 180
  const s = Math.sin(latDeg * r) * Math.cos(obliquityDeg * r) + Math.cos(latDeg * r) * Math.sin(obliquityDeg * r) * Math.sin(lonDeg * r)
  return Math.asin(Math.max(-1, Math.min(1, s))) / r
}

/** Ecliptic (λ, β) → right ascension (Meeus 13.3). */
export function rightAscensionDeg(lonDeg: number, latDeg: number, obliquityDeg: number): number {
  const r = Math.PI / 180
  const y = Math.sin(lonDeg * r) * Math.cos(obliquityDeg * r) - Math.tan(latDeg * r) * Math.sin(obliquityDeg * r)
  return normDeg(Math.atan2(y, Math.cos(lonDeg * r)) / r)
}

/** Altitude of a point above the geometric horizon from its equatorial coordinates and the local sidereal angle ARMC. */
export function altitudeDeg(raDeg: number, declDeg: number, armcDeg: number, geoLatDeg: number): number {
  const r = Math.PI / 180
  const h = (armcDeg - raDeg) * r
  const s = Math.sin(geoLatDeg * r) * Math.sin(declDeg * r) + Math.cos(geoLatDeg * r) * Math.cos(declDeg * r) * Math.cos(h)
  return Math.asin(Math.max(-1, Math.min(1, s))) / r
}

/** "16°16'04\" Lib"-style text (rounded to the second) for logs and tests. */
export function formatSignPos(lonDeg: number): string {
  let total = Math.round(normDeg(lonDeg) * 3600)
  if (total >= 360 * 3600) total -= 360 * 3600
  const sign = Math.floor(total / (30 * 3600))
  const rest = total - sign * 30 * 3600
  const d = Math.floor(rest / 3600)
  const m = Math.floor((rest % 3600) / 60)
  const s = rest % 60
  const p = (n: number) => String(n).padStart(2, '0')
  return `${p(d)}°${p(m)}'${p(s)}" ${SIGN_IDS[sign].slice(0, 3)}`
}
