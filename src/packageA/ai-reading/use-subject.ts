/**
 * The chart a reading is about: the current birth's natal chart or bazi, the chosen pair's synastry, or the last
 * tarot draw of the divination history; with the birth lines the user may choose to send along.
 */
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { natalChart } from '@/astro/charts/natal'
import { synastryChart } from '@/astro/charts/compare'
import type { ReadingKind, ReadingSubject } from '@/astro/readings'
import { baziChart } from '@/divination/bazi'
import type { TarotSpreadId } from '@/divination/tarot'
import { personInput } from '@/births/chart-input'
import type { LocalBirth } from '@/births/model'
import { watchEphemeris } from '@/platform/ephemeris'
import { baziSettingsOf, useBaziSettings } from '@/store/bazi-settings'
import { useBirths } from '@/store/births'
import { useCalcSettings } from '@/store/chart-settings'
import { useDivinationHistory } from '@/store/divination-history'

export interface SubjectState {
  subject: ReadingSubject | null
  /** Why there is none: which input is missing, or the engine's message. */
  missing: 'birth' | 'pair' | 'tarot' | 'ephemeris' | null
  error: string | null
  /** Who or what the reading is about, shown on the page only. */
  label: string
  birthLines: string[]
}

const zone = (h: number) => `UTC${h <= 0 ? '+' : '-'}${Math.abs(h)}`
const birthLine = (b: LocalBirth) =>
  `${b.name}：${b.date} ${b.time.slice(0, 5)}（${zone(b.birthZone)}）${b.address || `${b.lat.toFixed(2)}, ${b.lng.toFixed(2)}`}`

export function useSubject(kind: ReadingKind): SubjectState {
  const chartBirth = useBirths((s) => s.chartBirth)
  const pair = useBirths((s) => s.pairBirths)
  const natalCalc = useCalcSettings('natal')
  const pairCalc = useCalcSettings('synastry')
  const baziStore = useBaziSettings()
  const baziSettings = useMemo(() => baziSettingsOf(baziStore), [baziStore])
  const records = useDivinationHistory((s) => s.records)
  const [eph, setEph] = useState<Ephemeris | null>(null)
  useEffect(() => watchEphemeris(setEph, () => undefined), [])
  const lastTarot = records.find((r) => r.system === 'tarot')

  return useMemo((): SubjectState => {
    const none = (missing: SubjectState['missing'], label = ''): SubjectState => ({ subject: null, missing, error: null, label, birthLines: [] })
    try {
      if (kind === 'tarot') {
        if (lastTarot?.system !== 'tarot') return none('tarot')
        const { spread, cards, director } = lastTarot.result
        return {
          subject: { kind, draw: { spread: spread as TarotSpreadId, cards, director } },
          missing: null,
          error: null,
          label: lastTarot.question || lastTarot.createdAt.slice(0, 10),
          birthLines: [],
        }
      }
      if (kind === 'synastry') {
        const [a, b] = [pair[0] ?? chartBirth, pair[1]]
        if (!a || !b) return none('pair')
        if (!eph) return none('ephemeris')
        const synastry = synastryChart(eph, { a: personInput(a), b: personInput(b) }, pairCalc)
        return { subject: { kind, synastry }, missing: null, error: null, label: `${a.name} · ${b.name}`, birthLines: [birthLine(a), birthLine(b)] }
      }
      if (!chartBirth) return none('birth')
      const b = chartBirth
      if (kind === 'bazi') {
        const chart = baziChart(
          { date: b.date, time: b.time.slice(0, 5), birthZone: b.birthZone, summer: b.summer, sex: b.sex, lng: b.lng },
          baziSettings,
        )
        return { subject: { kind, chart }, missing: null, error: null, label: b.name, birthLines: [birthLine(b)] }
      }
      if (!eph) return none('ephemeris', b.name)
      return {
        subject: { kind, chart: natalChart(eph, personInput(b), natalCalc) },
        missing: null,
        error: null,
        label: b.name,
        birthLines: [birthLine(b)],
      }
    } catch (e) {
      return { subject: null, missing: null, error: e instanceof Error ? e.message : String(e), label: '', birthLines: [] }
    }
  }, [kind, chartBirth, pair, eph, natalCalc, pairCalc, baziSettings, lastTarot])
}
