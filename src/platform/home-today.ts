/**
 * Today's sky and luck on the home tab need the astro engine and the ephemeris, which stay out of the home tab's
 * first load. H5 and the native shell: chunks loaded with import() after first paint, the ephemeris delivered
 * once: the files if a chart page has loaded them, otherwise Moshier. The mini-program has no dynamic import (Taro turns import() into require, which would
 * put the engine into the main package): home-today.weapp.ts answers null and the cards open the pages that compute.
 */
import type { EphemerisListener } from './ephemeris-progressive'

export interface HomeTodayKit {
  engine: typeof import('@/astro/home-today')
  watchEphemeris(onEphemeris: EphemerisListener, onError: (message: string) => void): () => void
}

export async function loadHomeToday(): Promise<HomeTodayKit | null> {
  const [engine, ephemeris] = await Promise.all([import('@/astro/home-today'), import('./ephemeris')])
  // One instance: the sky and luck summaries are exact enough from Moshier, and the files are not worth 2 MB here.
  return { engine, watchEphemeris: ephemeris.watchQuickEphemeris }
}
