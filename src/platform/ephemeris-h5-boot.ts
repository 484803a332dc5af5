/**
 * H5 start-up of the Swiss Ephemeris WASM: fetches swisseph.wasm and swisseph.data (the real ephemeris files,
 * 1800–2400) from the build's static folder, then starts the glue with both already in memory.
 * Written against an injected fetch so Node tests can run it.
 */
import { bootEphemeris } from '@/astro/ephemeris/boot'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
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

export async function bootH5Ephemeris(deps: H5EphemerisDeps): Promise<Ephemeris> {
  const [wasm, data] = await Promise.all([fetchBytes(deps, H5_EPHEMERIS_FILES.wasm), fetchBytes(deps, H5_EPHEMERIS_FILES.data)])
  return bootEphemeris(deps.glueFactory, {
    mode: 'files',
    hooks: {
      locateFile: (p) => deps.baseUrl + p,
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(wasm, imports).then((r) => receive(r.instance))
        return {}
      },
      getPreloadedPackage: () => data,
    },
  })
}
