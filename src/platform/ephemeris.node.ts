/**
 * Node loader of the Swiss Ephemeris WASM (CLI, tests, benchmarks, server): reads the .wasm and .data with fs and
 * hands them to the Emscripten glue through its hooks. Loaded once per process and mode.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bootEphemeris, toArrayBuffer } from '@/astro/ephemeris/boot'
import type { Ephemeris, EphemerisMode } from '@/astro/ephemeris/adapter'
import type { GlueFactory } from '@/astro/ephemeris/glue'

const requireHere = createRequire(import.meta.url)

/** node_modules/swisseph-wasm/wasm (the package's exports hide it from import specifiers). */
export function swissephWasmDir(): string {
  return join(dirname(requireHere.resolve('swisseph-wasm/package.json')), 'wasm')
}

let glue: Promise<GlueFactory> | null = null
export function loadGlue(): Promise<GlueFactory> {
  glue ??= import(pathToFileURL(join(swissephWasmDir(), 'swisseph.js')).href).then((m: { default: GlueFactory }) => m.default)
  return glue
}

let compiled: Promise<WebAssembly.Module> | null = null
function compiledWasm(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(readFileSync(join(swissephWasmDir(), 'swisseph.wasm')))
  return compiled
}

/**
 * 'files' (default): sepl/semo/seas files (H5, Node). 'moshier': the weapp configuration (Moshier + seas_18.se1).
 * 'hybrid': the larger weapp option (seas_18.se1 + sepl_18.se1: planets from the file, Moon and nodes from Moshier).
 */
export type NodeEphemerisConfig = EphemerisMode | 'hybrid'
export interface NodeEphemerisOptions {
  mode?: NodeEphemerisConfig
}

/** A fresh module instance (benchmarks measure this). */
export async function createNodeEphemeris(options: NodeEphemerisOptions = {}): Promise<Ephemeris> {
  const config = options.mode ?? 'files'
  const dir = swissephWasmDir()
  const factory = await loadGlue()
  const wasm = await compiledWasm()
  const data = config === 'files' ? toArrayBuffer(readFileSync(join(dir, 'swisseph.data'))) : new ArrayBuffer(0)
  const extra = config === 'files' ? [] : [{ name: 'seas_18.se1', bytes: dataPackageFile('seas_18.se1', dir) }]
  if (config === 'hybrid') extra.push({ name: 'sepl_18.se1', bytes: dataPackageFile('sepl_18.se1', dir) })
  return bootEphemeris(factory, {
    mode: config === 'moshier' ? 'moshier' : 'files',
    hooks: {
      locateFile: (p) => join(dir, p),
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(wasm, imports).then(receive)
        return {}
      },
      getPreloadedPackage: () => data,
    },
    extraFiles: extra,
  })
}

/** Byte ranges of the .data package (the glue's loadPackage metadata). */
export const DATA_PACKAGE_RANGES = { 'seas_18.se1': [0, 223002], 'semo_18.se1': [356521, 1661292], 'sepl_18.se1': [1667149, 2151204] } as const

export function dataPackageFile(name: keyof typeof DATA_PACKAGE_RANGES, dir = swissephWasmDir()): Uint8Array {
  const [start, end] = DATA_PACKAGE_RANGES[name]
  return new Uint8Array(readFileSync(join(dir, 'swisseph.data')).subarray(start, end))
}
export const seas18FromDataPackage = (dir = swissephWasmDir()) => dataPackageFile('seas_18.se1', dir)

const shared = new Map<NodeEphemerisConfig, Promise<Ephemeris>>()
/** The process-wide instance for a configuration. */
export function getNodeEphemeris(mode: NodeEphemerisConfig = 'files'): Promise<Ephemeris> {
  let p = shared.get(mode)
  if (!p) {
    p = createNodeEphemeris({ mode })
    shared.set(mode, p)
  }
  return p
}
