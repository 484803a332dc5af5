/**
 * One interface over the swisseph-wasm module: body positions, houses, ayanamsa, crossings.
 * Buffers are allocated once; every call reports whether Swiss Ephemeris used its files or fell back to Moshier
 * (the return flag the package's own class drops). Units: degrees, days, AU.
 */
import { SE, SEFLG, SE_ERR } from './constants'
import type { SwissEphModule } from './glue'

export type EphemerisMode = 'files' | 'moshier'
export type EphemerisSource = 'files' | 'moshier'

export interface BodyPosition {
  lonDeg: number
  latDeg: number
  distAU: number
  lonSpeedDegPerDay: number
  latSpeedDegPerDay: number
  distSpeedAUPerDay: number
  /** What Swiss Ephemeris actually used (return flag): its files, or the Moshier analytical theory. */
  source: EphemerisSource
}

export interface HousesRaw {
  hsys: string
  cusps: number[]
  cuspSpeedsDegPerDay: number[]
  ascDeg: number
  mcDeg: number
  armcDeg: number
  vertexDeg: number
  equatorialAscDeg: number
  ascSpeedDegPerDay: number
  mcSpeedDegPerDay: number
  vertexSpeedDegPerDay: number
  /** Swiss Ephemeris could not compute the system here (polar circle) and used Porphyry instead. */
  fellBack: boolean
  warning: string | null
}

export interface ObliquityNutation {
  trueObliquityDeg: number
  meanObliquityDeg: number
  nutationLonDeg: number
  nutationOblDeg: number
}

/** A star of the Swiss Ephemeris catalogue (sefstars.txt) at a date: ecliptic of date, or sidereal. */
export interface FixedStarPosition {
  lonDeg: number
  latDeg: number
  /** The catalogue's answer for the name: "Spica,alVir". */
  catalogueName: string
}

export interface CalcOptions {
  /** Sidereal zodiac: SE_SIDM_* number (1 = Lahiri). Omitted: tropical. */
  sidMode?: number
}

export interface Ephemeris {
  readonly mode: EphemerisMode
  readonly version: string
  /** Files present in the Emscripten FS under /sweph. */
  readonly dataFiles: readonly string[]
  calcUt(jdUT: number, body: number, options?: CalcOptions): BodyPosition | null
  houses(jdUT: number, latDeg: number, lngDeg: number, hsys: string, options?: CalcOptions): HousesRaw
  housesArmc(armcDeg: number, latDeg: number, obliquityDeg: number, hsys: string): HousesRaw
  obliquity(jdUT: number): ObliquityNutation
  /** True ayanamsa (with nutation) of a sidereal mode. */
  ayanamsaUt(jdUT: number, sidMode: number): number
  /** Next UT (from jdUT on) when the Sun / Moon reaches the longitude. */
  solcrossUt(lonDeg: number, jdUT: number, options?: CalcOptions): number
  mooncrossUt(lonDeg: number, jdUT: number, options?: CalcOptions): number
  deltaTDays(jdUT: number): number
  /** A catalogue star by traditional name or ",<Bayer>" (",alVir"); null when the catalogue has no such star. */
  fixstarUt(jdUT: number, star: string, options?: CalcOptions): FixedStarPosition | null
  /** Message of the last failed call. */
  lastError(): string
  /** The module itself, for benchmarks comparing against bare calls. */
  readonly module: SwissEphModule
}

const SERR_BYTES = 256

export function createEphemeris(mod: SwissEphModule, mode: EphemerisMode, dataFiles: readonly string[] = []): Ephemeris {
  const xx = mod._malloc(6 * 8)
  const serr = mod._malloc(SERR_BYTES)
  const cusps = mod._malloc(37 * 8)
  const ascmc = mod._malloc(10 * 8)
  const cuspSpeed = mod._malloc(37 * 8)
  const ascmcSpeed = mod._malloc(10 * 8)
  const scalar = mod._malloc(8)
  const starBuf = mod._malloc(SERR_BYTES)
  const versionBuf = mod._malloc(SERR_BYTES)
  mod._swe_version(versionBuf)
  const version = mod.UTF8ToString(versionBuf)
  mod._free(versionBuf)
  mod.ccall('swe_set_ephe_path', null, ['string'], ['/sweph'])

  const epheFlag = mode === 'files' ? SEFLG.SWIEPH : SEFLG.MOSEPH
  let currentSidMode = -1
  let lastError = ''

  const setSid = (sidMode: number) => {
    if (sidMode !== currentSidMode) {
      mod._swe_set_sid_mode(sidMode, 0, 0)
      currentSidMode = sidMode
    }
  }
  const clearErr = () => {
    mod.HEAP32[serr >> 2] = 0
  }
  const readErr = () => mod.UTF8ToString(serr, SERR_BYTES)

  // Asteroids have no Moshier theory: they always read seas_18.se1 (the weapp build ships only that file).
  const flagsFor = (body: number, options?: CalcOptions) => {
    let f = (body >= SE.CHIRON && body <= SE.VESTA ? SEFLG.SWIEPH : epheFlag) | SEFLG.SPEED
    if (options?.sidMode !== undefined) {
      setSid(options.sidMode)
      f |= SEFLG.SIDEREAL
    }
    return f
  }

  function calcUt(jdUT: number, body: number, options?: CalcOptions): BodyPosition | null {
    clearErr()
    const ret = mod._swe_calc_ut(jdUT, body, flagsFor(body, options), xx, serr)
    if (ret === SE_ERR) {
      lastError = readErr()
      return null
    }
    const h = mod.HEAPF64
    const i = xx >> 3
    return {
      lonDeg: h[i],
      latDeg: h[i + 1],
      distAU: h[i + 2],
      lonSpeedDegPerDay: h[i + 3],
      latSpeedDegPerDay: h[i + 4],
      distSpeedAUPerDay: h[i + 5],
      source: ret & SEFLG.SWIEPH ? 'files' : 'moshier',
    }
  }

  function readHouses(hsys: string, ret: number): HousesRaw {
    const h = mod.HEAPF64
    const c = cusps >> 3
    const cs = cuspSpeed >> 3
    const a = ascmc >> 3
    const as = ascmcSpeed >> 3
    const cuspArr = new Array<number>(12)
    const speedArr = new Array<number>(12)
    for (let k = 0; k < 12; k++) {
      cuspArr[k] = h[c + 1 + k]
      speedArr[k] = h[cs + 1 + k]
    }
    const fellBack = ret === SE_ERR
    const msg = readErr()
    if (fellBack) lastError = msg
    return {
      hsys: fellBack ? 'O' : hsys,
      cusps: cuspArr,
      cuspSpeedsDegPerDay: speedArr,
      ascDeg: h[a],
      mcDeg: h[a + 1],
      armcDeg: h[a + 2],
      vertexDeg: h[a + 3],
      equatorialAscDeg: h[a + 4],
      ascSpeedDegPerDay: h[as],
      mcSpeedDegPerDay: h[as + 1],
      vertexSpeedDegPerDay: h[as + 3],
      fellBack,
      warning: msg || null,
    }
  }

  function houses(jdUT: number, latDeg: number, lngDeg: number, hsys: string, options?: CalcOptions): HousesRaw {
    clearErr()
    let f = epheFlag
    if (options?.sidMode !== undefined) {
      setSid(options.sidMode)
      f |= SEFLG.SIDEREAL
    }
    const ret = mod._swe_houses_ex2(jdUT, f, latDeg, lngDeg, hsys.charCodeAt(0), cusps, ascmc, cuspSpeed, ascmcSpeed, serr)
    return readHouses(hsys, ret)
  }

  function housesArmc(armcDeg: number, latDeg: number, obliquityDeg: number, hsys: string): HousesRaw {
    clearErr()
    const ret = mod._swe_houses_armc_ex2(armcDeg, latDeg, obliquityDeg, hsys.charCodeAt(0), cusps, ascmc, cuspSpeed, ascmcSpeed, serr)
    return readHouses(hsys, ret)
  }

  function obliquity(jdUT: number): ObliquityNutation {
    clearErr()
    mod._swe_calc_ut(jdUT, SE.ECL_NUT, epheFlag, xx, serr)
    const h = mod.HEAPF64
    const i = xx >> 3
    return { trueObliquityDeg: h[i], meanObliquityDeg: h[i + 1], nutationLonDeg: h[i + 2], nutationOblDeg: h[i + 3] }
  }

  function ayanamsaUt(jdUT: number, sidMode: number): number {
    setSid(sidMode)
    clearErr()
    mod._swe_get_ayanamsa_ex_ut(jdUT, epheFlag, scalar, serr)
    return mod.HEAPF64[scalar >> 3]
  }

  function cross(fn: 'sol' | 'moon', lonDeg: number, jdUT: number, options?: CalcOptions): number {
    clearErr()
    let f = epheFlag
    if (options?.sidMode !== undefined) {
      setSid(options.sidMode)
      f |= SEFLG.SIDEREAL
    }
    const jd = fn === 'sol' ? mod._swe_solcross_ut(lonDeg, jdUT, f, serr) : mod._swe_mooncross_ut(lonDeg, jdUT, f, serr)
    if (jd < jdUT) lastError = readErr()
    return jd
  }

  // The star name is an in/out buffer (the catalogue writes back "name,Bayer"): ASCII packed into HEAP32 words.
  function fixstarUt(jdUT: number, star: string, options?: CalcOptions): FixedStarPosition | null {
    const words = SERR_BYTES >> 2
    for (let w = 0; w < words; w++) {
      let v = 0
      for (let b = 0; b < 4; b++) {
        const k = w * 4 + b
        const code = k < star.length && k < SERR_BYTES - 1 ? star.charCodeAt(k) & 0x7f : 0
        v |= code << (8 * b)
      }
      mod.HEAP32[(starBuf >> 2) + w] = v
    }
    clearErr()
    let f = epheFlag
    if (options?.sidMode !== undefined) {
      setSid(options.sidMode)
      f |= SEFLG.SIDEREAL
    }
    const ret = mod._swe_fixstar2_ut(starBuf, jdUT, f, xx, serr)
    if (ret === SE_ERR) {
      lastError = readErr()
      return null
    }
    const h = mod.HEAPF64
    return { lonDeg: h[xx >> 3], latDeg: h[(xx >> 3) + 1], catalogueName: mod.UTF8ToString(starBuf, SERR_BYTES) }
  }

  return {
    mode,
    version,
    dataFiles,
    calcUt,
    houses,
    housesArmc,
    obliquity,
    ayanamsaUt,
    solcrossUt: (lon, jd, o) => cross('sol', lon, jd, o),
    mooncrossUt: (lon, jd, o) => cross('moon', lon, jd, o),
    deltaTDays: (jdUT) => {
      clearErr()
      return mod._swe_deltat_ex(jdUT, epheFlag, serr)
    },
    fixstarUt,
    lastError: () => lastError,
    module: mod,
  }
}
