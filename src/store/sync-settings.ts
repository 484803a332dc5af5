/** SPEC §3 sync settings: six switches plus the meditation history's, all on by default (storage key syncSettings). */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted, reloadsFrom } from './persist'

export const SYNC_SWITCHES = ['autoSync', 'birth', 'arabicPoints', 'chartStyles', 'settings', 'chartSettings', 'meditation'] as const
export type SyncSwitch = (typeof SYNC_SWITCHES)[number]
export type SyncSettings = Record<SyncSwitch, boolean>
/** Switches the sync settings page shows: all of them (custom Arabic points sync through /ArabicPoint/Sync). */
export const SHOWN_SYNC_SWITCHES: readonly SyncSwitch[] = SYNC_SWITCHES

export const SYNC_DEFAULTS: SyncSettings = {
  autoSync: true,
  birth: true,
  arabicPoints: true,
  chartStyles: true,
  settings: true,
  chartSettings: true,
  meditation: true,
}

export const syncSettingsStore = persisted({
  key: 'syncSettings',
  schema: () =>
    z.object(Object.fromEntries(SYNC_SWITCHES.map((k) => [k, z.boolean().default(true)])) as Record<SyncSwitch, z.ZodDefault<z.ZodBoolean>>),
  defaults: (): SyncSettings => ({ ...SYNC_DEFAULTS }),
  // Older stores kept some flags as 0/1.
  migrate: (raw) =>
    raw && typeof raw === 'object'
      ? Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, v === 1 ? true : v === 0 ? false : v]))
      : raw,
})

export interface SyncSettingsState extends SyncSettings {
  switchChanged(name: SyncSwitch, on: boolean): void
  hydrate(): void
}

export const useSyncSettings = create<SyncSettingsState>()((set, get) => ({
  ...syncSettingsStore.load(),
  switchChanged(name, on) {
    const s = get()
    const next = Object.fromEntries(SYNC_SWITCHES.map((k) => [k, k === name ? on : s[k]])) as SyncSettings
    syncSettingsStore.save(next)
    set({ [name]: on } as Partial<SyncSettingsState>)
  },
  hydrate() {
    set(syncSettingsStore.load())
  },
}))

/** Auto-sync of one kind runs when autoSync and that kind's switch are both on (SPEC §4). */
export function autoSyncOn(kind: Exclude<SyncSwitch, 'autoSync'>): boolean {
  const s = useSyncSettings.getState()
  return s.autoSync && s[kind]
}

reloadsFrom([syncSettingsStore.key], () => useSyncSettings.getState().hydrate())
