/**
 * Build wiring for the Swiss Ephemeris WASM (swisseph-wasm). config/index.ts calls these:
 *
 *   import { applyEphemerisWebpackChain, ephemerisCopyPatterns } from './ephemeris-assets'
 *   h5:   { webpackChain: (chain, webpack) => applyEphemerisWebpackChain(chain, webpack, 'h5') }
 *   mini: { webpackChain: (chain, webpack) => applyEphemerisWebpackChain(chain, webpack, 'weapp') }
 *   copy: { patterns: ephemerisCopyPatterns(process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'), options: {} }
 *
 * and, before a weapp build, `node scripts/build-ephemeris-assets.mjs` (writes the brotli files listed in
 * WEAPP_EPHEMERIS_SHIP into EPHEMERIS_BUILD_DIR).
 */
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type Chain from 'webpack-chain'
import type Webpack from 'webpack'
import { H5_EPHEMERIS_DIR, H5_EPHEMERIS_FILES, WEAPP_EPHEMERIS_DIR, WEAPP_EPHEMERIS_PROFILE } from '../src/platform/ephemeris-paths'

export type EphemerisPlatform = 'h5' | 'weapp'

/** Import name the platform loaders use for node_modules/swisseph-wasm/wasm/swisseph.js. */
export const EPHEMERIS_GLUE_ALIAS = 'swisseph-wasm-glue'
/** Where scripts/build-ephemeris-assets.mjs writes the weapp files (relative to the project root). */
export const EPHEMERIS_BUILD_DIR = '.cache/ephemeris'

const projectRoot = resolve(__dirname, '..')

export function swissephWasmDir(): string {
  const req = createRequire(join(projectRoot, 'package.json'))
  return join(dirname(req.resolve('swisseph-wasm/package.json')), 'wasm')
}

/**
 * What the weapp build must ship inside the sub-package, per profile (src/platform/ephemeris-paths.ts):
 * 'moshier' ≈ 410 KB brotli, 'hybrid' ≈ 814 KB (measured by the script).
 */
const WEAPP_FILES = [
  { name: 'swisseph.wasm.br', from: 'swisseph.wasm', use: 'WXWebAssembly.instantiate(path)', profiles: ['moshier', 'hybrid'] },
  {
    name: 'seas_18.se1.br',
    from: 'swisseph.data bytes 0..223002',
    use: 'readCompressedFileSync → Emscripten FS (Chiron, asteroids)',
    profiles: ['moshier', 'hybrid'],
  },
  {
    name: 'sepl_18.se1.br',
    from: 'swisseph.data bytes 1667149..2151204',
    use: 'readCompressedFileSync → Emscripten FS (planets)',
    profiles: ['hybrid'],
  },
] as const
export const WEAPP_EPHEMERIS_SHIP = {
  subPackageDir: WEAPP_EPHEMERIS_DIR,
  profile: WEAPP_EPHEMERIS_PROFILE,
  files: WEAPP_FILES.filter((f) => (f.profiles as readonly string[]).includes(WEAPP_EPHEMERIS_PROFILE)),
} as const

export function applyEphemerisWebpackChain(chain: Chain, webpack: typeof Webpack, _platform: EphemerisPlatform): void {
  const gluePath = join(swissephWasmDir(), 'swisseph.js')
  // The glue does `await import("node:module")` in its Node branch: strip the scheme, then resolve to nothing.
  chain.plugin('ephemeris-strip-node-scheme').use(webpack.NormalModuleReplacementPlugin, [
    /^node:/,
    (resource: { request: string }) => {
      resource.request = resource.request.replace(/^node:/, '')
    },
  ])
  const fallback = (chain.resolve.get('fallback') as Record<string, unknown> | undefined) ?? {}
  chain.resolve.set('fallback', { ...fallback, module: false, fs: false, path: false, url: false, crypto: false })
  chain.resolve.alias.set(`${EPHEMERIS_GLUE_ALIAS}$`, gluePath)
  // `new URL("swisseph.wasm", import.meta.url)` would make webpack emit the 562 KB wasm as an asset: the loaders
  // hand the glue its bytes themselves, so turn that parsing off for this one file.
  chain.module
    .rule('ephemeris-glue')
    .test((p: string) => p === gluePath)
    .parser({ url: false, worker: false })
}

/** Taro `copy.patterns` for the platform: H5 gets the original wasm/data, weapp the brotli files from the script. */
export function ephemerisCopyPatterns(platform: EphemerisPlatform, outputRoot = 'dist'): { from: string; to: string }[] {
  if (platform === 'h5') {
    const dir = swissephWasmDir()
    return [
      { from: join(dir, H5_EPHEMERIS_FILES.wasm), to: `${outputRoot}/${H5_EPHEMERIS_DIR}/${H5_EPHEMERIS_FILES.wasm}` },
      { from: join(dir, H5_EPHEMERIS_FILES.data), to: `${outputRoot}/${H5_EPHEMERIS_DIR}/${H5_EPHEMERIS_FILES.data}` },
    ]
  }
  return WEAPP_EPHEMERIS_SHIP.files.map((f) => ({
    from: join(projectRoot, EPHEMERIS_BUILD_DIR, f.name),
    to: `${outputRoot}/${WEAPP_EPHEMERIS_DIR}/${f.name}`,
  }))
}
