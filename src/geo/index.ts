/**
 * Places and time zones. The engine is pure: the data (large generated tables) comes through an injected
 * source (src/platform/geo-data*.ts: chunks on H5, brotli JSON files in the mini-program sub-package).
 */
import type { CivilDate, CivilTime } from '@/core/time'
import type { ChinaColumns, WorldColumns } from './columns'
import { createGazetteer, type Gazetteer } from './gazetteer'
import type { TzColumns } from './tz-table'
import { birthZoneFields, createTimeZoneDb, type BirthZoneFields, type TimeZoneDb } from './tz'

export type { Gazetteer, Place, PlaceKind, SearchOptions, SearchResult } from './gazetteer'
export type { Ambiguity, BirthZoneFields, TimeZoneDb, ZoneOffset } from './tz'
export type { ChinaColumns, WorldColumns } from './columns'
export type { TzColumns } from './tz-table'
export { createGazetteer } from './gazetteer'
export { birthZoneFields, createTimeZoneDb, offsetAtUtc, zoneOffsetAt } from './tz'

/** Where the generated tables come from (one implementation per platform). */
export interface GeoDataSource {
  places(): Promise<{ china: ChinaColumns; world: WorldColumns }>
  timeZones(): Promise<TzColumns>
}

export interface GeoLoaders {
  /** Load (once) the China and world gazetteer. */
  loadGazetteer(): Promise<Gazetteer>
  /** Load (once) the time-zone tables. */
  loadTimeZones(): Promise<TimeZoneDb>
  /** birthZone and summer for a place's zone at a civil birth date and time (loads the tables if needed). */
  birthZoneForPlace(place: { timeZone: string }, date: CivilDate | string, time: CivilTime | string): Promise<BirthZoneFields>
}

/** Loaders that read the data once and share it; a failed load is retried on the next call. */
export function createGeoLoaders(source: GeoDataSource): GeoLoaders {
  let gazetteer: Promise<Gazetteer> | undefined
  let timeZones: Promise<TimeZoneDb> | undefined
  const loadGazetteer = () => {
    gazetteer ??= source.places().then(({ china, world }) => createGazetteer(china, world))
    gazetteer.catch(() => (gazetteer = undefined))
    return gazetteer
  }
  const loadTimeZones = () => {
    timeZones ??= source.timeZones().then(createTimeZoneDb)
    timeZones.catch(() => (timeZones = undefined))
    return timeZones
  }
  return {
    loadGazetteer,
    loadTimeZones,
    birthZoneForPlace: async (place, date, time) => birthZoneFields(await loadTimeZones(), place.timeZone, date, time),
  }
}
