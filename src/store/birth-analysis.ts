/**
 * Birth analysis (SPEC §3 "Birth analysis"): birthPageCalc {calcType, houseType}, category (3 numbers) and the
 * conditions list, under storage key birthAnalysis; the saved analyses under birthAnalysisList.
 * category = [condition tab (0 sign, 1 house, 2 aspect, 3 retrograde), match (0 all, 1 any), scope (0 every
 * saved birth, 1 the user's own, samples left out)].
 */
import { create } from 'zustand'
import { z } from 'zod'
import type { AnalysisCondition } from '@/astro/tools/birth-analysis'
import { HOUSE_SYSTEMS } from '@/astro/houses'
import { persisted, reloadsFrom } from './persist'

export interface BirthPageCalc {
  /** 0 tropical, 1 sidereal (the natal preset's ayanamsa, else Lahiri). */
  calcType: 0 | 1
  /** Index into HOUSE_SYSTEMS (0 Placidus). */
  houseType: number
}
export type AnalysisCategory = [tab: number, match: number, scope: number]

export interface SavedAnalysis {
  id: number
  name: string
  conditions: AnalysisCondition[]
  match: 0 | 1
  updateTime: number
}

const body = z.string().min(1).max(20)
const conditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inSign'), body, sign: z.number().int().min(1).max(12) }),
  z.object({ kind: z.literal('inHouse'), body, house: z.number().int().min(1).max(12) }),
  z.object({ kind: z.literal('aspect'), a: body, b: body, aspect: z.number().int().min(1).max(10), orbDeg: z.number().min(0).max(15) }),
  z.object({ kind: z.literal('retrograde'), body }),
])
const conditionsSchema = z.array(conditionSchema).max(20)
const calcSchema = z.object({
  calcType: z.union([z.literal(0), z.literal(1)]).catch(0),
  houseType: z
    .number()
    .int()
    .min(0)
    .max(HOUSE_SYSTEMS.length - 1)
    .catch(0),
})
const DEFAULT_CALC: BirthPageCalc = { calcType: 0, houseType: 0 }
const DEFAULT_CATEGORY: AnalysisCategory = [0, 0, 0]

const analysisSchema = z.object({
  birthPageCalc: calcSchema.catch(DEFAULT_CALC).default(DEFAULT_CALC),
  category: z
    .tuple([z.number().int().min(0).max(3), z.number().int().min(0).max(1), z.number().int().min(0).max(1)])
    .catch(DEFAULT_CATEGORY)
    .default(DEFAULT_CATEGORY),
  conditions: conditionsSchema.catch([]).default([]),
  /** The saved analysis the conditions were opened from (null: a new one). */
  openedId: z.number().nullable().catch(null).default(null),
})
type AnalysisState = z.output<typeof analysisSchema>

const savedSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string().max(40),
    conditions: conditionsSchema,
    match: z.union([z.literal(0), z.literal(1)]),
    updateTime: z.number(),
  }),
)

export const birthAnalysisStore = persisted({
  key: 'birthAnalysis',
  schema: () => analysisSchema,
  defaults: (): AnalysisState => ({ birthPageCalc: { ...DEFAULT_CALC }, category: [...DEFAULT_CATEGORY], conditions: [], openedId: null }),
})
export const birthAnalysisListStore = persisted({ key: 'birthAnalysisList', schema: () => savedSchema, defaults: (): SavedAnalysis[] => [] })

export interface BirthAnalysisStore extends AnalysisState {
  saved: SavedAnalysis[]
  calcChanged(patch: Partial<BirthPageCalc>): void
  /** One of the three category numbers changed (index 0 tab, 1 match, 2 scope). */
  categoryChanged(index: 0 | 1 | 2, value: number): void
  conditionAdded(c: AnalysisCondition): void
  conditionRemoved(index: number): void
  /** A new analysis: the conditions emptied, nothing opened. */
  analysisStarted(): void
  /** The current conditions saved: over the opened analysis when there is one, else as a new one. Returns its id. */
  analysisSaved(name: string, nowMs: number): number
  analysisOpened(id: number): void
  analysisDeleted(id: number): void
  hydrate(): void
}

export const useBirthAnalysis = create<BirthAnalysisStore>()((set, get) => {
  const current = (s: BirthAnalysisStore): AnalysisState => ({
    birthPageCalc: s.birthPageCalc,
    category: s.category,
    conditions: s.conditions,
    openedId: s.openedId,
  })
  const update = (patch: Partial<AnalysisState>) => {
    const next = analysisSchema.parse({ ...current(get()), ...patch })
    birthAnalysisStore.save(next)
    set(next)
  }
  const updateSaved = (saved: SavedAnalysis[]) => {
    birthAnalysisListStore.save(saved)
    set({ saved })
  }
  return {
    ...birthAnalysisStore.load(),
    saved: birthAnalysisListStore.load(),
    calcChanged: (patch) => update({ birthPageCalc: { ...get().birthPageCalc, ...patch } }),
    categoryChanged(index, value) {
      const category = [...get().category] as AnalysisCategory
      category[index] = value
      update({ category })
    },
    conditionAdded: (c) => update({ conditions: [...get().conditions, c] }),
    conditionRemoved: (index) => update({ conditions: get().conditions.filter((_, i) => i !== index) }),
    analysisStarted: () => update({ conditions: [], openedId: null }),
    analysisSaved(name, nowMs) {
      const s = get()
      const match = s.category[1] === 1 ? 1 : 0
      const existing = s.saved.find((a) => a.id === s.openedId)
      const id = existing ? existing.id : Math.max(nowMs, ...s.saved.map((a) => a.id + 1))
      const entry: SavedAnalysis = { id, name: name.trim().slice(0, 40), conditions: s.conditions, match, updateTime: nowMs }
      updateSaved(existing ? s.saved.map((a) => (a.id === id ? entry : a)) : [entry, ...s.saved])
      update({ openedId: id })
      return id
    },
    analysisOpened(id) {
      const a = get().saved.find((x) => x.id === id)
      if (!a) return
      const category = [...get().category] as AnalysisCategory
      category[1] = a.match
      update({ conditions: a.conditions, category, openedId: id })
    },
    analysisDeleted(id) {
      updateSaved(get().saved.filter((a) => a.id !== id))
      if (get().openedId === id) update({ openedId: null })
    },
    hydrate: () => set({ ...birthAnalysisStore.load(), saved: birthAnalysisListStore.load() }),
  }
})

reloadsFrom([birthAnalysisStore.key, birthAnalysisListStore.key], () => useBirthAnalysis.getState().hydrate())
