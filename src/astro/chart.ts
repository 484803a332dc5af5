/**
 * The core of every chart type: bodies, points and houses for one instant and place, in the tropical or a sidereal
 * zodiac (Swiss Ephemeris SEFLG_SIDEREAL: tropical − true ayanamsa, checked in tests).
 */
import { inputError } from '@/core/errors'
import { BODY_IDS, EPHEMERIS_BODY_IDS, seBodyOf, type BodyId } from './bodies'
import type { Ephemeris, EphemerisMode, HousesRaw } from './ephemeris/adapter'
import { FILE_RANGE_JD_UT } from './ephemeris/constants'
import { houseOf, type HouseLetter } from './houses'
import { altitudeDeg, declinationDeg, degInSign, normDeg, rightAscensionDeg, signOf } from './zodiac'

export interface ChartPlace {
  latDeg: number
  lngDeg: number
}

export interface CastOptions {
  jdUT: number
  place: ChartPlace
  houseSystem: HouseLetter
  nodeTrue: boolean
  lilithTrue: boolean
  /** SE_SIDM_* for a sidereal chart; null for tropical. */
  sidMode: number | null
}

export type BodySource = 'files' | 'moshier' | 'derived'

export interface ChartBody {
  id: BodyId
  lonDeg: number
  latDeg: number
  speedDegPerDay: number
  declDeg: number
  retrograde: boolean
  /** 1 (Aries) … 12 (Pisces) */
  sign: number
  signDeg: number
  /** 1 … 12 */
  house: number
  source: BodySource
}

export interface ChartHouses {
  /** The system used (Porphyry 'O' when the requested one fails inside the polar circles). */
  system: string
  requestedSystem: string
  cusps: number[]
  ascDeg: number
  mcDeg: number
  armcDeg: number
  vertexDeg: number
  fellBack: boolean
}

export interface ChartWarning {
  code: 'polar_house_fallback' | 'moshier_fallback' | 'outside_file_range' | 'body_unavailable'
  message: string
  bodies?: string[]
}

export interface ChartEphemerisInfo {
  /** Configured: 'files' (H5, Node) or 'moshier' (weapp). */
  mode: EphemerisMode
  /** What the bodies actually used. */
  source: 'files' | 'moshier' | 'mixed'
  withinFileRange: boolean
}

export interface ChartCore {
  jdUT: number
  place: ChartPlace
  zodiac: { type: 'tropical' | 'sidereal'; sidMode: number | null; ayanamsaDeg: number | null }
  obliquityDeg: number
  houses: ChartHouses
  /** Present bodies in output order (a body the ephemeris cannot give is absent, with a warning). */
  bodies: Partial<Record<BodyId, ChartBody>>
  order: BodyId[]
  /** Sun's geometric altitude ≥ 0. */
  isDiurnal: boolean
  ephemeris: ChartEphemerisInfo
  warnings: ChartWarning[]
}

export function validatePlace(latDeg: unknown, lngDeg: unknown): ChartPlace {
  const lat = Number(latDeg)
  const lng = Number(lngDeg)
  if (latDeg === undefined || latDeg === null || !Number.isFinite(lat) || lat < -90 || lat > 90)
    inputError('bad_latitude', `纬度应在 -90 到 90 之间（北纬为正）：${String(latDeg)}`)
  if (lngDeg === undefined || lngDeg === null || !Number.isFinite(lng) || lng < -180 || lng > 360)
    inputError('bad_longitude', `经度应在 -180 到 180 之间（东经为正）：${String(lngDeg)}`)
  return { latDeg: lat, lngDeg: lng > 180 ? lng - 360 : lng }
}

/** Output order when every body is present (shared, read only). */
const FULL_ORDER: BodyId[] = [...BODY_IDS]

export function isWithinFileRange(jdUT: number): boolean {
  return jdUT >= FILE_RANGE_JD_UT.start && jdUT < FILE_RANGE_JD_UT.end
}

function makeBody(
  id: BodyId,
  lonDeg: number,
  latDeg: number,
  speed: number,
  tropicalLonDeg: number,
  eps: number,
  cusps: number[],
  source: BodySource,
): ChartBody {
  return {
    id,
    lonDeg,
    latDeg,
    speedDegPerDay: speed,
    declDeg: declinationDeg(tropicalLonDeg, latDeg, eps),
    retrograde: speed < 0,
    sign: signOf(lonDeg),
    signDeg: degInSign(lonDeg),
    house: houseOf(lonDeg, cusps),
    source,
  }
}

/** Ephemeris bodies and houses of a chart before the derived points and placements are added. */
export interface RawChart {
  jdUT: number
  place: ChartPlace
  sidMode: number | null
  /** True ayanamsa for sidereal charts (0 for tropical). */
  ayanamsaDeg: number
  obliquityDeg: number
  houses: HousesRaw
  requestedSystem: string
  bodies: Array<{ id: BodyId; lonDeg: number; latDeg: number; speedDegPerDay: number; source: BodySource }>
  missing: string[]
  missingReason: string
  mode: EphemerisMode
}

export function rawChart(eph: Ephemeris, o: CastOptions): RawChart {
  if (!Number.isFinite(o.jdUT)) inputError('bad_jd', `jdUT 不是数字：${o.jdUT}`)
  const sid = o.sidMode === null ? undefined : { sidMode: o.sidMode }
  const ayanamsaDeg = o.sidMode === null ? 0 : eph.ayanamsaUt(o.jdUT, o.sidMode)
  const obliquityDeg = eph.obliquity(o.jdUT).trueObliquityDeg
  const houses = eph.houses(o.jdUT, o.place.latDeg, o.place.lngDeg, o.houseSystem, sid)
  const bodies: RawChart['bodies'] = []
  const missing: string[] = []
  for (let i = 0; i < EPHEMERIS_BODY_IDS.length; i++) {
    const id = EPHEMERIS_BODY_IDS[i]
    const p = eph.calcUt(o.jdUT, seBodyOf(id, o)!, sid)
    if (p) bodies.push({ id, lonDeg: p.lonDeg, latDeg: p.latDeg, speedDegPerDay: p.lonSpeedDegPerDay, source: p.source })
    else missing.push(id)
  }
  return {
    jdUT: o.jdUT,
    place: o.place,
    sidMode: o.sidMode,
    ayanamsaDeg,
    obliquityDeg,
    houses,
    requestedSystem: o.houseSystem,
    bodies,
    missing,
    missingReason: missing.length ? eph.lastError() : '',
    mode: eph.mode,
  }
}

/** Adds SouthNode, the angles, Vertex, Fortune and Spirit (sect from the Sun's altitude), signs, houses and warnings. */
export function assembleChart(raw: RawChart, sectOverride?: boolean): ChartCore {
  const { houses: h, ayanamsaDeg, obliquityDeg: eps } = raw
  const cusps = h.cusps
  const warnings: ChartWarning[] = []
  if (h.fellBack)
    warnings.push({
      code: 'polar_house_fallback',
      message: `${raw.requestedSystem} 宫位制在极圈内无法计算，已按 Swiss Ephemeris 规则改用 Porphyry 宫：${h.warning ?? ''}`.trim(),
    })
  const bodies: Partial<Record<BodyId, ChartBody>> = {}
  let nFiles = 0
  let nMoshier = 0
  for (const p of raw.bodies) {
    // Mean node and mean apogee are formulas: their return flag says nothing about the files.
    const analytic = p.id === 'NorthNode' || p.id === 'Lilith'
    if (p.source === 'files' && !analytic) nFiles++
    else if (p.source === 'moshier') nMoshier++
    bodies[p.id] = makeBody(p.id, normDeg(p.lonDeg), p.latDeg, p.speedDegPerDay, p.lonDeg + ayanamsaDeg, eps, cusps, p.source)
  }
  const node = bodies.NorthNode
  if (node) {
    const lon = normDeg(node.lonDeg + 180)
    bodies.SouthNode = makeBody('SouthNode', lon, -node.latDeg, node.speedDegPerDay, lon + ayanamsaDeg, eps, cusps, 'derived')
  }
  const point = (id: BodyId, lon: number, speed: number) => {
    bodies[id] = makeBody(id, normDeg(lon), 0, speed, lon + ayanamsaDeg, eps, cusps, 'derived')
  }
  point('Asc', h.ascDeg, h.ascSpeedDegPerDay)
  point('Mc', h.mcDeg, h.mcSpeedDegPerDay)
  point('Dsc', h.ascDeg + 180, h.ascSpeedDegPerDay)
  point('Ic', h.mcDeg + 180, h.mcSpeedDegPerDay)
  point('Vertex', h.vertexDeg, h.vertexSpeedDegPerDay)

  // Sect: the Sun above the geometric horizon.
  const sun = bodies.Sun!
  const sunTropical = sun.lonDeg + ayanamsaDeg
  const isDiurnal = sectOverride ?? altitudeDeg(rightAscensionDeg(sunTropical, sun.latDeg, eps), sun.declDeg, h.armcDeg, raw.place.latDeg) >= 0
  const moon = bodies.Moon!
  // Lot of Fortune: day Asc + Moon − Sun, night Asc + Sun − Moon; Spirit the reverse (Valens; Brennan, Hellenistic Astrology ch. 16).
  const sign = isDiurnal ? 1 : -1
  point('Fortune', h.ascDeg + sign * (moon.lonDeg - sun.lonDeg), h.ascSpeedDegPerDay + sign * (moon.speedDegPerDay - sun.speedDegPerDay))
  point('Spirit', h.ascDeg - sign * (moon.lonDeg - sun.lonDeg), h.ascSpeedDegPerDay - sign * (moon.speedDegPerDay - sun.speedDegPerDay))

  const within = isWithinFileRange(raw.jdUT)
  if (!within) warnings.push({ code: 'outside_file_range', message: '日期在 1800–2400 年之外：Swiss Ephemeris 改用 Moshier 理论计算行星，精度较低' })
  if (raw.mode === 'files' && nMoshier > 0 && within) warnings.push({ code: 'moshier_fallback', message: '星历文件不可用，已改用 Moshier 理论' })
  if (raw.missing.length)
    warnings.push({ code: 'body_unavailable', message: `无法计算：${raw.missing.join('、')}（${raw.missingReason}）`, bodies: raw.missing })

  return {
    jdUT: raw.jdUT,
    place: raw.place,
    zodiac: { type: raw.sidMode === null ? 'tropical' : 'sidereal', sidMode: raw.sidMode, ayanamsaDeg: raw.sidMode === null ? null : ayanamsaDeg },
    obliquityDeg: eps,
    houses: {
      system: h.hsys,
      requestedSystem: raw.requestedSystem,
      cusps,
      ascDeg: normDeg(h.ascDeg),
      mcDeg: normDeg(h.mcDeg),
      armcDeg: h.armcDeg,
      vertexDeg: normDeg(h.vertexDeg),
      fellBack: h.fellBack,
    },
    bodies,
    order: raw.missing.length ? BODY_IDS.filter((id) => bodies[id] !== undefined) : FULL_ORDER.slice(),
    isDiurnal,
    ephemeris: { mode: raw.mode, source: nMoshier === 0 ? 'files' : nFiles === 0 ? 'moshier' : 'mixed', withinFileRange: within },
    warnings,
  }
}

export function castChart(eph: Ephemeris, o: CastOptions): ChartCore {
  return assembleChart(rawChart(eph, o))
}
