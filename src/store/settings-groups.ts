/**
 * The thirteen settings groups of the SPEC §3 upload payload, kept locally (storage key settingsGroups) and
 * merged over the defaults of src/astro/settings/groups.ts. Changes are named for their source: a local edit
 * (groupChanged, uploaded by src/store/sync.ts) or a download (groupsDownloaded, never re-uploaded).
 */
import { create } from 'zustand'
import { z } from 'zod'
import { defaultSettingsGroups, type SettingsGroups } from '@/astro/settings/groups'
import { SETTINGS_GROUPS } from '@/api/settings-groups'
import { persisted } from './persist'

export type SettingsGroupName = (typeof SETTINGS_GROUPS)[number]

const storedSchema = () => z.object(Object.fromEntries(SETTINGS_GROUPS.map((k) => [k, z.record(z.string(), z.unknown()).optional()]))).partial()

/** Each stored group merged over its defaults; unknown or broken groups fall back to defaults. */
export function mergeGroups(base: SettingsGroups, patch: Partial<Record<SettingsGroupName, unknown>>): SettingsGroups {
  const out = { ...base } as unknown as Record<string, Record<string, unknown>>
  for (const k of SETTINGS_GROUPS) {
    const v = patch[k]
    if (v && typeof v === 'object' && !Array.isArray(v)) out[k] = { ...out[k], ...(v as Record<string, unknown>) }
  }
  return out as unknown as SettingsGroups
}

export const settingsGroupsStore = persisted({
  key: 'settingsGroups',
  schema: () => storedSchema().transform((stored) => mergeGroups(defaultSettingsGroups(), stored as Partial<Record<SettingsGroupName, unknown>>)),
  defaults: defaultSettingsGroups,
})

export type GroupChangeSource = 'local' | 'download' | 'reset'

export interface SettingsGroupsState {
  groups: SettingsGroups
  /** What the last change came from: sync.ts uploads only local changes. */
  lastChange: { source: GroupChangeSource; names: SettingsGroupName[] } | null
  groupChanged<K extends SettingsGroupName>(name: K, value: Partial<SettingsGroups[K]>): void
  /** SPEC §4: a successful download writes all thirteen groups (missing ones keep their local value). */
  groupsDownloaded(groups: Partial<Record<SettingsGroupName, unknown>>): void
  /** SPEC §4: resetting defaults restores all thirteen groups (a local change: it uploads). */
  groupsReset(): void
  hydrate(): void
}

export const useSettingsGroups = create<SettingsGroupsState>()((set, get) => ({
  groups: settingsGroupsStore.load(),
  lastChange: null,
  groupChanged(name, value) {
    const groups = mergeGroups(get().groups, { [name]: value } as Partial<Record<SettingsGroupName, unknown>>)
    settingsGroupsStore.save(groups)
    set({ groups, lastChange: { source: 'local', names: [name] } })
  },
  groupsDownloaded(patch) {
    const groups = mergeGroups(get().groups, patch)
    settingsGroupsStore.save(groups)
    set({ groups, lastChange: { source: 'download', names: SETTINGS_GROUPS.filter((k) => k in patch) } })
  },
  groupsReset() {
    const groups = defaultSettingsGroups()
    settingsGroupsStore.save(groups)
    set({ groups, lastChange: { source: 'reset', names: [...SETTINGS_GROUPS] } })
  },
  hydrate() {
    set({ groups: settingsGroupsStore.load(), lastChange: null })
  },
}))
