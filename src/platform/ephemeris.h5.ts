/**
 * H5 loader: the glue is a separate chunk; the wasm and data are fetched only when a page first asks for them.
 * watchEphemeris hands out a Moshier instance as soon as the wasm is in, then the file-based one once
 * swisseph.data (2.15 MB) has followed; loadEphemeris waits for the files. Behind a watcher the data download
 * starts only after the quick chart has been painted, so on a slow line the first wheel does not share the
 * bandwidth with 2 MB it does not need.
 */
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { bootH5Ephemeris, bootH5MoshierEphemeris, type H5EphemerisDeps } from './ephemeris-h5-boot'
import { H5_EPHEMERIS_DIR, H5_EPHEMERIS_FILES } from './ephemeris-paths'
import { watchEphemerisSources, type EphemerisListener } from './ephemeris-progressive'
import { whenIdle } from './schedule'

let deps: Promise<H5EphemerisDeps> | null = null
let quick: Promise<Ephemeris> | null = null
let full: Promise<Ephemeris> | null = null
let fullReady = false

const bytes = new Map<string, Promise<ArrayBuffer>>()
/** Downloads each file once (both instances share the wasm bytes); a failed download is tried again next time. */
function fetchOnce(url: string): Promise<ArrayBuffer> {
  let p = bytes.get(url)
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`星历文件下载失败（${r.status}）：${url}`)
      return r.arrayBuffer()
    })
    p.catch(() => bytes.delete(url))
    bytes.set(url, p)
  }
  return p
}

/** The glue chunk and the wasm download start together (the wasm does not wait for the glue). */
function h5Deps(): Promise<H5EphemerisDeps> {
  const baseUrl = new URL(`${H5_EPHEMERIS_DIR}/`, document.baseURI).href
  void fetchOnce(baseUrl + H5_EPHEMERIS_FILES.wasm).catch(() => undefined)
  deps ??= import('swisseph-wasm-glue').then((m) => ({
    glueFactory: m.default,
    fetch: (url: string) => fetchOnce(url).then((buf) => ({ ok: true, status: 200, arrayBuffer: () => Promise.resolve(buf) })),
    baseUrl,
  }))
  deps.catch(() => {
    deps = null
  })
  return deps
}

/**
 * Starts the wasm download and the glue chunk without waiting for a page to ask: chart pages call it as their code
 * arrives, so the download runs while the page renders its frame instead of after.
 */
export function prefetchEphemeris(): void {
  if (quick || full || fullReady) return
  h5Deps().catch(() => undefined)
}

function once(get: () => Promise<Ephemeris> | null, set: (p: Promise<Ephemeris> | null) => void, start: () => Promise<Ephemeris>) {
  let p = get()
  if (!p) {
    p = start()
    set(p)
    p.catch(() => set(null))
  }
  return p
}

function loadMoshier(): Promise<Ephemeris> {
  return once(
    () => quick,
    (p) => (quick = p),
    () => h5Deps().then(bootH5MoshierEphemeris),
  )
}

/** The file-based instance. The data download starts once the wasm is in, so the first chart gets the bandwidth. */
export function loadEphemeris(): Promise<Ephemeris> {
  return once(
    () => full,
    (p) => (full = p),
    () =>
      h5Deps()
        .then((d) => d.fetch(d.baseUrl + H5_EPHEMERIS_FILES.wasm).then(() => bootH5Ephemeris(d)))
        .then((eph) => {
          fullReady = true
          return eph
        }),
  )
}

/**
 * The files after the quick chart: once the Moshier instance has been delivered and the page has rendered and drawn
 * with it (the main thread's first idle moment after, at most 2 s), or failed.
 */
function loadEphemerisAfterQuick(): Promise<Ephemeris> {
  if (full || fullReady) return loadEphemeris()
  return loadMoshier()
    .then(
      () => whenIdle(),
      () => undefined,
    )
    .then(loadEphemeris)
}

/**
 * One delivery, for summaries that do not need the files (the home tab's sky and luck): the file-based instance if it
 * has already loaded, otherwise Moshier alone (≤ 2.4″), so the home tab neither downloads swisseph.data nor computes twice.
 */
export function watchQuickEphemeris(onEphemeris: EphemerisListener, onError: (message: string) => void): () => void {
  return watchEphemerisSources({ full: fullReady ? loadEphemeris : loadMoshier }, onEphemeris, onError)
}

export function watchEphemeris(onEphemeris: EphemerisListener, onError: (message: string) => void): () => void {
  return watchEphemerisSources(fullReady ? { full: loadEphemeris } : { quick: loadMoshier, full: loadEphemerisAfterQuick }, onEphemeris, onError)
}
