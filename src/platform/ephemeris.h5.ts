/** H5 loader: the glue is a separate chunk and the wasm/data are fetched only when a page first asks for them. */
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { bootH5Ephemeris } from './ephemeris-h5-boot'
import { H5_EPHEMERIS_DIR } from './ephemeris-paths'

let loading: Promise<Ephemeris> | null = null

export function loadEphemeris(): Promise<Ephemeris> {
  loading ??= import('swisseph-wasm-glue').then((m) =>
    bootH5Ephemeris({
      glueFactory: m.default,
      fetch: (url) => fetch(url),
      baseUrl: new URL(`${H5_EPHEMERIS_DIR}/`, document.baseURI).href,
    }),
  )
  loading.catch(() => {
    loading = null
  })
  return loading
}
