/**
 * Places and time zones. The data modules are large, so they are imported on demand (a bundler puts them
 * in their own chunks; the mini-program build places src/geo in a sub-package).
 */
import { createGazetteer, type Gazetteer } from './gazetteer'
import { birthZoneFields, createTimeZoneDb, type BirthZoneFields, type TimeZoneDb } from './tz'
import type { CivilDate, CivilTime } from '@/core/time'

export type { Gazetteer, Place, PlaceKind, SearchOptions, SearchResult } from './gazetteer'
export type { Ambiguity, BirthZoneFields, TimeZoneDb, ZoneOffset } from './tz'
export { createGazetteer } from './gazetteer'
export { birthZoneFields, createTimeZoneDb, offsetAtUtc, zoneOffsetAt } from './tz'

let gazetteer: Promise<Gazetteer> | undefined
let timeZones: Promise<TimeZoneDb> | undefined

/** Load (once) the China and world gazetteer. */
export function loadGazetteer(): Promise<Gazetteer> {
  gazetteer ??= Promise.all([import('./data/china'), import('./data/world')]).then(([c, w]) => createGazetteer(c.default, w.default))
  gazetteer.catch(() => (gazetteer = undefined))
  return gazetteer
}

/** Load (once) the time-zone tables. */
export function loadTimeZones(): Promise<TimeZoneDb> {
  timeZones ??= import('./data/tz').then((m) => createTimeZoneDb(m.default))
  timeZones.catch(() => (timeZones = undefined))
  return timeZones
}

/** birthZone and summer for a place's zone at a civil birth date and time (loads the tables if needed). */
export async function birthZoneForPlace(place: { timeZone: string }, date: CivilDate | string, time: CivilTime | string): Promise<BirthZoneFields> {
  return birthZoneFields(await loadTimeZones(), place.timeZone, date, time)
}
