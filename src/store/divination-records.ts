/**
 * The divination history's stored records (issue 10) and their server shape (/Divination/Sync). A cast keeps
 * just enough of its result to render it; a deleted one is a tombstone (id, system, stamps) until the server has
 * it. Records carry the last-writer-wins stamps of synced-list.ts.
 */
import { z } from 'zod'
import type { ServerRecord } from '@/api/types'
import { stampedLegacy, syncStampShape } from './synced-list'

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
  ...syncStampShape,
  isDel: z.literal(0),
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

const lenormandCardSchema = z.object({
  position: z.string(),
  n: z.number().int().min(1).max(36),
  reversed: z.boolean(),
  row: z.number().int().min(0).optional(),
  col: z.number().int().min(0).optional(),
  house: z.number().int().min(1).max(36).optional(),
})
const lenormandResultSchema = z
  .object({
    layout: z.string(),
    cards: z.array(lenormandCardSchema).min(1),
    director: lenormandCardSchema.nullable(),
    /** Clarifier cards per position (lenormand-plus), replayable from inputs.seed. */
    plus: z.array(z.object({ position: z.string(), cards: z.array(lenormandCardSchema) })).default([]),
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

export type StoredCast = z.output<typeof castRecordSchema>
export type CastSystem = StoredCast['system']

const CAST_SYSTEMS = castRecordSchema.options.map((o) => o.shape.system.value) as [CastSystem, ...CastSystem[]]

/** A deleted cast, kept until the server has it. */
export const castTombstoneSchema = z.object({
  id: z.string().min(1),
  system: z.enum(CAST_SYSTEMS),
  createdAt: z.string().min(1),
  ...syncStampShape,
  isDel: z.literal(1),
})
export type CastTombstone = z.output<typeof castTombstoneSchema>
export type StoredEntry = StoredCast | CastTombstone

export const storedEntrySchema = z.union([castRecordSchema, castTombstoneSchema])

/** Records saved before sync had no stamps: they gain updateTime = createdAt and count as not yet synced. */
export const historySchema = z.preprocess((raw) => (Array.isArray(raw) ? raw.map(stampedLegacy) : raw), z.array(storedEntrySchema))

export const emptiedCast = (r: StoredEntry): CastTombstone => ({
  id: r.id,
  system: r.system,
  createdAt: r.createdAt,
  updateTime: r.updateTime,
  isDel: 1,
  isLocal: r.isLocal,
  modified: r.modified,
})

/** Local record → server shape (snake_case; a tombstone carries its id, system and stamps only). */
export function toServerCast(r: StoredEntry): ServerRecord {
  const base = { id: r.id, system: r.system, created_at: r.createdAt, update_time: r.updateTime, is_del: r.isDel }
  if (r.isDel) return base
  return { ...base, question: r.question, cast_time: r.castTime, inputs: r.inputs, result: r.result, version: r.version }
}

/** Server shape → stored record (on the server, so not local and not modified); undefined when unreadable. */
export function fromServerCast(raw: ServerRecord): StoredEntry | undefined {
  const stamps = {
    id: typeof raw.id === 'number' ? String(raw.id) : raw.id,
    system: raw.system,
    createdAt: raw.created_at,
    updateTime: Number(raw.update_time),
    isLocal: 0,
    modified: 0,
  }
  const p = raw.is_del
    ? castTombstoneSchema.safeParse({ ...stamps, isDel: 1 })
    : castRecordSchema.safeParse({
        ...stamps,
        isDel: 0,
        question: raw.question ?? '',
        castTime: raw.cast_time ?? null,
        inputs: raw.inputs ?? {},
        result: raw.result,
        version: raw.version ?? 1,
      })
  return p.success ? p.data : undefined
}
