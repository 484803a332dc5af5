import { create } from 'zustand'
import { z } from 'zod'
import { makeCastRecord, type CastRecord, type DivinationSystem } from '@/divination/yi/record'
import { persisted } from './persist'

/**
 * Divination history (issue 10): every liuyao / meihua cast is saved locally as a CastRecord, newest first.
 * The store stamps createdAt from its clock when the cast is saved; engines never read the clock.
 * Also the divination preferences (coin mapping, 23:00 convention) under their own key.
 */

/** Records kept; older ones drop off (a WeChat storage key holds at most 1 MB; a liuyao record is ~3 KB). */
export const HISTORY_LIMIT = 150

const castTimeSchema = z.union([
  z.object({ date: z.string(), time: z.string(), birthZone: z.number(), summer: z.number().optional() }),
  z.object({ jdUT: z.number() }),
  z.null(),
])

const recordBase = {
  id: z.string().min(1),
  question: z.string(),
  createdAt: z.string().min(1),
  castTime: castTimeSchema,
  inputs: z.record(z.string(), z.unknown()),
  version: z.literal(1),
}

/** Just enough of each result to render it: the pages read these fields. */
const liuyaoResultSchema = z
  .object({
    method: z.string(),
    lines: z.array(z.number()).length(6),
    chart: z
      .object({
        original: z.object({ n: z.number().int().min(1).max(64), fullName: z.string() }).passthrough(),
        lines: z.array(z.object({ position: z.number(), najia: z.string(), liuQin: z.string() }).passthrough()).length(6),
        dayGanZhi: z.string(),
        xunKong: z.string(),
        movingLines: z.array(z.number()),
      })
      .passthrough(),
  })
  .passthrough()

const meihuaResultSchema = z
  .object({
    method: z.string(),
    upper: z.string(),
    lower: z.string(),
    movingLine: z.number().int().min(1).max(6),
    original: z.string(),
    mutual: z.string(),
    changed: z.string(),
    originalN: z.number().int().min(1).max(64),
    mutualN: z.number().int().min(1).max(64),
    changedN: z.number().int().min(1).max(64),
    tiYongRelation: z.string(),
  })
  .passthrough()

const tarotCardSchema = z.object({ position: z.string(), id: z.number().int().min(0).max(77), reversed: z.boolean() })

/** A tarot reading: the deal (replayable from inputs.seed) and the remark written after it. */
const tarotResultSchema = z
  .object({
    spread: z.string(),
    cards: z.array(tarotCardSchema).min(1),
    director: tarotCardSchema.nullable(),
    plus: z.array(z.object({ position: z.string(), cards: z.array(tarotCardSchema) })),
    remark: z.string().max(2000).default(''),
  })
  .passthrough()

const lenormandCardSchema = z
  .object({ position: z.string(), n: z.number().int().min(1).max(36), reversed: z.boolean(), house: z.number().int().min(1).max(36).optional() })
  .passthrough()
const lenormandResultSchema = z
  .object({
    layout: z.string(),
    cards: z.array(lenormandCardSchema).min(1),
    director: lenormandCardSchema.nullable(),
    remark: z.string().max(2000).default(''),
  })
  .passthrough()
const diceResultSchema = z
  .object({ planet: z.number().int().min(1).max(12), sign: z.number().int().min(1).max(12), house: z.number().int().min(1).max(12) })
  .passthrough()
const figureSchema = z.object({ rows: z.string().regex(/^[12]{4}$/), latin: z.string(), zh: z.string() }).passthrough()
const geomancyResultSchema = z.object({ mothers: z.array(figureSchema).length(4), judge: figureSchema }).passthrough()
const answerResultSchema = z.object({ index: z.number().int().min(0), answer: z.string() })

/** Boards are recomputed from castTime and inputs.settings; the result keeps what the history list shows. */
// ju is absent on a 日家 board (it has no 局 number)
const qimenResultSchema = z
  .object({ pillars: z.string(), dun: z.string(), ju: z.number().int().min(1).max(9).optional(), solarTerm: z.string() })
  .passthrough()
const liurenResultSchema = z.object({ pillars: z.string(), keTi: z.string(), sanChuan: z.array(z.string()).length(3) }).passthrough()
const taiyiResultSchema = z
  .object({ pillars: z.string(), dun: z.string(), ju: z.number().int().min(1).max(72), taiyiPalace: z.number().int().min(1).max(9) })
  .passthrough()

export const castRecordSchema = z.discriminatedUnion('system', [
  z.object({ ...recordBase, system: z.literal('liuyao'), result: liuyaoResultSchema }),
  z.object({ ...recordBase, system: z.literal('meihua'), result: meihuaResultSchema }),
  z.object({ ...recordBase, system: z.literal('yi'), result: z.record(z.string(), z.unknown()) }),
  z.object({ ...recordBase, system: z.literal('tarot'), result: tarotResultSchema }),
  z.object({ ...recordBase, system: z.literal('lenormand'), result: lenormandResultSchema }),
  z.object({ ...recordBase, system: z.literal('dice'), result: diceResultSchema }),
  z.object({ ...recordBase, system: z.literal('geomancy'), result: geomancyResultSchema }),
  z.object({ ...recordBase, system: z.literal('answer-book'), result: answerResultSchema }),
  z.object({ ...recordBase, system: z.literal('qimen'), result: qimenResultSchema }),
  z.object({ ...recordBase, system: z.literal('liuren'), result: liurenResultSchema }),
  z.object({ ...recordBase, system: z.literal('taiyi'), result: taiyiResultSchema }),
])

export const historySchema = z.array(castRecordSchema)

export type StoredCast = z.output<typeof castRecordSchema>

export const historyStore = persisted({
  key: 'divinationHistory',
  schema: historySchema,
  defaults: (): StoredCast[] => [],
})

const settingsSchema = z.object({
  /** Which coin side counts as yang (value 3) in liuyao coin casts. */
  coinYangSide: z.enum(['back', 'face']).default('back'),
  /** 23:00–24:00 counts as the next day's 子时 (day pillar and lunar day advance). */
  nextDayZiShi: z.boolean().default(false),
})
export type DivinationSettings = z.output<typeof settingsSchema>
export const DEFAULT_DIVINATION_SETTINGS: DivinationSettings = { coinYangSide: 'back', nextDayZiShi: false }
export const divinationSettingsStore = persisted({
  key: 'divinationSettings',
  schema: settingsSchema,
  defaults: () => ({ ...DEFAULT_DIVINATION_SETTINGS }),
})

/** The store's clock (tests replace it). */
let clock: () => Date = () => new Date()
export function setDivinationClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date())
}

export interface CastDraft {
  system: DivinationSystem
  question?: string
  castTime?: CastRecord['castTime']
  inputs: Record<string, unknown>
  result: unknown
}

export interface DivinationHistoryState {
  records: StoredCast[]
  settings: DivinationSettings
  /** A cast was made: stamps createdAt, saves it first in the list and returns the saved record. */
  castSaved(draft: CastDraft): StoredCast
  castDeleted(id: string): void
  /** The remark under a tarot or Lenormand reading was written or changed (SPEC showRemarkInput). */
  remarkSaved(id: string, remark: string): void
  /** Clarifier cards were added to a tarot reading (the whole list, replayed by the engine). */
  tarotPlusSaved(id: string, plus: Extract<StoredCast, { system: 'tarot' }>['result']['plus']): void
  historyCleared(): void
  coinYangSideChosen(side: DivinationSettings['coinYangSide']): void
  nextDayZiShiChosen(on: boolean): void
  hydrate(): void
}

export function recordById(records: readonly StoredCast[], id: string | undefined): StoredCast | undefined {
  return id ? records.find((r) => r.id === id) : undefined
}

export const useDivinationHistory = create<DivinationHistoryState>()((set, get) => ({
  records: historyStore.load(),
  settings: divinationSettingsStore.load(),
  castSaved(draft) {
    const now = clock()
    let ms = now.getTime()
    const taken = new Set(get().records.map((r) => r.id))
    while (taken.has(`${draft.system}-${ms}`)) ms++
    const record = castRecordSchema.parse(makeCastRecord({ ...draft, createdAt: now.toISOString(), createdAtMs: ms }))
    const records = [record, ...get().records].slice(0, HISTORY_LIMIT)
    historyStore.save(records)
    set({ records })
    return record
  },
  castDeleted(id) {
    const records = get().records.filter((r) => r.id !== id)
    historyStore.save(records)
    set({ records })
  },
  tarotPlusSaved(id, plus) {
    const records = get().records.map((r): StoredCast => (r.id === id && r.system === 'tarot' ? { ...r, result: { ...r.result, plus } } : r))
    historyStore.save(records)
    set({ records })
  },
  remarkSaved(id, remark) {
    const records = get().records.map((r): StoredCast => {
      if (r.id !== id) return r
      if (r.system === 'tarot') return { ...r, result: { ...r.result, remark: remark.trim() } }
      if (r.system === 'lenormand') return { ...r, result: { ...r.result, remark: remark.trim() } }
      return r
    })
    historyStore.save(records)
    set({ records })
  },
  historyCleared() {
    historyStore.save([])
    set({ records: [] })
  },
  coinYangSideChosen(coinYangSide) {
    const settings = { ...get().settings, coinYangSide }
    divinationSettingsStore.save(settings)
    set({ settings })
  },
  nextDayZiShiChosen(nextDayZiShi) {
    const settings = { ...get().settings, nextDayZiShi }
    divinationSettingsStore.save(settings)
    set({ settings })
  },
  hydrate() {
    set({ records: historyStore.load(), settings: divinationSettingsStore.load() })
  },
}))
