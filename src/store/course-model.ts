/**
 * The course pages' rules (docs/content.md, Courses): progress summaries, when a lesson's progress is reported,
 * which lessons a reader may open, and the admin form's checks. Pure: no calls, no clock.
 */
import type { LessonItemWire, LessonMediaType } from '@/api/content'

/** Server limits (server/src/schemas/content.ts courseSave, lessonSave). */
export const COURSE_LIMITS = { title: 100, author: 40, introMd: 20_000, bodyMd: 100_000, priceCoins: 1_000_000, durationS: 24 * 3600 } as const

/** A reported percent grows in steps of this many points (and always reaches 100 at the end). */
export const PROGRESS_STEP_PERCENT = 10

/** Whole percent of `done` out of `total` (0 when there is nothing to do). */
export function percentOf(done: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)))
}

export interface CourseProgress {
  done: number
  total: number
  /** Mean of the lessons' percents: a lesson half heard counts half. */
  percent: number
}

/** A course's progress from its lessons' percents (Course/Info). */
export function courseProgress(lessons: readonly Pick<LessonItemWire, 'percent'>[]): CourseProgress {
  const total = lessons.length
  const sum = lessons.reduce((n, l) => n + Math.min(100, Math.max(0, l.percent ?? 0)), 0)
  return { done: lessons.filter((l) => (l.percent ?? 0) >= 100).length, total, percent: total > 0 ? Math.round(sum / total) : 0 }
}

/** Percent of a lesson's media played; the last second counts as the end. */
export function playedPercent(positionS: number, durationS: number): number {
  if (!(durationS > 0) || !(positionS > 0)) return 0
  if (positionS >= durationS - 1) return 100
  return Math.min(99, Math.floor((positionS / durationS) * 100))
}

/**
 * The percent to send now, or null: progress only grows (the server keeps the highest), so only a value at
 * least one step above what was sent, or the first 100, is worth a call.
 */
export function progressToSend(sentPercent: number, nowPercent: number): number | null {
  const p = Math.min(100, Math.max(0, Math.floor(nowPercent)))
  if (p <= sentPercent) return null
  if (p === 100 || p - sentPercent >= PROGRESS_STEP_PERCENT) return p
  return null
}

/** Media a lesson may play: https, or the API's own /api/… paths (the server's rule). */
export function mediaUrlAllowed(url: string): boolean {
  return /^https:\/\/[^\s/]+\S*$/i.test(url) || /^\/api\/\S+$/.test(url)
}

/** The lesson's media to show, or null (no media, or a URL outside the rule). */
export function lessonMedia(type: LessonMediaType, url: string): { type: 'audio' | 'video'; url: string } | null {
  if (type === '' || !mediaUrlAllowed(url)) return null
  return { type, url }
}

/** The first lesson to open: where the reader left off, else the first unfinished one, else the first. */
export function lessonToResume(lessons: readonly Pick<LessonItemWire, 'id' | 'percent' | 'locked'>[], lastLessonId?: number | null): number | null {
  const open = lessons.filter((l) => !l.locked)
  if (lastLessonId && open.some((l) => l.id === lastLessonId)) return lastLessonId
  return (open.find((l) => (l.percent ?? 0) < 100) ?? open[0])?.id ?? null
}

/** Lesson order after moving one lesson up (-1) or down (+1); the same order when it cannot move. */
export function movedOrder(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const i = ids.indexOf(id)
  const j = i + by
  if (i < 0 || j < 0 || j >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[i], next[j]] = [next[j], next[i]]
  return next
}

// ---- admin forms ----

export interface CourseForm {
  title: string
  author: string
  cover: string
  introMd: string
  price: string
  sort: string
}

export interface LessonForm {
  title: string
  bodyMd: string
  mediaType: LessonMediaType
  mediaUrl: string
  duration: string
  isFree: boolean
}

export type FormError = 'required' | 'tooLong' | 'badNumber' | 'badUrl'

const wholeIn = (s: string, min: number, max: number) => /^-?\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max

/** Field errors of the course form (empty when it can be saved). */
export function courseFormErrors(f: CourseForm): Partial<Record<keyof CourseForm, FormError>> {
  const e: Partial<Record<keyof CourseForm, FormError>> = {}
  if (!f.title.trim()) e.title = 'required'
  else if (f.title.trim().length > COURSE_LIMITS.title) e.title = 'tooLong'
  if (f.author.trim().length > COURSE_LIMITS.author) e.author = 'tooLong'
  if (f.cover.trim() && !mediaUrlAllowed(f.cover.trim())) e.cover = 'badUrl'
  if (f.introMd.length > COURSE_LIMITS.introMd) e.introMd = 'tooLong'
  if (!wholeIn(f.price || '0', 0, COURSE_LIMITS.priceCoins)) e.price = 'badNumber'
  if (!wholeIn(f.sort || '0', -1_000_000, 1_000_000)) e.sort = 'badNumber'
  return e
}

/** Field errors of the lesson form: media type and URL go together (the server's rule). */
export function lessonFormErrors(f: LessonForm): Partial<Record<keyof LessonForm, FormError>> {
  const e: Partial<Record<keyof LessonForm, FormError>> = {}
  if (!f.title.trim()) e.title = 'required'
  else if (f.title.trim().length > COURSE_LIMITS.title) e.title = 'tooLong'
  if (f.bodyMd.length > COURSE_LIMITS.bodyMd) e.bodyMd = 'tooLong'
  if (f.mediaType !== '' && !mediaUrlAllowed(f.mediaUrl.trim())) e.mediaUrl = f.mediaUrl.trim() ? 'badUrl' : 'required'
  if (!wholeIn(f.duration || '0', 0, COURSE_LIMITS.durationS)) e.duration = 'badNumber'
  return e
}

export const EMPTY_COURSE_FORM: CourseForm = { title: '', author: '', cover: '', introMd: '', price: '0', sort: '0' }
export const EMPTY_LESSON_FORM: LessonForm = { title: '', bodyMd: '', mediaType: '', mediaUrl: '', duration: '0', isFree: false }
