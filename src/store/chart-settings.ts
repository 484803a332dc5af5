/**
 * Chart settings per chart type (SPEC §3 "Chart setting", §4): storage keys chartSetting-{type} and paramsVersion.
 * Loading and the version rule (19) are the engine's (loadChartSettings); cycling advances modulo the presets.
 * The interface prefs of SPEC §3 (hideBirthInfo, aspectLineSolid, …) live in the interfaceSetting group of
 * src/store/settings-groups.ts, read through interfacePrefs().
 * Sync: chart settings stay on this device. The SPEC §3 upload payload (/UserSettings/Upload: version + the thirteen
 * groups, mirrored by server/src/routes/settings) has no slot for them, so the chartSettings sync switch has nothing
 * to send yet; interface prefs do travel, inside interfaceSetting.
 */
import { useMemo } from 'react'
import { create } from 'zustand'
import { z } from 'zod'
import {
  calcSettingsFromStore,
  CHART_TYPES,
  chartSettingKey,
  cyclePreset,
  defaultChartSetting,
  defaultSettingsGroups,
  loadChartSettings,
  PARAMS_VERSION,
  selectedPreset,
  type CalcSettings,
  type ChartPreset,
  type ChartSetting,
  type ChartType,
} from '@/astro'
import { viewSettingsOf, type ViewSettings } from '@/chart-styles/view-settings'
import { readRaw, writeRaw } from '@/platform/storage'
import { useBirths } from './births'
import { useChartStyles } from './chart-styles'
import { useSettingsGroups } from './settings-groups'

export interface InterfacePrefs {
  hideBirthInfo: boolean
  aspectLineSolid: boolean
  aspectLineHidden: boolean
  birthTypeDefault: number
  planetModalShowAllAspect: boolean
  showTerm: boolean
  hideSlogan: boolean
  paramPlugInClassical: boolean
  birthAdjustable: boolean
  manualShowAspectTable: boolean
  autoViewStyleControl: boolean
}
export const INTERFACE_FLAGS = [
  'hideBirthInfo',
  'aspectLineSolid',
  'aspectLineHidden',
  'planetModalShowAllAspect',
  'showTerm',
  'hideSlogan',
  'paramPlugInClassical',
  'birthAdjustable',
  'manualShowAspectTable',
  'autoViewStyleControl',
] as const

const prefsSchema = z.object({
  hideBirthInfo: z.boolean().catch(false),
  aspectLineSolid: z.boolean().catch(false),
  aspectLineHidden: z.boolean().catch(false),
  birthTypeDefault: z.number().catch(2),
  planetModalShowAllAspect: z.boolean().catch(false),
  showTerm: z.boolean().catch(false),
  hideSlogan: z.boolean().catch(false),
  paramPlugInClassical: z.boolean().catch(false),
  birthAdjustable: z.boolean().catch(false),
  manualShowAspectTable: z.boolean().catch(false),
  autoViewStyleControl: z.boolean().catch(false),
})

/** The interface group read with its defaults (a broken stored value falls back per field). */
export function interfacePrefsOf(group: Record<string, unknown>): InterfacePrefs {
  return prefsSchema.parse({ ...defaultSettingsGroups().interfaceSetting, ...group })
}
export function useInterfacePrefs(): InterfacePrefs {
  const group = useSettingsGroups((s) => s.groups.interfaceSetting)
  return interfacePrefsOf(group)
}
export function interfacePrefChanged<K extends keyof InterfacePrefs>(key: K, value: InterfacePrefs[K]): void {
  useSettingsGroups.getState().groupChanged('interfaceSetting', { [key]: value })
}

function loadAll(): Record<ChartType, ChartSetting> {
  const saved: Partial<Record<ChartType, unknown>> = {}
  for (const t of CHART_TYPES) saved[t] = readRaw(chartSettingKey(t)) ?? undefined
  const r = loadChartSettings(readRaw('paramsVersion'), saved)
  if (r.reset) for (const t of CHART_TYPES) writeRaw(chartSettingKey(t), r.settings[t])
  writeRaw('paramsVersion', r.version)
  return r.settings
}

export interface ChartSettingsState {
  settings: Record<ChartType, ChartSetting>
  presetCycled(type: ChartType): void
  presetSelected(type: ChartType, index: number): void
  presetEdited(type: ChartType, index: number, preset: ChartPreset): void
  /** One chart type back to its defaults. */
  typeReset(type: ChartType): void
  /** SPEC §4 reset of all chart settings (the settings page also resets the 13 groups). */
  allReset(): void
  hydrate(): void
}

export const useChartSettings = create<ChartSettingsState>()((set, get) => {
  function put(type: ChartType, setting: ChartSetting) {
    writeRaw(chartSettingKey(type), setting)
    set({ settings: { ...get().settings, [type]: setting } })
  }
  return {
    settings: loadAll(),
    presetCycled(type) {
      put(type, cyclePreset(get().settings[type]))
    },
    presetSelected(type, index) {
      const s = get().settings[type]
      put(type, { ...s, type: index >= 0 && index < s.list.length ? index : 0 })
    },
    presetEdited(type, index, preset) {
      const s = get().settings[type]
      put(type, { ...s, list: s.list.map((p, i) => (i === index ? preset : p)) })
    },
    typeReset(type) {
      put(type, defaultChartSetting(type))
    },
    allReset() {
      writeRaw('paramsVersion', 0)
      set({ settings: loadAll() })
    },
    hydrate() {
      set({ settings: loadAll() })
    },
  }
})

export function presetOf(settings: Record<ChartType, ChartSetting>, type: ChartType): ChartPreset {
  return selectedPreset(settings[type])
}

/** The one typed calculation settings of a chart type: its preset plus basicCalcs, returnChart and midPoint. */
export function useCalcSettings(kind: ChartType): CalcSettings {
  const settings = useChartSettings((s) => s.settings)
  const groups = useSettingsGroups((s) => s.groups)
  return useMemo(
    () =>
      calcSettingsFromStore(kind, {
        chartSettings: settings,
        basicCalcs: groups.basicCalcs,
        returnChart: groups.returnChart,
        midPoint: groups.midPoint,
      }),
    [kind, settings, groups],
  )
}

/** What the wheel and the tables show (built once per change of the flags or the display prefs). */
export function useViewSettings(): ViewSettings {
  const prefs = useInterfacePrefs()
  const display = useChartStyles((s) => s.prefs)
  const { hideBirthInfo, aspectLineSolid, aspectLineHidden, showTerm, planetModalShowAllAspect, manualShowAspectTable } = prefs
  return useMemo(
    () => viewSettingsOf({ hideBirthInfo, aspectLineSolid, aspectLineHidden, showTerm, planetModalShowAllAspect, manualShowAspectTable }, display),
    [hideBirthInfo, aspectLineSolid, aspectLineHidden, showTerm, planetModalShowAllAspect, manualShowAspectTable, display],
  )
}

/** Pull-to-refresh on a chart page: births, chart settings, the settings groups and chart styles read again from storage. */
export function chartStateReloaded(): void {
  useBirths.getState().hydrate()
  useChartSettings.getState().hydrate()
  useSettingsGroups.getState().hydrate()
  useChartStyles.getState().hydrate()
}

export { PARAMS_VERSION }
