/**
 * Antiscia: the mirror of a point across the solstitial axis (0° Cancer–0° Capricorn), where days are equally
 * long; contra-antiscia mirror across the equinoctial axis (Firmicus Maternus, Mathesis II.29; Lilly, Christian
 * Astrology p.90). The axis is a setting (SPEC §9 antisciaAxiosLng, default 90 = Cancer/Capricorn).
 */
import { normDeg, separationDeg } from '../zodiac'

/** Mirror of lonDeg across the axis through axisLngDeg and its opposite. */
export function antiscionDeg(lonDeg: number, axisLngDeg = 90): number {
  return normDeg(2 * axisLngDeg - lonDeg)
}

export function contraAntiscionDeg(lonDeg: number, axisLngDeg = 90): number {
  return normDeg(2 * axisLngDeg + 180 - lonDeg)
}

export interface AntisciaContact {
  /** The body whose antiscion (or contra-antiscion) falls on `other`. */
  body: string
  other: string
  kind: 'antiscion' | 'contraAntiscion'
  orbDeg: number
}

/** Pairs where one body's antiscion or contra-antiscion lies within orbDeg of another body (SPEC §9 orb 2°). */
export function antisciaContacts(bodiesLonDeg: Readonly<Record<string, number>>, orbDeg = 2, axisLngDeg = 90): AntisciaContact[] {
  const ids = Object.keys(bodiesLonDeg)
  const out: AntisciaContact[] = []
  ids.forEach((a, i) => {
    for (const b of ids.slice(i + 1)) {
      const anti = separationDeg(antiscionDeg(bodiesLonDeg[a], axisLngDeg), bodiesLonDeg[b])
      if (anti <= orbDeg) out.push({ body: a, other: b, kind: 'antiscion', orbDeg: anti })
      const contra = separationDeg(contraAntiscionDeg(bodiesLonDeg[a], axisLngDeg), bodiesLonDeg[b])
      if (contra <= orbDeg) out.push({ body: a, other: b, kind: 'contraAntiscion', orbDeg: contra })
    }
  })
  return out.sort((x, y) => x.orbDeg - y.orbDeg)
}
