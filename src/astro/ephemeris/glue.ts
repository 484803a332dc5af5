/**
 * The part of the swisseph-wasm Emscripten module (node_modules/swisseph-wasm/wasm/swisseph.js) this engine uses,
 * and the hooks its factory accepts. Platform loaders (src/platform/ephemeris.*.ts) create the module; the engine
 * only sees this interface.
 */

/** Emscripten's in-memory file system, the calls the loaders use. */
export interface EmscriptenFS {
  writeFile(path: string, data: Uint8Array): void
  unlink(path: string): void
  readdir(path: string): string[]
  stat(path: string): { size: number }
  mkdirTree?(path: string): void
}

export interface SwissEphModule {
  HEAPF64: Float64Array
  HEAP32: Int32Array
  FS: EmscriptenFS
  UTF8ToString(ptr: number, maxBytes?: number): string
  ccall(name: string, returnType: string | null, argTypes: string[], args: unknown[]): unknown
  _malloc(bytes: number): number
  _free(ptr: number): void
  _swe_calc_ut(jdUT: number, ipl: number, iflag: number, xx: number, serr: number): number
  _swe_houses_ex2(
    jdUT: number,
    iflag: number,
    geolat: number,
    geolon: number,
    hsys: number,
    cusps: number,
    ascmc: number,
    cuspSpeed: number,
    ascmcSpeed: number,
    serr: number,
  ): number
  _swe_houses_armc_ex2(
    armc: number,
    geolat: number,
    eps: number,
    hsys: number,
    cusps: number,
    ascmc: number,
    cuspSpeed: number,
    ascmcSpeed: number,
    serr: number,
  ): number
  _swe_set_sid_mode(sidMode: number, t0: number, ayanT0: number): void
  _swe_get_ayanamsa_ex_ut(jdUT: number, iflag: number, daya: number, serr: number): number
  _swe_solcross_ut(x2cross: number, jdUT: number, iflag: number, serr: number): number
  _swe_mooncross_ut(x2cross: number, jdUT: number, iflag: number, serr: number): number
  _swe_deltat_ex(jdUT: number, iflag: number, serr: number): number
  _swe_fixstar2_ut(star: number, jdUT: number, iflag: number, xx: number, serr: number): number
  _swe_version(buf: number): number
}

/** Hooks of the Emscripten factory (MODULARIZE build): the package's own class does not pass them. */
export interface GlueHooks {
  /** Maps 'swisseph.wasm' / 'swisseph.data' to a URL or path. */
  locateFile?: (path: string, prefix: string) => string
  /** Instantiates the wasm ourselves (WXWebAssembly on weapp, cached bytes in Node); must call receive(instance). */
  instantiateWasm?: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) => unknown
  /** Returns the .data package already in memory so the glue does not fetch it. */
  getPreloadedPackage?: (name: string, size: number) => ArrayBuffer | null
  print?: (text: string) => void
  printErr?: (text: string) => void
}

export type GlueFactory = (moduleArg: GlueHooks) => Promise<SwissEphModule>

/** Files the .data package places under /sweph (offsets from the glue's loadPackage metadata). */
export const DATA_PACKAGE_FILES = ['seas_18.se1', 'sefstars.txt', 'seleapsec.txt', 'semo_18.se1', 'seorbel.txt', 'sepl_18.se1'] as const
export const EPHE_DIR = '/sweph'
