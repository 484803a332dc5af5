/**
 * Export and import of this device's data (births, groups, chart and system settings) as one JSON document.
 * An import is checked whole before anything is written: a wrong envelope, an unknown key or a value its store
 * refuses rejects the file with a reason and leaves storage as it was.
 */
import { z } from 'zod'
import { CHART_TYPES, chartSettingKey } from '@/astro'
import { storedBirthListSchema } from '@/births/convert'
import { readRaw, writeRaw } from '@/platform/storage'
import { baziSettingsStore, useBaziSettings } from './bazi-settings'
import { birthListStore, chartBirthStore, useBirths } from './births'
import { calendarSettingsStore, useCalendarSettings } from './calendar-settings'
import { chartStateReloaded } from './chart-settings'
import { chartStyleCustomStore, chartStyleIndexStore } from './chart-styles'
import { groupListStore, useGroups } from './groups'
import { persistedByKey, storageReplaced, type Persisted } from './persist'
import { settingsGroupsStore } from './settings-groups'
import { autoCopyStore, languageStore, themeTypeStore, useSettings } from './settings'

export const BACKUP_APP = 'xingpan'
export const BACKUP_FORMAT = 1

const STORES: readonly Persisted<unknown>[] = [
  birthListStore,
  chartBirthStore,
  groupListStore,
  settingsGroupsStore,
  baziSettingsStore,
  calendarSettingsStore,
  chartStyleCustomStore,
  chartStyleIndexStore,
  themeTypeStore,
  languageStore,
  autoCopyStore,
] as readonly Persisted<unknown>[]

const chartSettingSchema = z.object({ type: z.number().int().min(0), list: z.array(z.record(z.string(), z.unknown())).min(1) })
/** Storage keys without a persisted store of their own: the chart settings per type and their version. */
const RAW_KEYS: Record<string, z.ZodType> = {
  paramsVersion: z.number().int(),
  ...Object.fromEntries(CHART_TYPES.map((t) => [chartSettingKey(t), chartSettingSchema])),
}

/**
 * Settings whose stores load with their pages: not imported here, so the export does not carry their engines into
 * this page. A value is checked with its own schema when its store is loaded this run, else as a JSON object or list;
 * a broken field then falls back to its default when the page loads it (SPEC §8).
 */
export const PAGE_SETTING_KEYS = [
  'arabicPoints',
  'arabicSelected',
  'birthAnalysis',
  'birthAnalysisList',
  'birthdayWidgetSettings',
  'cChartClassicSign',
  'cChartPlanetColorType',
  'cChartProfessional',
  'cChartShowSignLine',
  'cChartType',
  'cetianSearchHistory',
  'cetianSettings',
  'circumambulationsSettings',
  'divinationSettings',
  'humanDesignSettings',
  'lenormandSettings',
  'lifeNumberSettings',
  'liurenSettings',
  'mayanSettings',
  'pdSettings',
  'qimenSettings',
  'syncSettings',
  'taiyiSettings',
  'tarotSettings',
  'vedicSettings',
  'xingxiuSettings',
  'zeriSettings',
  'zhengyuSettings',
  'zipingSettings',
  'zwdsSettings',
] as const
const pageValueSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.number(), z.boolean()])

export const BACKUP_KEYS: readonly string[] = [...STORES.map((s) => s.key), ...Object.keys(RAW_KEYS), ...PAGE_SETTING_KEYS]
const isPageKey = (key: string) => (PAGE_SETTING_KEYS as readonly string[]).includes(key)

const envelopeSchema = z.object({
  app: z.literal(BACKUP_APP),
  format: z.literal(BACKUP_FORMAT),
  exportedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
})
export type Backup = z.infer<typeof envelopeSchema>

/** Every backed-up key that holds a value; `exportedAt` is passed in (ISO 8601). */
export function backupOf(exportedAt: string): Backup {
  const data: Record<string, unknown> = {}
  for (const key of BACKUP_KEYS) {
    const v = readRaw(key)
    if (v !== null && v !== undefined) data[key] = v
  }
  return { app: BACKUP_APP, format: BACKUP_FORMAT, exportedAt, data }
}

export type ImportCheck =
  { ok: true; backup: Backup; keys: string[] } | { ok: false; reason: 'json' | 'envelope' | 'unknownKey' | 'badValue'; key?: string }

/** Parses and checks a backup text without writing anything. */
export function checkBackup(text: string): ImportCheck {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'json' }
  }
  const env = envelopeSchema.safeParse(raw)
  if (!env.success) return { ok: false, reason: 'envelope' }
  for (const [key, value] of Object.entries(env.data.data)) {
    const store = STORES.find((s) => s.key === key)
    if (!store && !RAW_KEYS[key] && !isPageKey(key)) return { ok: false, reason: 'unknownKey', key }
    const accepted = store
      ? store.accepts(value)
      : RAW_KEYS[key]
        ? RAW_KEYS[key].safeParse(value).success
        : (persistedByKey(key)?.accepts(value) ?? pageValueSchema.safeParse(value).success)
    // A births list must keep every row: a row without date and time would be dropped silently.
    const keepsRows = key !== birthListStore.key || (Array.isArray(value) && storedBirthListSchema().parse(value).length === value.length)
    if (!accepted || !keepsRows) return { ok: false, reason: 'badValue', key }
  }
  return { ok: true, backup: env.data, keys: Object.keys(env.data.data) }
}

/** Writes a checked backup and reloads the stores from storage. */
export function backupImported(backup: Backup): void {
  for (const [key, value] of Object.entries(backup.data)) writeRaw(key, value)
  useBirths.getState().hydrate()
  useGroups.getState().hydrate()
  chartStateReloaded()
  useBaziSettings.getState().hydrate()
  useCalendarSettings.getState().hydrate()
  useSettings.getState().hydrate()
  // The page stores loaded this run (the others read storage when their page opens).
  storageReplaced(Object.keys(backup.data))
}
