/**
 * Swiss Ephemeris numbers used at the WASM boundary (swephexp.h, Swiss Ephemeris 2.10.03).
 * Only the ones this engine needs; names follow the C header.
 */
export const SEFLG = {
  JPLEPH: 1,
  SWIEPH: 2,
  MOSEPH: 4,
  HELCTR: 8,
  NONUT: 64,
  SPEED: 256,
  EQUATORIAL: 2048,
  TOPOCTR: 32 * 1024,
  SIDEREAL: 64 * 1024,
} as const

/** Body numbers (swephexp.h SE_SUN … SE_VESTA). SE_ECL_NUT (-1) returns obliquity and nutation. */
export const SE = {
  ECL_NUT: -1,
  SUN: 0,
  MOON: 1,
  MERCURY: 2,
  VENUS: 3,
  MARS: 4,
  JUPITER: 5,
  SATURN: 6,
  URANUS: 7,
  NEPTUNE: 8,
  PLUTO: 9,
  MEAN_NODE: 10,
  TRUE_NODE: 11,
  MEAN_APOG: 12,
  OSCU_APOG: 13,
  CHIRON: 15,
  CERES: 17,
  PALLAS: 18,
  JUNO: 19,
  VESTA: 20,
} as const

/** Return value of the C functions on failure. */
export const SE_ERR = -1

/** Sidereal modes (swephexp.h SE_SIDM_*) offered by the chart settings; index = sidModeIndex. Lahiri first (default). */
export const SID_MODES = [
  { sidMode: 1, id: 'lahiri' },
  { sidMode: 0, id: 'fagan_bradley' },
  { sidMode: 3, id: 'raman' },
  { sidMode: 5, id: 'krishnamurti' },
  { sidMode: 7, id: 'yukteshwar' },
  { sidMode: 27, id: 'true_citra' },
  { sidMode: 2, id: 'deluce' },
  { sidMode: 4, id: 'ushashashi' },
] as const

/** Ephemeris files cover 1800-01-01 .. 2399-12-31 (sepl_18/semo_18/seas_18 headers). Outside, SE falls back to Moshier. */
export const FILE_RANGE_JD_UT = { start: 2378496.5, end: 2597641.5 } as const
