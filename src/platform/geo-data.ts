/**
 * Gazetteer and time-zone data for H5, the native shell and Node: the generated modules as dynamic imports
 * (webpack emits them as separate chunks, fetched when a page first searches places or fills a zone).
 * The mini-program build takes geo-data.weapp.ts instead, so no src/geo/data module enters it.
 */
import type { GeoDataSource } from '@/geo'

export const geoDataSource: GeoDataSource = {
  places: () => Promise.all([import('@/geo/data/china'), import('@/geo/data/world')]).then(([c, w]) => ({ china: c.default, world: w.default })),
  timeZones: () => import('@/geo/data/tz').then((m) => m.default),
}
