// Courses, lessons, enrolments and lesson progress (SQL only). Enrolling a priced course spends coins through
// the shared ledger (coins.ts spend: account lock, balance check, idempotency key spend:course:<id>) in the
// same transaction as the enrolment row.
import type { Queryable } from '../plugins/db'
import { spend } from './coins'
import { pagedQuery } from './content'

export interface CourseRow {
  id: number
  title: string
  author: string
  cover: string
  intro_md: string
  intro_html: string
  excerpt: string
  price_coins: number
  sort: number
  status: string
  published_at: number | null
  created_at: number
  updated_at: number
}

export interface LessonRow {
  id: number
  course_id: number
  title: string
  body_md: string
  body_html: string
  media_type: string
  media_url: string
  duration_s: number
  is_free: number
  sort: number
  created_at: number
  updated_at: number
}

const LIST_COLS = `c.id, c.title, c.author, c.cover, c.excerpt, c.price_coins, c.sort, c.status, c.published_at, c.updated_at,
  (SELECT count(*)::int FROM course_lessons l WHERE l.course_id = c.id) AS lesson_count,
  (SELECT count(*)::int FROM course_enrolments e WHERE e.course_id = c.id) AS enrol_count`

export const listCourses = (q: Queryable, status: string | null, page: number, size: number) =>
  pagedQuery(
    q,
    {
      select: LIST_COLS,
      from: `FROM courses c${status ? ' WHERE c.status = $1' : ''}`,
      order: 'c.sort DESC, c.published_at DESC NULLS LAST, c.id DESC',
    },
    status ? [status] : [],
    page,
    size,
  )

/** Lessons of a course in their order (sort, then id); bodies only when asked. */
export async function lessonsOf(q: Queryable, courseId: number, withBodies = false): Promise<LessonRow[]> {
  const cols = withBodies ? '*' : 'id, course_id, title, media_type, duration_s, is_free, sort, updated_at'
  const r = await q.query<LessonRow>(`SELECT ${cols} FROM course_lessons WHERE course_id = $1 ORDER BY sort, id`, [courseId])
  return r.rows
}

export async function isEnrolled(q: Queryable, uid: number, courseId: number): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM course_enrolments WHERE uid = $1 AND course_id = $2', [uid, courseId])
  return r.rows.length > 0
}

export type EnrolResult = 'enrolled' | 'already' | 'short'

/** Enrols once: the spend (if priced) and the enrolment row commit together or not at all. */
export async function enrol(q: Queryable, uid: number, course: Pick<CourseRow, 'id' | 'title' | 'price_coins'>, now: number): Promise<EnrolResult> {
  if (await isEnrolled(q, uid, course.id)) return 'already'
  if (course.price_coins > 0) {
    const r = await spend(q, {
      uid,
      amount: course.price_coins,
      reason: `课程：${course.title}`.slice(0, 100),
      idemKey: `spend:course:${course.id}`,
      now,
    })
    if (r === 'short') return 'short'
  }
  const ins = await q.query(
    `INSERT INTO course_enrolments (uid, course_id, price_coins, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid, course_id) DO NOTHING RETURNING uid`,
    [uid, course.id, course.price_coins, now],
  )
  return ins.rows.length ? 'enrolled' : 'already'
}

/** Per lesson of a course: the caller's percent (lessons never opened are absent). */
export async function progressOf(
  q: Queryable,
  uid: number,
  courseId: number,
): Promise<Map<number, { percent: number; position_s: number; updated_at: number }>> {
  const r = await q.query<{ lesson_id: number; percent: number; position_s: number; updated_at: number }>(
    'SELECT lesson_id, percent, position_s, updated_at FROM lesson_progress WHERE uid = $1 AND course_id = $2',
    [uid, courseId],
  )
  return new Map(
    r.rows.map((x) => [Number(x.lesson_id), { percent: Number(x.percent), position_s: Number(x.position_s), updated_at: Number(x.updated_at) }]),
  )
}

/** Keeps the greatest percent; the position is the latest reported. */
export async function saveProgress(
  q: Queryable,
  uid: number,
  lesson: Pick<LessonRow, 'id' | 'course_id'>,
  percent: number,
  positionS: number,
  now: number,
) {
  const r = await q.query<{ percent: number; position_s: number }>(
    `INSERT INTO lesson_progress (uid, lesson_id, course_id, percent, position_s, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid, lesson_id) DO UPDATE SET percent = GREATEST(lesson_progress.percent, EXCLUDED.percent),
       position_s = EXCLUDED.position_s, updated_at = EXCLUDED.updated_at
     RETURNING percent, position_s`,
    [uid, lesson.id, lesson.course_id, percent, positionS, now],
  )
  return { percent: Number(r.rows[0].percent), position_s: Number(r.rows[0].position_s) }
}

/** The caller's enrolled courses (published or not: what was bought stays visible), newest enrolment first. */
export const myCourses = (q: Queryable, uid: number, page: number, size: number) =>
  pagedQuery(
    q,
    {
      select: `${LIST_COLS}, e.created_at AS enrolled_at,
        (SELECT count(*)::int FROM lesson_progress p WHERE p.uid = e.uid AND p.course_id = c.id AND p.percent = 100) AS done_count,
        (SELECT p.lesson_id FROM lesson_progress p WHERE p.uid = e.uid AND p.course_id = c.id ORDER BY p.updated_at DESC LIMIT 1) AS last_lesson_id`,
      from: `FROM course_enrolments e JOIN courses c ON c.id = e.course_id WHERE e.uid = $1 AND c.status <> 'draft'`,
      order: 'e.created_at DESC, c.id DESC',
    },
    [uid],
    page,
    size,
  )

/** Sets lesson order to the given ids (ids of other courses are ignored); answers how many moved. */
export async function reorderLessons(q: Queryable, courseId: number, ids: number[], now: number): Promise<number> {
  const r = await q.query(
    `UPDATE course_lessons l SET sort = x.ord::int, updated_at = $3
     FROM unnest($2::bigint[]) WITH ORDINALITY AS x(id, ord) WHERE l.id = x.id AND l.course_id = $1 RETURNING l.id`,
    [courseId, ids, now],
  )
  return r.rows.length
}

export async function deleteLesson(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM course_lessons WHERE id = $1 RETURNING id', [id])).rows.length > 0
}
