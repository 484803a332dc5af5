/**
 * Circumambulation preferences (SPEC §3 circumambulation: keyType, ageRange, aspectTypes, termType,
 * significators; §9 ages 0–120). Storage key circumambulationsSettings.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { persisted } from './persist'

export const CIRCUM_KEYS = ['ptolemy', 'naibod'] as const
export const CIRCUM_TERMS = ['egyptian', 'ptolemaic'] as const
export const CIRCUM_SIGNIFICATORS = ['Asc', 'Mc', 'Sun', 'Moon', 'Fortune'] as const
/** Aspect ids whose rays make a partner (src/astro/aspects.ts numbering); 1, the body itself, always counts. */
export const CIRCUM_ASPECTS = [1, 2, 3, 4, 5] as const

export interface CircumSettings {
  key: (typeof CIRCUM_KEYS)[number]
  terms: (typeof CIRCUM_TERMS)[number]
  significator: (typeof CIRCUM_SIGNIFICATORS)[number]
  aspects: number[]
  ageRange: [number, number]
}

export const DEFAULT_CIRCUM_SETTINGS: CircumSettings = { key: 'ptolemy', terms: 'egyptian', significator: 'Asc', aspects: [1], ageRange: [0, 120] }

const storedSchema = z.object({
  key: z.enum(CIRCUM_KEYS).catch('ptolemy').default('ptolemy'),
  terms: z.enum(CIRCUM_TERMS).catch('egyptian').default('egyptian'),
  significator: z.enum(CIRCUM_SIGNIFICATORS).catch('Asc').default('Asc'),
  aspects: z.array(z.number().int().min(1).max(5)).min(1).catch([1]).default([1]),
  ageRange: z
    .tuple([z.number().min(0).max(120), z.number().min(0).max(120)])
    .refine(([a, b]) => a < b)
    .catch([0, 120])
    .default([0, 120]),
})

export const circumSettingsStore = persisted({
  key: 'circumambulationsSettings',
  schema: storedSchema,
  defaults: () => ({ ...DEFAULT_CIRCUM_SETTINGS }),
})

export interface CircumSettingsStore extends CircumSettings {
  changed(patch: Partial<CircumSettings>): void
  /** Adds or removes an aspect; the conjunction (the bodies themselves) stays. */
  aspectToggled(id: number): void
  hydrate(): void
}

const pick = (s: CircumSettings): CircumSettings => ({
  key: s.key,
  terms: s.terms,
  significator: s.significator,
  aspects: s.aspects,
  ageRange: s.ageRange,
})

export const useCircumSettings = create<CircumSettingsStore>()((set, get) => ({
  ...circumSettingsStore.load(),
  changed(patch) {
    const next = storedSchema.parse({ ...pick(get()), ...patch })
    circumSettingsStore.save(next)
    set(next)
  },
  aspectToggled(id) {
    if (id === 1) return
    const cur = get().aspects
    get().changed({ aspects: cur.includes(id) ? cur.filter((a) => a !== id) : [...cur, id].sort() })
  },
  hydrate() {
    set(circumSettingsStore.load())
  },
}))
