/**
 * The fixed stars of the classical tradition (the royal stars, the Behenian stars and the brightest stars near
 * the ecliptic), looked up in the Swiss Ephemeris catalogue sefstars.txt by their Bayer designation; the visual
 * magnitudes are the catalogue's (sefstars.txt 2.10, field 14). Chinese names are the traditional star names.
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { separationDeg } from '../zodiac'

export const FIXED_STARS = [
  { name: 'Aldebaran', bayer: ',alTau', zh: '毕宿五', mag: 0.86 },
  { name: 'Regulus', bayer: ',alLeo', zh: '轩辕十四', mag: 1.4 },
  { name: 'Antares', bayer: ',alSco', zh: '心宿二', mag: 0.91 },
  { name: 'Fomalhaut', bayer: ',alPsA', zh: '北落师门', mag: 1.16 },
  { name: 'Spica', bayer: ',alVir', zh: '角宿一', mag: 0.97 },
  { name: 'Sirius', bayer: ',alCMa', zh: '天狼星', mag: -1.46 },
  { name: 'Algol', bayer: ',bePer', zh: '大陵五', mag: 2.12 },
  { name: 'Arcturus', bayer: ',alBoo', zh: '大角星', mag: -0.05 },
  { name: 'Vega', bayer: ',alLyr', zh: '织女星', mag: 0.03 },
  { name: 'Capella', bayer: ',alAur', zh: '五车二', mag: 0.08 },
  { name: 'Betelgeuse', bayer: ',alOri', zh: '参宿四', mag: 0.42 },
  { name: 'Rigel', bayer: ',beOri', zh: '参宿七', mag: 0.13 },
  { name: 'Bellatrix', bayer: ',gaOri', zh: '参宿五', mag: 1.64 },
  { name: 'Alnilam', bayer: ',epOri', zh: '参宿二', mag: 1.69 },
  { name: 'Procyon', bayer: ',alCMi', zh: '南河三', mag: 0.37 },
  { name: 'Pollux', bayer: ',beGem', zh: '北河三', mag: 1.14 },
  { name: 'Castor', bayer: ',alGem', zh: '北河二', mag: 1.58 },
  { name: 'Alcyone', bayer: ',etTau', zh: '昴宿六', mag: 2.87 },
  { name: 'Hamal', bayer: ',alAri', zh: '娄宿三', mag: 2.01 },
  { name: 'Menkar', bayer: ',alCet', zh: '天囷一', mag: 2.53 },
  { name: 'Alphard', bayer: ',alHya', zh: '星宿一', mag: 1.97 },
  { name: 'Denebola', bayer: ',beLeo', zh: '五帝座一', mag: 2.13 },
  { name: 'Vindemiatrix', bayer: ',epVir', zh: '太微左垣四', mag: 2.79 },
  { name: 'Algorab', bayer: ',deCrv', zh: '轸宿四', mag: 2.94 },
  { name: 'Zuben Elgenubi', bayer: ',al-2Lib', zh: '氐宿一', mag: 2.75 },
  { name: 'Zuben Eschamali', bayer: ',beLib', zh: '氐宿四', mag: 2.62 },
  { name: 'Alphecca', bayer: ',alCrB', zh: '贯索四', mag: 2.24 },
  { name: 'Altair', bayer: ',alAql', zh: '河鼓二', mag: 0.76 },
  { name: 'Deneb Algedi', bayer: ',deCap', zh: '垒壁阵四', mag: 2.83 },
  { name: 'Deneb', bayer: ',alCyg', zh: '天津四', mag: 1.25 },
  { name: 'Markab', bayer: ',alPeg', zh: '室宿一', mag: 2.48 },
  { name: 'Scheat', bayer: ',bePeg', zh: '室宿二', mag: 2.42 },
  { name: 'Alpheratz', bayer: ',alAnd', zh: '壁宿二', mag: 2.06 },
  { name: 'Mirach', bayer: ',beAnd', zh: '奎宿九', mag: 2.05 },
  { name: 'Achernar', bayer: ',alEri', zh: '水委一', mag: 0.46 },
  { name: 'Canopus', bayer: ',alCar', zh: '老人星', mag: -0.74 },
  { name: 'Acrux', bayer: ',alCru', zh: '十字架二', mag: 0.81 },
  { name: 'Alkaid', bayer: ',etUMa', zh: '摇光', mag: 1.86 },
  { name: 'Polaris', bayer: ',alUMi', zh: '勾陈一', mag: 2.02 },
] as const

export type FixedStarName = (typeof FIXED_STARS)[number]['name']

export interface FixedStarContact {
  name: FixedStarName
  zh: string
  mag: number
  lonDeg: number
  latDeg: number
  /** Chart bodies and angles within the orb of the star's longitude, tightest first. */
  conjunctions: Array<{ body: string; orbDeg: number }>
}

/**
 * Every star of the list at the chart's date (ecliptic of date, or sidereal with `sidMode`) with the bodies in
 * longitude conjunction within `orbDeg` (SPEC §9 fixedStarOrb, default 1°). Stars missing from the catalogue
 * are left out.
 */
export function fixedStarContacts(
  eph: Ephemeris,
  jdUT: number,
  bodiesLonDeg: Readonly<Record<string, number>>,
  orbDeg = 1,
  sidMode?: number,
): FixedStarContact[] {
  const out: FixedStarContact[] = []
  for (const s of FIXED_STARS) {
    const pos = eph.fixstarUt(jdUT, s.bayer, sidMode === undefined ? undefined : { sidMode })
    if (!pos) continue
    const conjunctions = Object.entries(bodiesLonDeg)
      .map(([body, lon]) => ({ body, orbDeg: separationDeg(lon, pos.lonDeg) }))
      .filter((c) => c.orbDeg <= orbDeg)
      .sort((a, b) => a.orbDeg - b.orbDeg)
    out.push({ name: s.name, zh: s.zh, mag: s.mag, lonDeg: pos.lonDeg, latDeg: pos.latDeg, conjunctions })
  }
  return out
}
