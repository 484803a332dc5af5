/**
 * Circumambulation preferences (SPEC §3 circumambulation: keyType, ageRange, circleNum, aspectTypes, hasTerm,
 * termType, significators, promissors, moonLink; §9 ages 0–120). Storage key circumambulationsSettings.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { CLASSICAL_PLANETS } from '@/astro/classical'
import { persisted, reloadsFrom } from './persist'

export const CIRCUM_KEYS = ['ptolemy', 'naibod'] as const
export const CIRCUM_TERMS = ['egyptian', 'ptolemaic'] as const
export const CIRCUM_SIGNIFICATORS = ['Asc', 'Mc', 'Sun', 'Moon', 'Fortune'] as const
/** Aspect ids whose rays make a partner (src/astro/aspects.ts numbering); 1, the body itself, always counts. */
export const CIRCUM_ASPECTS = [1, 2, 3, 4, 5] as const
/** Periods listed (circleNum); 0 lists every period within the age range. */
export const CIRCUM_CIRCLE_NUMS = [0, 5, 10, 20] as const
const PLANETS: readonly string[] = CLASSICAL_PLANETS

export interface CircumSettings {
  key: (typeof CIRCUM_KEYS)[number]
  terms: (typeof CIRCUM_TERMS)[number]
  significator: (typeof CIRCUM_SIGNIFICATORS)[number]
  aspects: number[]
  ageRange: [number, number]
  /** Planets that can be partners or be met. */
  promissors: string[]
  /** Bound lords as distributors. */
  hasTerm: boolean
  circleNum: number
  /** The Moon directed as a second significator. */
  moonLink: boolean
}

export const DEFAULT_CIRCUM_SETTINGS: CircumSettings = {
  key: 'ptolemy',
  terms: 'egyptian',
  significator: 'Asc',
  aspects: [1],
  ageRange: [0, 120],
  promissors: [...CLASSICAL_PLANETS],
  hasTerm: true,
  circleNum: 0,
  moonLink: false,
}

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
  promissors: z
    .array(z.string().refine((id) => PLANETS.includes(id)))
    .min(1)
    .catch([...CLASSICAL_PLANETS])
    .default([...CLASSICAL_PLANETS]),
  hasTerm: z.boolean().catch(true).default(true),
  circleNum: z.number().int().min(0).max(60).catch(0).default(0),
  moonLink: z.boolean().catch(false).default(false),
})

export const circumSettingsStore = persisted({
  key: 'circumambulationsSettings',
  schema: () => storedSchema,
  defaults: () => ({ ...DEFAULT_CIRCUM_SETTINGS }),
})

export interface CircumSettingsStore extends CircumSettings {
  changed(patch: Partial<CircumSettings>): void
  /** Adds or removes an aspect; the conjunction (the bodies themselves) stays. */
  aspectToggled(id: number): void
  /** Adds or removes a promissor; the last one stays. */
  promissorToggled(id: string): void
  hydrate(): void
}

const pick = (s: CircumSettings): CircumSettings => ({
  key: s.key,
  terms: s.terms,
  significator: s.significator,
  aspects: s.aspects,
  ageRange: s.ageRange,
  promissors: s.promissors,
  hasTerm: s.hasTerm,
  circleNum: s.circleNum,
  moonLink: s.moonLink,
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
  promissorToggled(id) {
    const cur = get().promissors
    const next = cur.includes(id) ? cur.filter((p) => p !== id) : PLANETS.filter((p) => p === id || cur.includes(p))
    if (next.length) get().changed({ promissors: next })
  },
  hydrate() {
    set(circumSettingsStore.load())
  },
}))

reloadsFrom([circumSettingsStore.key], () => useCircumSettings.getState().hydrate())
