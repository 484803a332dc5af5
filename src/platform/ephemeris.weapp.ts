/** weapp loader: WXWebAssembly + readCompressedFileSync from the ephemeris sub-package (see config/ephemeris-assets.ts). */
import glueFactory from 'swisseph-wasm-glue'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { WEAPP_EPHEMERIS_FILES, WEAPP_EPHEMERIS_PROFILE } from './ephemeris-paths'
import { watchEphemerisSources, type EphemerisListener } from './ephemeris-progressive'
import { bootWeappEphemeris, type ReadCompressedFileSync, type WXWebAssemblyLike } from './ephemeris-weapp-boot'

declare const WXWebAssembly: WXWebAssemblyLike
declare const wx: { getFileSystemManager(): { readCompressedFileSync: ReadCompressedFileSync } }

let loading: Promise<Ephemeris> | null = null

/** Loads once; later calls share the instance. */
export function loadEphemeris(): Promise<Ephemeris> {
  loading ??= bootWeappEphemeris({
    glueFactory,
    WXWebAssembly,
    readCompressedFileSync: (o) => wx.getFileSystemManager().readCompressedFileSync(o),
    wasmPath: WEAPP_EPHEMERIS_FILES.wasmPath,
    seasPath: WEAPP_EPHEMERIS_FILES.seasPath,
    seplPath: (WEAPP_EPHEMERIS_PROFILE as string) === 'hybrid' ? WEAPP_EPHEMERIS_FILES.seplPath : undefined,
  })
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** One delivery: the weapp instance is the only one (Moshier planets, see ephemeris-paths.ts). */
export function watchEphemeris(onEphemeris: EphemerisListener, onError: (message: string) => void): () => void {
  return watchEphemerisSources({ full: loadEphemeris }, onEphemeris, onError)
}

/** The weapp has one instance, so the quick watcher is the same one delivery. */
export const watchQuickEphemeris = watchEphemeris

/** Nothing to fetch ahead: the files are in the code package and load when a page asks. */
export function prefetchEphemeris(): void {}
