/**
 * The report pages' calls: the catalogue with prices and what the user has unlocked, unlocking with coins (login
 * and balance checked first; 星币不足 answered with the dialog), and saving the reading the user opened.
 */
import {
  reportSave,
  reportTypes,
  reportUnlock,
  savedReportInfo,
  savedReports,
  unlockedReports,
  type ReportBirthWire,
  type ReportTypeWire,
  type SavedReportWire,
} from '@/api/reports'
import type { LocalBirth } from '@/births/model'
import { loggedInNow } from './account'
import { QUIET, spendCoins } from './shop-actions'

export type { ReportTypeWire, SavedReportWire, ReportBirthWire }

export interface ReportCatalog {
  types: ReportTypeWire[]
  unlocked: Set<string>
}

export async function loadCatalog(): Promise<ReportCatalog> {
  const [types, unlocked] = await Promise.all([reportTypes(QUIET), loggedInNow() ? unlockedReports(QUIET) : Promise.resolve({ list: [] })])
  return { types: types.list, unlocked: new Set(unlocked.list.map((r) => r.report_key)) }
}

export type UnlockResult = { kind: 'unlocked' } | { kind: 'stopped' } | { kind: 'failed'; error: string }

export async function unlockReport(key: string, priceCoins: number): Promise<UnlockResult> {
  const r = await spendCoins(priceCoins, () => reportUnlock(key, { ...QUIET, loading: true }))
  return r.kind === 'done' ? { kind: 'unlocked' } : r
}

export function birthWire(b: Pick<LocalBirth, 'name' | 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>): ReportBirthWire {
  return { name: b.name.slice(0, 40), date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, lat: b.lat, lng: b.lng }
}

/** Keeps an unlocked reading in the user's report list (the same births and house again only refresh it). */
export const saveReading = (key: string, subject: string, input: SavedReportWire['input']) =>
  reportSave({ report_key: key, subject: subject.slice(0, 100) || key, input }, QUIET)

export const loadSaved = async () => (await savedReports(QUIET)).list
export const loadSavedOne = (id: number) => savedReportInfo(id, QUIET)
