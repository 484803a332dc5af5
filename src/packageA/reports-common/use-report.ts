/**
 * The reading a report page shows: its births (a saved reading's, or the chart birth and the pair's second person),
 * the chosen house, the composed report under the natal settings, and the catalogue entry with the unlock state.
 */
import { useDidShow } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { reportOf, type Report, type ReportType } from '@/astro/reports'
import { prefetchEphemeris, watchEphemeris } from '@/platform/ephemeris'
import type { LocalBirth } from '@/births/model'
import { useBirths } from '@/store/births'
import { useCalcSettings } from '@/store/chart-settings'
import { birthWire, loadCatalog, loadSavedOne, type ReportBirthWire, type ReportCatalog, type SavedReportWire } from '@/store/report-actions'
import { personInput } from '../chart-common/input'

// Every page built on this starts with a chart: its wasm download begins as this code arrives, not after the first render.
prefetchEphemeris()

export interface ReportState {
  /** The profiles of a new reading (null for a saved one). */
  a: LocalBirth | null
  b: LocalBirth | null
  births: ReportBirthWire[]
  /** Births still missing (no profile, or the second person of a co-chart). */
  missing: 'a' | 'b' | null
  house: number
  setHouse(h: number): void
  report: Report | null
  error: string | null
  catalog: ReportCatalog | 'failed' | null
  reloadCatalog(): Promise<void>
  saved: SavedReportWire | 'missing' | null
}

export function useReport(type: ReportType, params: Record<string, string | undefined>): ReportState {
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const pairBirths = useBirths((s) => s.pairBirths)
  const calc = useCalcSettings('natal')
  const savedId = Number(params.id)
  const [saved, setSaved] = useState<SavedReportWire | 'missing' | null>(null)
  const [house, setHouse] = useState(() => Math.min(12, Math.max(1, Math.round(Number(params.house)) || 1)))
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [catalog, setCatalog] = useState<ReportCatalog | 'failed' | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  useEffect(() => {
    if (savedId > 0)
      loadSavedOne(savedId).then(
        (s) => {
          setSaved(s)
          if (s.input.house) setHouse(s.input.house)
        },
        () => setSaved('missing'),
      )
  }, [savedId])
  const reloadCatalog = () => loadCatalog().then(setCatalog, () => setCatalog('failed'))
  useDidShow(() => void reloadCatalog())

  const byId = (id: string | undefined) => (id ? list.find((b) => b.id === Number(id) && !b.isDel) : undefined)
  const pair = type === 'co-chart'
  const a = byId(params.a) ?? (pair ? (pairBirths[0] ?? chartBirth) : chartBirth)
  const b = pair ? (byId(params.b) ?? pairBirths[1]) : null
  const births = useMemo<ReportBirthWire[]>(() => {
    if (savedId > 0) return saved && saved !== 'missing' ? saved.input.births : []
    return [a, ...(pair ? [b] : [])].flatMap((x) => (x ? [birthWire(x)] : []))
  }, [savedId, saved, a, b, pair])
  const missing = savedId > 0 ? null : !a ? 'a' : pair && !b ? 'b' : null

  const computed = useMemo(() => {
    if (!eph || births.length !== (pair ? 2 : 1)) return { report: null, error: null }
    try {
      return { report: reportOf(eph, { type, births: births.map(personInput), house }, calc), error: null }
    } catch (e) {
      return { report: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [eph, births, pair, type, house, calc])
  const own = savedId > 0 ? null : undefined
  return {
    a: own === null ? null : (a ?? null),
    b: own === null ? null : (b ?? null),
    births,
    missing,
    house,
    setHouse,
    report: computed.report,
    error: loadError ?? computed.error,
    catalog,
    reloadCatalog,
    saved,
  }
}
