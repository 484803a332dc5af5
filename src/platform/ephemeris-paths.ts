/**
 * Where each build puts the Swiss Ephemeris assets. Shared by the runtime loaders and config/ephemeris-assets.ts
 * (plain constants: safe to bundle; no TypeScript-only syntax such as `as const`: the Taro config loader reads this file untranspiled).
 */

/** H5: copied from node_modules/swisseph-wasm/wasm into the output's static folder, fetched on first use. */
export const H5_EPHEMERIS_DIR = 'static/ephemeris'
export const H5_EPHEMERIS_FILES = { wasm: 'swisseph.wasm', data: 'swisseph.data' }

/** weapp: inside the sub-package that holds the chart pages (code-package paths, brotli-compressed). */
export const WEAPP_EPHEMERIS_DIR = 'packageA/ephemeris'

/**
 * What the weapp ships (brotli sizes measured by scripts/build-ephemeris-assets.mjs):
 *   'moshier' (≈410 KB): wasm + seas_18.se1. Planets from Moshier: ≤ 2.2″ over 1800–2400 for Sun…Uranus, but
 *             Neptune up to 6″ and Pluto up to 10″ after 2150; Moon ≤ 3.8″; true node ≤ 62″ (tests/golden/astro).
 *   'hybrid'  (≈815 KB): also sepl_18.se1: Sun and planets as exact as the files; Moon, true node and true Lilith
 *             still from Moshier (semo_18.se1 is 1.15 MB brotli and does not fit beside the pages).
 * Plain value (this file is read untranspiled by the Taro config loader): 'moshier' | 'hybrid'.
 */
export const WEAPP_EPHEMERIS_PROFILE = 'moshier'

export const WEAPP_EPHEMERIS_FILES = {
  wasmPath: `/${WEAPP_EPHEMERIS_DIR}/swisseph.wasm.br`,
  seasPath: `/${WEAPP_EPHEMERIS_DIR}/seas_18.se1.br`,
  seplPath: `/${WEAPP_EPHEMERIS_DIR}/sepl_18.se1.br`,
}
