/**
 * Primary direction preferences (SPEC §3 "Primary directions": key Naibod, Placidian semi-arc, age range 0–120,
 * significators Asc and MC, aspect 1 = conjunction; fixed stars none, Arabic points Spirit, no custom points).
 * Storage key pdSettings.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { BUILTIN_LOT_IDS, FIXED_STARS } from '@/astro/classical'
import { persisted, reloadsFrom } from './persist'

export const PD_KEYS = ['naibod', 'ptolemy', 'cardan', 'solarArc'] as const
export const PD_METHODS = ['zodiaco', 'mundo'] as const
/** Aspect ids offered: conjunction, opposition, trine, square, sextile (src/astro/aspects.ts numbering). */
export const PD_ASPECTS = [1, 2, 3, 4, 5] as const
export const PD_SIGNIFICATORS = ['Asc', 'Mc', 'Sun', 'Moon', 'Fortune'] as const

export interface PdSettings {
  key: (typeof PD_KEYS)[number]
  method: (typeof PD_METHODS)[number]
  converse: boolean
  aspects: number[]
  significators: (typeof PD_SIGNIFICATORS)[number][]
  ageRange: [number, number]
  /** Fixed stars (FIXED_STARS names) directed as promissors. */
  fixedStars: string[]
  /** Catalogue lots and custom point ids taken as significators. */
  arabicBuiltin: string[]
  arabicCustom: number[]
}

export const DEFAULT_PD_SETTINGS: PdSettings = {
  key: 'naibod',
  method: 'zodiaco',
  converse: false,
  aspects: [1],
  significators: ['Asc', 'Mc'],
  ageRange: [0, 120],
  fixedStars: [],
  arabicBuiltin: ['Spirit'],
  arabicCustom: [],
}

const STAR_NAMES: readonly string[] = FIXED_STARS.map((s) => s.name)

const storedSchema = z.object({
  key: z.enum(PD_KEYS).catch('naibod').default('naibod'),
  method: z.enum(PD_METHODS).catch('zodiaco').default('zodiaco'),
  converse: z.boolean().catch(false).default(false),
  aspects: z.array(z.number().int().min(1).max(5)).min(1).catch([1]).default([1]),
  significators: z.array(z.enum(PD_SIGNIFICATORS)).min(1).catch(['Asc', 'Mc']).default(['Asc', 'Mc']),
  ageRange: z
    .tuple([z.number().min(0).max(120), z.number().min(0).max(120)])
    .refine(([a, b]) => a < b)
    .catch([0, 120])
    .default([0, 120]),
  // Names no longer in the catalogue drop out.
  fixedStars: z
    .array(z.string())
    .catch([])
    .default([])
    .transform((l) => l.filter((n) => STAR_NAMES.includes(n))),
  arabicBuiltin: z
    .array(z.string())
    .catch(['Spirit'])
    .default(['Spirit'])
    .transform((l) => l.filter((n) => BUILTIN_LOT_IDS.includes(n))),
  arabicCustom: z.array(z.number()).catch([]).default([]),
})

export const pdSettingsStore = persisted({ key: 'pdSettings', schema: () => storedSchema, defaults: () => ({ ...DEFAULT_PD_SETTINGS }) })

export interface PdSettingsStore extends PdSettings {
  changed(patch: Partial<PdSettings>): void
  /** Adds or removes one aspect or significator; the last one stays (a direction needs one). */
  toggled(list: 'aspects' | 'significators', value: number | (typeof PD_SIGNIFICATORS)[number]): void
  /** Adds or removes a fixed star, a catalogue lot or a custom point (these lists may be empty). */
  pointToggled(list: 'fixedStars' | 'arabicBuiltin' | 'arabicCustom', value: string | number): void
  hydrate(): void
}

const pick = (s: PdSettings): PdSettings => ({
  key: s.key,
  method: s.method,
  converse: s.converse,
  aspects: s.aspects,
  significators: s.significators,
  ageRange: s.ageRange,
  fixedStars: s.fixedStars,
  arabicBuiltin: s.arabicBuiltin,
  arabicCustom: s.arabicCustom,
})

export const usePdSettings = create<PdSettingsStore>()((set, get) => ({
  ...pdSettingsStore.load(),
  changed(patch) {
    const next = storedSchema.parse({ ...pick(get()), ...patch })
    pdSettingsStore.save(next)
    set(next)
  },
  toggled(list, value) {
    const current = get()[list] as (number | string)[]
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
    if (next.length === 0) return
    get().changed({ [list]: next } as Partial<PdSettings>)
  },
  pointToggled(list, value) {
    const current = get()[list] as (number | string)[]
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
    get().changed({ [list]: next } as Partial<PdSettings>)
  },
  hydrate() {
    set(pdSettingsStore.load())
  },
}))

reloadsFrom([pdSettingsStore.key], () => usePdSettings.getState().hydrate())
