/**
 * A page's settings as one persisted object: every field validated by the engine's (or the page's) schema, each
 * broken stored field falling back to its own default, changes saved at once.
 */
import { create } from 'zustand'
import type { z } from 'zod'
import { fieldsWithDefaults, persisted, reloadsFrom } from './persist'

export interface SettingsStore<T> {
  settings: T
  changed(patch: Partial<T>): void
  hydrate(): void
}

export function settingsStore<T extends object>(key: string, schema: z.ZodObject, defaults: T) {
  const store = persisted({ key, schema: () => fieldsWithDefaults(schema, defaults), defaults: () => ({ ...defaults }) })
  const useStore = create<SettingsStore<T>>()((set, get) => ({
    settings: store.load(),
    changed(patch) {
      const settings = schema.parse({ ...get().settings, ...patch }) as T
      store.save(settings)
      set({ settings })
    },
    hydrate() {
      set({ settings: store.load() })
    },
  }))
  reloadsFrom([key], () => useStore.getState().hydrate())
  return useStore
}
