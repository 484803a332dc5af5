/**
 * H5 start-up of the Swiss Ephemeris WASM. Two ways, against an injected fetch so Node tests can run them:
 * - bootH5Ephemeris: swisseph.wasm and swisseph.data (the real ephemeris files, 1800–2400, 2.15 MB);
 * - bootH5MoshierEphemeris: swisseph.wasm alone, Moshier mode (≤ 2.4″ for the planets; no Chiron): the first
 *   chart while the data file is still on its way.
 */
import { bootEphemeris } from '@/astro/ephemeris/boot'
import type { Ephemeris, EphemerisMode } from '@/astro/ephemeris/adapter'
import type { GlueFactory } from '@/astro/ephemeris/glue'
import { H5_EPHEMERIS_FILES } from './ephemeris-paths'

export interface H5EphemerisDeps {
  glueFactory: GlueFactory
  fetch: (url: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>
  /** URL of the folder holding swisseph.wasm and swisseph.data, ending in '/'. */
  baseUrl: string
}

async function fetchBytes(deps: H5EphemerisDeps, name: string): Promise<ArrayBuffer> {
  const url = deps.baseUrl + name
  const res = await deps.fetch(url)
  if (!res.ok) throw new Error(`星历文件下载失败（${res.status}）：${url}`)
  return res.arrayBuffer()
}

function boot(deps: H5EphemerisDeps, mode: EphemerisMode, wasm: ArrayBuffer, data: ArrayBuffer): Promise<Ephemeris> {
  return bootEphemeris(deps.glueFactory, {
    mode,
    hooks: {
      locateFile: (p) => deps.baseUrl + p,
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(wasm, imports).then((r) => receive(r.instance))
        return {}
      },
      // Moshier: an empty data package, so the glue never fetches swisseph.data itself.
      getPreloadedPackage: () => data,
    },
  })
}

export async function bootH5Ephemeris(deps: H5EphemerisDeps): Promise<Ephemeris> {
  const [wasm, data] = await Promise.all([fetchBytes(deps, H5_EPHEMERIS_FILES.wasm), fetchBytes(deps, H5_EPHEMERIS_FILES.data)])
  return boot(deps, 'files', wasm, data)
}

export async function bootH5MoshierEphemeris(deps: H5EphemerisDeps): Promise<Ephemeris> {
  return boot(deps, 'moshier', await fetchBytes(deps, H5_EPHEMERIS_FILES.wasm), new ArrayBuffer(0))
}
