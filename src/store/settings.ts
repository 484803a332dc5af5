import { create } from 'zustand'
import { z } from 'zod'
import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from '@/i18n'
import { readRaw } from '@/platform/storage'
import { systemInfo, type SystemTheme } from '@/platform/system'
import { persisted } from './persist'

export type ThemeType = 'auto' | 'light' | 'dark'

export const themeTypeStore = persisted({ key: 'themeType', schema: () => z.enum(['auto', 'light', 'dark']), defaults: (): ThemeType => 'auto' })
export const autoCopyStore = persisted({ key: 'autoCopy', schema: () => z.boolean(), defaults: () => true })
export const languageStore = persisted({ key: 'language', schema: () => z.enum(['zh-Hans', 'zh-Hant']), defaults: (): Language => DEFAULT_LANGUAGE })

/** Effective theme: auto follows the system, otherwise forced (SPEC §4 Theme). */
export function effectiveTheme(themeType: ThemeType, systemTheme: SystemTheme): SystemTheme {
  return themeType === 'auto' ? systemTheme : themeType
}

export interface SettingsState {
  themeType: ThemeType
  systemTheme: SystemTheme
  language: Language
  autoCopy: boolean
  /** Set when the system theme changed: the tab bar must be styled again. */
  tabBarNeedsReset: boolean
  themeTypeChosen(themeType: ThemeType): void
  languageChosen(language: Language): void
  autoCopyChanged(on: boolean): void
  systemThemeChanged(theme: SystemTheme): void
  tabBarReset(): void
  /** Re-reads everything from storage and the system (start-up, tests). */
  hydrate(): void
}

function initialState() {
  const sys = systemInfo()
  return {
    themeType: themeTypeStore.load(),
    systemTheme: sys.theme,
    language: resolveLanguage(readRaw(languageStore.key), sys.language),
    autoCopy: autoCopyStore.load(),
    tabBarNeedsReset: false,
  }
}

export const useSettings = create<SettingsState>()((set) => ({
  ...initialState(),
  themeTypeChosen(themeType) {
    themeTypeStore.save(themeType)
    set({ themeType })
  },
  languageChosen(language) {
    languageStore.save(language)
    set({ language })
  },
  autoCopyChanged(on) {
    autoCopyStore.save(on)
    set({ autoCopy: on })
  },
  systemThemeChanged(theme) {
    set((s) => (s.systemTheme === theme ? s : { systemTheme: theme, tabBarNeedsReset: true }))
  },
  tabBarReset() {
    set({ tabBarNeedsReset: false })
  },
  hydrate() {
    set(initialState())
  },
}))

export const selectTheme = (s: SettingsState) => effectiveTheme(s.themeType, s.systemTheme)
