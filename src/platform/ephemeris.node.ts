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

export interface NodeEphemerisOptions {
  /** 'files' (default): sepl/semo/seas files; 'moshier': the weapp configuration (Moshier + seas_18.se1 only). */
  mode?: EphemerisMode
}

/** A fresh module instance (benchmarks measure this). */
export async function createNodeEphemeris(options: NodeEphemerisOptions = {}): Promise<Ephemeris> {
  const mode = options.mode ?? 'files'
  const dir = swissephWasmDir()
  const factory = await loadGlue()
  const wasm = await compiledWasm()
  const data = mode === 'files' ? toArrayBuffer(readFileSync(join(dir, 'swisseph.data'))) : new ArrayBuffer(0)
  const seas = mode === 'moshier' ? [{ name: 'seas_18.se1', bytes: seas18FromDataPackage(dir) }] : []
  return bootEphemeris(factory, {
    mode,
    hooks: {
      locateFile: (p) => join(dir, p),
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(wasm, imports).then(receive)
        return {}
      },
      getPreloadedPackage: () => data,
    },
    extraFiles: seas,
  })
}

/** seas_18.se1 is the first file of the .data package (bytes 0..223002, from the glue's metadata). */
export function seas18FromDataPackage(dir = swissephWasmDir()): Uint8Array {
  return new Uint8Array(readFileSync(join(dir, 'swisseph.data')).subarray(0, 223002))
}

const shared = new Map<EphemerisMode, Promise<Ephemeris>>()
/** The process-wide instance for a mode. */
export function getNodeEphemeris(mode: EphemerisMode = 'files'): Promise<Ephemeris> {
  let p = shared.get(mode)
  if (!p) {
    p = createNodeEphemeris({ mode })
    shared.set(mode, p)
  }
  return p
}
