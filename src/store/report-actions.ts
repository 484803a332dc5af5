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
import { ApiRequestError } from '@/api/request'
import type { LocalBirth } from '@/births/model'
import { loggedInNow, refreshUserInfo } from './account'
import { ensureCoins, showCoinsShortDialog } from './login-prompt'
import { COINS_SHORT_CODE, QUIET } from './shop-actions'

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
  if ((await ensureCoins(priceCoins)) !== 'ok') return { kind: 'stopped' }
  try {
    await reportUnlock(key, { ...QUIET, loading: true })
    await refreshUserInfo()
    return { kind: 'unlocked' }
  } catch (e) {
    if (e instanceof ApiRequestError && e.code === COINS_SHORT_CODE) {
      await showCoinsShortDialog(e.message)
      return { kind: 'stopped' }
    }
    return { kind: 'failed', error: e instanceof Error ? e.message : String(e) }
  }
}

export function birthWire(b: Pick<LocalBirth, 'name' | 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>): ReportBirthWire {
  return { name: b.name.slice(0, 40), date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, lat: b.lat, lng: b.lng }
}

/** Keeps an unlocked reading in the user's report list (the same births and house again only refresh it). */
export const saveReading = (key: string, subject: string, input: SavedReportWire['input']) =>
  reportSave({ report_key: key, subject: subject.slice(0, 100) || key, input }, QUIET)

export const loadSaved = async () => (await savedReports(QUIET)).list
export const loadSavedOne = (id: number) => savedReportInfo(id, QUIET)
