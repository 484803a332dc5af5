/**
 * Where each build puts the Swiss Ephemeris assets. Shared by the runtime loaders and config/ephemeris-assets.ts
 * (plain constants: safe to bundle; no TypeScript-only syntax such as `as const`: the Taro config loader reads this file untranspiled).
 */

/** H5: copied from node_modules/swisseph-wasm/wasm into the output's static folder, fetched on first use. */
export const H5_EPHEMERIS_DIR = 'static/ephemeris'
export const H5_EPHEMERIS_FILES = { wasm: 'swisseph.wasm', data: 'swisseph.data' }

/** weapp: inside the sub-package that holds the chart pages (code-package paths, brotli-compressed). */
export const WEAPP_EPHEMERIS_DIR = 'packageA/ephemeris'
export const WEAPP_EPHEMERIS_FILES = {
  wasmPath: `/${WEAPP_EPHEMERIS_DIR}/swisseph.wasm.br`,
  seasPath: `/${WEAPP_EPHEMERIS_DIR}/seas_18.se1.br`,
}
