/** The natal chart of one birth profile (by id, else the chart birth) under the natal settings; loads the ephemeris. */
import { useEffect, useMemo, useState } from 'react'
import { computeChart, type Chart, type Ephemeris } from '@/astro'
import type { LocalBirth } from '@/births/model'
import { prefetchEphemeris, watchEphemeris } from '@/platform/ephemeris'
import { useBirths } from '@/store/births'
import { useCalcSettings } from '@/store/chart-settings'
import { engineCall } from './input'

// Every page built on this starts with a chart: its wasm download begins as this code arrives, not after the first render.
prefetchEphemeris()

export interface NatalState {
  birth: LocalBirth | null
  chart: Chart | null
  loading: boolean
  error: string | null
  /** The ephemeris the chart came from (for pages that compute more from it). */
  eph: Ephemeris | null
}

export function useNatalChart(birthId: string | undefined): NatalState {
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const birth = (birthId ? list.find((b) => b.id === Number(birthId) && !b.isDel) : undefined) ?? chartBirth ?? null
  const calc = useCalcSettings('natal')
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  // H5: a Moshier instance first, then the one on the ephemeris files.
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  const computed = useMemo(() => {
    if (!eph || !birth) return { chart: null, error: null }
    const call = engineCall({ kind: 'natal', a: birth, b: null, atMs: 0, harmonic: 1 })
    if (!call) return { chart: null, error: null }
    try {
      return { chart: computeChart(eph, 'natal', call.input, calc), error: null }
    } catch (e) {
      return { chart: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [eph, birth, calc])
  return { birth, chart: computed.chart, loading: !eph && !loadError, error: loadError ?? computed.error, eph }
}
