/**
 * Chart styles and display prefs (SPEC §3, §4). Storage keys: chartStyleCustom (custom styles), cChartStyle
 * (selected index into built-ins + custom), cChartType, cChartProfessional, cChartClassicSign, cChartShowSignLine,
 * cChartPlanetColorType. Deleting follows the local/synced rule; a selection out of range resets to 0.
 */
import { create } from 'zustand'
import { z } from 'zod'
import type { ServerRecord } from '@/api/types'
import { deleteStyle, newCustomStyle, normaliseStyle, resolveSelection, styleList, type ChartStyle } from '@/chart-styles/styles'
import { mergedServerList, pendingRecords } from '@/core/flagged-records'
import { persisted, reloadsFrom } from './persist'
import { bindRecordSync } from './sync'

export { normaliseStyle }

let clock: () => number = () => Date.now()
export function setChartStyleClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now())
}

const listSchema = z.array(z.unknown()).transform((rows) => rows.map(normaliseStyle).filter((s): s is ChartStyle => !!s))
const int = (def: number) => persistedInt(def)
function persistedInt(def: number) {
  return z
    .union([z.number(), z.string(), z.boolean()])
    .transform((v) => (typeof v === 'boolean' ? Number(v) : Number(v) || 0))
    .catch(def)
}

export const chartStyleCustomStore = persisted({ key: 'chartStyleCustom', schema: () => listSchema, defaults: (): ChartStyle[] => [] })
export const chartStyleIndexStore = persisted({ key: 'cChartStyle', schema: () => int(0), defaults: () => 0 })
export const chartTypeStore = persisted({ key: 'cChartType', schema: () => int(0), defaults: () => 0 })
export const professionalStore = persisted({ key: 'cChartProfessional', schema: () => int(0), defaults: () => 0 })
export const classicSignStore = persisted({ key: 'cChartClassicSign', schema: () => int(0), defaults: () => 0 })
export const showSignLineStore = persisted({ key: 'cChartShowSignLine', schema: () => int(0), defaults: () => 0 })
export const planetColorTypeStore = persisted({ key: 'cChartPlanetColorType', schema: () => int(0), defaults: () => 0 })

export interface DisplayPrefs {
  /** 0: Ascendant at the left; 1: 0° Aries at the left. */
  chartType: number
  professional: number
  classicSign: number
  showSignLine: number
  /** 0: by sign element; 1: one planet colour. */
  planetColorType: number
}
const PREF_STORES = {
  chartType: chartTypeStore,
  professional: professionalStore,
  classicSign: classicSignStore,
  showSignLine: showSignLineStore,
  planetColorType: planetColorTypeStore,
} as const

export interface ChartStylesState {
  custom: ChartStyle[]
  selected: number
  prefs: DisplayPrefs
  /** Last change was a pin (auto-sync waits 300 ms instead of 100). */
  lastWasPin: boolean
  styleSelected(index: number): void
  styleCreated(fromIndex: number, name: string): ChartStyle
  styleSaved(style: ChartStyle): void
  styleDeleted(id: number): void
  stylePinToggled(id: number): void
  displayPrefChanged<K extends keyof DisplayPrefs>(key: K, value: DisplayPrefs[K]): void
  serverListReceived(list: readonly ServerRecord[]): void
  hydrate(): void
}

/** The style in use. */
export function currentStyle(s: Pick<ChartStylesState, 'custom' | 'selected'>): ChartStyle {
  const list = styleList(s.custom)
  return list[resolveSelection(s.selected, list.length)]
}

function load() {
  const custom = chartStyleCustomStore.load()
  const selected = resolveSelection(chartStyleIndexStore.load(), styleList(custom).length)
  const prefs = Object.fromEntries(Object.entries(PREF_STORES).map(([k, st]) => [k, st.load()])) as unknown as DisplayPrefs
  return { custom, selected, prefs, lastWasPin: false }
}

export const useChartStyles = create<ChartStylesState>()((set, get) => {
  function commit(custom: ChartStyle[], selected = get().selected, lastWasPin = false) {
    const sel = resolveSelection(selected, styleList(custom).length)
    chartStyleCustomStore.save(custom)
    chartStyleIndexStore.save(sel)
    set({ custom, selected: sel, lastWasPin })
  }
  return {
    ...load(),
    styleSelected(index) {
      commit(get().custom, index)
    },
    styleCreated(fromIndex, name) {
      const s = get()
      const list = styleList(s.custom)
      const from = list[resolveSelection(fromIndex, list.length)]
      let id = clock()
      while (s.custom.some((c) => c.id === id)) id++
      const style = newCustomStyle(from, id, clock(), name)
      commit([...s.custom, style])
      return style
    },
    styleSaved(style) {
      const s = get()
      const next = { ...style, modified: 1 as const, update_time: clock() }
      commit(s.custom.some((c) => c.id === style.id) ? s.custom.map((c) => (c.id === style.id ? next : c)) : [...s.custom, next])
    },
    styleDeleted(id) {
      const s = get()
      const before = styleList(s.custom)
      const selectedId = before[resolveSelection(s.selected, before.length)]?.id
      const custom = deleteStyle(s.custom, id, clock())
      // Keep the same style selected when it survives; otherwise the index rule of SPEC §4 applies.
      const after = styleList(custom)
      const keep = after.findIndex((x) => x.id === selectedId)
      commit(custom, keep >= 0 ? keep : s.selected)
    },
    stylePinToggled(id) {
      const s = get()
      const before = styleList(s.custom)
      const selectedId = before[resolveSelection(s.selected, before.length)]?.id
      const custom = s.custom.map((c) =>
        c.id === id ? { ...c, is_top: c.is_top ? (0 as const) : (1 as const), modified: 1 as const, update_time: clock() } : c,
      )
      commit(
        custom,
        styleList(custom).findIndex((x) => x.id === selectedId),
        true,
      )
    },
    displayPrefChanged(key, value) {
      PREF_STORES[key].save(value)
      set({ prefs: { ...get().prefs, [key]: value } })
    },
    serverListReceived(list) {
      commit(mergedServerList(get().custom, list, normaliseStyle))
    },
    hydrate() {
      set(load())
    },
  }
})

bindRecordSync('chartStyles', {
  pending: () => pendingRecords(useChartStyles.getState().custom) as unknown as ServerRecord[],
  serverListReceived: (list) => useChartStyles.getState().serverListReceived(list),
  subscribe: (changed) =>
    useChartStyles.subscribe((s, prev) => {
      if (s.custom !== prev.custom) changed(s.lastWasPin ? 300 : 100)
    }),
})

reloadsFrom([chartStyleCustomStore.key, chartStyleIndexStore.key, ...Object.values(PREF_STORES).map((s) => s.key)], () =>
  useChartStyles.getState().hydrate(),
)
