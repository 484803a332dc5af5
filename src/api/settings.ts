/** /UserSettings/* calls (SPEC §3 settings upload payload, §7). */
import { post } from './request'
import type { SettingsGroup } from './settings-groups'

export { SETTINGS_GROUPS, type SettingsGroup } from './settings-groups'

/** SPEC §9: settings upload payload version. */
export const SETTINGS_PAYLOAD_VERSION = 1

export type SettingsGroups = Partial<Record<SettingsGroup, Record<string, unknown>>>
export type SettingsPayload = SettingsGroups & { version: typeof SETTINGS_PAYLOAD_VERSION }

export interface CallFlags {
  loading?: boolean
  toast?: boolean
}

export const uploadSettings = (groups: SettingsGroups, flags: CallFlags = {}) =>
  post<{ version: number; update_time: number }>('/UserSettings/Upload', { version: SETTINGS_PAYLOAD_VERSION, ...groups }, flags)

/** Answers the stored groups (a group never uploaded is missing) with version and update_time. */
export const downloadSettings = (flags: CallFlags = {}) =>
  post<SettingsGroups & { version: number; update_time: number }>('/UserSettings/Download', {}, flags)
