/**
 * Mini-program (weapp) start-up of the Swiss Ephemeris WASM, written against injected WeChat APIs so that Node
 * tests can run it with fakes. The weapp build ships, in a sub-package, `swisseph.wasm.br` (WXWebAssembly accepts
 * only a code-package path) and `seas_18.se1.br` (other file types are dropped on upload; read back with
 * readCompressedFileSync). Planets come from the Moshier theory (no sepl/semo files: they do not fit the 2 MB
 * package), Chiron and the asteroids from seas_18.se1. The 'hybrid' profile adds sepl_18.se1 (see ephemeris-paths.ts).
 */
import { bootEphemeris } from '@/astro/ephemeris/boot'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import type { GlueFactory } from '@/astro/ephemeris/glue'

export interface WXWebAssemblyLike {
  instantiate(path: string, imports: WebAssembly.Imports): Promise<{ instance: WebAssembly.Instance } | WebAssembly.Instance>
}
export type ReadCompressedFileSync = (options: { filePath: string; compressionAlgorithm: 'br' }) => ArrayBuffer

export interface WeappEphemerisDeps {
  glueFactory: GlueFactory
  WXWebAssembly: WXWebAssemblyLike
  readCompressedFileSync: ReadCompressedFileSync
  /** Code-package paths, e.g. '/packageB/ephemeris/swisseph.wasm.br'. */
  wasmPath: string
  seasPath: string
  /** 'hybrid' profile: sepl_18.se1.br too (planets from the file, the Moon from Moshier). */
  seplPath?: string
}

export function bootWeappEphemeris(deps: WeappEphemerisDeps): Promise<Ephemeris> {
  const read = (filePath: string) => new Uint8Array(deps.readCompressedFileSync({ filePath, compressionAlgorithm: 'br' }))
  const extraFiles = [{ name: 'seas_18.se1', bytes: read(deps.seasPath) }]
  if (deps.seplPath) extraFiles.push({ name: 'sepl_18.se1', bytes: read(deps.seplPath) })
  return bootEphemeris(deps.glueFactory, {
    // With sepl_18.se1 Swiss Ephemeris reads the planets from it and falls back to Moshier for the Moon by itself.
    mode: deps.seplPath ? 'files' : 'moshier',
    hooks: {
      locateFile: (p) => p,
      instantiateWasm: (imports, receive) => {
        void deps.WXWebAssembly.instantiate(deps.wasmPath, imports).then((r) => receive('instance' in r ? r.instance : r))
        return {}
      },
      // No .data package on weapp: an empty one, so the glue never calls fetch; seas_18.se1 is written afterwards.
      getPreloadedPackage: () => new ArrayBuffer(0),
    },
    extraFiles,
  })
}
