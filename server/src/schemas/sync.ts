// Server shapes of synced records (SPEC §3). Unknown keys are dropped for births and groups; Arabic points and
// chart styles carry many free-form fields, kept within size limits.
import { z } from 'zod'
import { flag, int, jsonValue, num, recordId, sized, text, updateTime } from './common'
import { badStringPath } from '../util/strings'

const date = z
  .string()
  .trim()
  .transform((s) => s.replace(/\//g, '-'))
  .pipe(z.string().regex(/^-?\d{1,5}-\d{1,2}-\d{1,2}$/, '日期应为 yyyy-MM-dd'))
const time = z
  .string()
  .trim()
  .regex(/^\d{1,2}:\d{1,2}(:\d{1,2})?$/, '时间应为 HH:mm')
const sign = int(0, 12).nullish()
const zone = num(-14, 14)

export const birthSchema = z.object({
  id: recordId,
  sex: int(0, 2).nullish(),
  summer: flag.nullish(),
  set_type: int(0, 9).nullish(),
  type: int(0, 99).nullish(),
  name: text(100).nullish(),
  date: date.nullish(),
  time: time.nullish(),
  birth_zone: zone.nullish(),
  delta: flag.nullish(),
  lat: num(-90, 90).nullish(),
  lng: num(-180, 180).nullish(),
  address: text(300).nullish(),
  lat_current: num(-90, 90).nullish(),
  lng_current: num(-180, 180).nullish(),
  address_current: text(300).nullish(),
  zone_current: zone.nullish(),
  sun: sign,
  moon: sign,
  asc: sign,
  remark: text(5000).nullish(),
  keywords: text(1000).nullish(),
  update_time: updateTime,
  is_local: flag.nullish(),
  is_del: flag.nullish(),
  is_top: flag.nullish(),
})
export type BirthIn = z.output<typeof birthSchema>

export const groupSchema = z.object({
  id: recordId,
  name: text(100).nullish(),
  ids: z.array(recordId).max(10000).nullish(),
  update_time: updateTime,
  is_local: flag.nullish(),
  is_del: flag.nullish(),
})

const part = z.looseObject({ type: int(0, 999), degree: num(-100000, 100000).nullish() })
export const arabicPointSchema = z
  .object({
    id: recordId,
    name: text(100).nullish(),
    start: part.nullish(),
    add: part.nullish(),
    minus: part.nullish(),
    top: flag.nullish(),
    update_time: updateTime,
    is_local: flag.nullish(),
    is_del: flag.nullish(),
  })
  .catchall(jsonValue(2))
  .superRefine(sized(8000))

export const chartStyleSchema = z
  .object({
    id: recordId,
    name: text(100).nullish(),
    update_time: updateTime,
    is_local: flag.nullish(),
    is_del: flag.nullish(),
    is_top: flag.nullish(),
    top: flag.nullish(),
  })
  .catchall(jsonValue(3))
  .superRefine(sized(32000))

/** One scale of a psychological test result, as the client stored it. */
const psychScale = z.object({
  scale: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'scale 格式错误'),
  raw: num(-100000, 100000),
  min: num(-100000, 100000),
  max: num(-100000, 100000),
  items: int(1, 200),
  pct: num(0, 100),
  band: int(0, 20),
})

/** An instant as the client's toISOString() writes it. */
const isoInstant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'created_at 应为 ISO 时间')

/** A psychological test record: answers (Likert 1–5) and the scale scores as shown when saved. */
export const psychRecordSchema = z.object({
  id: recordId,
  test_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'test_id 格式错误'),
  created_at: isoInstant,
  answers: z.array(int(1, 5)).max(200, '最多 200 题'),
  scales: z.array(psychScale).max(20, '最多 20 个量表'),
  update_time: updateTime,
  is_local: flag.nullish(),
  is_del: flag.nullish(),
})

/**
 * A divination history record (a tarot reading, a liuyao cast…): the question, cast time, inputs and result are
 * the client's own JSON, kept within size limits; a tombstone carries only its id, system and stamps.
 */
export const divinationRecordSchema = z
  .object({
    id: recordId,
    system: z.string().regex(/^[a-z][a-z-]{0,31}$/, 'system 格式错误'),
    created_at: isoInstant,
    question: text(1000).nullish(),
    cast_time: jsonValue(2).nullish(),
    inputs: jsonValue(6).nullish(),
    result: jsonValue(8).nullish(),
    version: int(1, 99).nullish(),
    update_time: updateTime,
    is_local: flag.nullish(),
    is_del: flag.nullish(),
  })
  .superRefine(sized(32000))

/** A meditation session (docs/wellness.md): sound, planned minutes, seconds sat, start, local date, ran to the end. */
export const meditationRecordSchema = z.object({
  id: recordId,
  sound: z.string().regex(/^[a-z][a-z-]{0,31}$/, 'sound 格式错误'),
  planned_min: int(1, 1440),
  actual_s: int(0, 86400),
  started_at: int(0, 8.64e15),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date 应为 yyyy-MM-dd'),
  completed: flag,
  created_at: isoInstant,
  update_time: updateTime,
  is_local: flag.nullish(),
  is_del: flag.nullish(),
})

/** A record the server did not store, and why (answered in `rejected`). */
export interface Rejected {
  list: string
  index: number
  id: unknown
  msg: string
}

const idOf = (item: unknown): unknown => {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 64 && badStringPath(id) === null) ? id : null
}

/**
 * A pushed list checked record by record: good records go on, each bad one is set aside with its reason, so one
 * bad record never fails the batch.
 */
const list = <T extends z.ZodType>(s: T, max: number, name: string) =>
  z
    .array(z.unknown())
    .max(max, `最多 ${max} 条`)
    .default([])
    .transform((items) => {
      const ok: z.output<T>[] = []
      const rejected: Rejected[] = []
      items.forEach((item, index) => {
        const bad = badStringPath(item)
        const r = bad === null ? s.safeParse(item) : null
        if (r?.success) ok.push(r.data)
        else {
          const issue = r?.error.issues[0]
          const msg = r ? `${issue?.path.join('.') || '记录'} ${issue?.message ?? ''}`.trim() : `${bad || '记录'} 含有无效字符`
          rejected.push({ list: name, index, id: idOf(item), msg: msg.slice(0, 200) })
        }
      })
      return { ok, rejected }
    })

export const MAX_BIRTHS = 5000
export const birthSyncBody = z.object({
  list: list(birthSchema, MAX_BIRTHS, 'list'),
  group_list: list(groupSchema, 500, 'group_list'),
})
export const arabicSyncBody = z.object({ list: list(arabicPointSchema, 1000, 'list') })
export const styleSyncBody = z.object({ list: list(chartStyleSchema, 500, 'list') })
export const psychSyncBody = z.object({ list: list(psychRecordSchema, 1000, 'list') })
export const divinationSyncBody = z.object({ list: list(divinationRecordSchema, 1000, 'list') })
export const meditationSyncBody = z.object({ list: list(meditationRecordSchema, 1000, 'list') })
/** Top-level keys of the sync bodies whose records are checked one by one. */
export const RECORD_LISTS = ['list', 'group_list']
