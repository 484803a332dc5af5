// /Merit/Sync body: the device's own per-day knock counts (absolute, grow-only) and, optionally, the word shown
// per knock (SPEC §3 merit-counter date/count/word type). Days are checked one by one: a bad day is set aside
// with its reason and the others are stored.
import { z } from 'zod'
import { int, text, updateTime } from './common'

/** Knocks one device may record on one day (ten a second for a whole day is 864,000). */
export const MAX_DAY_COUNT = 1_000_000
/** Days per push: about ten years of daily use. */
export const MAX_DAYS = 4000
export const MAX_WORD_CHARS = 8

/** A real calendar date yyyy-MM-dd from 2000-01-01 on (the upper bound depends on the server clock). */
export const isCalendarDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return +m[1] >= 2000 && d.toISOString().slice(0, 10) === s
}

export const meritDaySchema = z.object({
  date: z.string().refine(isCalendarDate, '日期应为 2000 年以后的 yyyy-MM-dd'),
  count: int(0, MAX_DAY_COUNT),
})
export type MeritDayIn = z.output<typeof meritDaySchema>

export interface MeritRejected {
  index: number
  date: unknown
  msg: string
}

const days = z
  .array(z.unknown())
  .max(MAX_DAYS, `最多 ${MAX_DAYS} 天`)
  .default([])
  .transform((items) => {
    const ok: (MeritDayIn & { index: number })[] = []
    const rejected: MeritRejected[] = []
    items.forEach((item, index) => {
      const r = meritDaySchema.safeParse(item)
      if (r.success) ok.push({ ...r.data, index })
      else {
        const issue = r.error.issues[0]
        const date = item && typeof item === 'object' ? (item as { date?: unknown }).date : undefined
        rejected.push({
          index,
          date: typeof date === 'string' && date.length <= 10 ? date : null,
          msg: `${issue?.path.join('.') || '记录'} ${issue?.message ?? ''}`.trim().slice(0, 200),
        })
      }
    })
    return { ok, rejected }
  })

export const meritWordSchema = z
  .object({
    word_type: int(0, 1),
    word: text(MAX_WORD_CHARS).default(''),
    update_time: updateTime,
  })
  .nullish()

export const meritSyncBody = z.object({
  /** The device's counter id (client id plus an account epoch). */
  device: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'device 格式错误'),
  list: days,
  word: meritWordSchema,
})
