/**
 * The course pages' calls (/Course/…, docs/content.md): reading courses and lessons, enrolling through the shared
 * coin path, reporting progress, and the admin's editing. Pages reach the server here, never through src/api.
 */
import {
  courseAdminInfo,
  courseAdminList,
  courseEnrol,
  courseInfo,
  courseList,
  courseListMy,
  courseProgress,
  courseSave,
  courseSetStatus,
  lessonDelete,
  lessonInfo,
  lessonOrder,
  lessonSave,
  type AdminCourseWire,
  type AdminLessonWire,
  type CourseWire,
  type LessonInfoWire,
  type PublishAction,
} from '@/api/content'
import { ApiRequestError, apiBaseUrl } from '@/api/request'
import { avatarSrc } from './account'
import type { CourseForm, LessonForm } from './course-model'
import { QUIET, spendCoins, type CoinSpendResult } from './shop-actions'

export type { AdminCourseWire, AdminLessonWire, CourseInfoWire, CourseWire, LessonInfoWire, LessonItemWire, PublishAction } from '@/api/content'

export const loadCourses = (page: number, size: number) => courseList({ page, size }, QUIET)
export const loadMyCourses = (page: number, size: number) => courseListMy({ page, size }, QUIET)
export const loadCourse = (id: number) => courseInfo(id, QUIET)

/** docs/content.md: 1102, a lesson of a course not enrolled in. */
const NOT_ENROLLED = 1102

/** A lesson, or `locked` when its course must be enrolled in first. */
export async function loadLesson(id: number): Promise<LessonInfoWire | { locked: true }> {
  try {
    return await lessonInfo(id, QUIET)
  } catch (e) {
    if (e instanceof ApiRequestError && Number(e.code) === NOT_ENROLLED) return { locked: true }
    throw e
  }
}

/** Enrols: a free course at once, a priced one through the coin path (login, balance, 星币不足). */
export function enrolCourse(course: Pick<CourseWire, 'id' | 'price_coins'>): Promise<CoinSpendResult<{ coin_spent: number; coin_num: number }>> {
  return spendCoins(course.price_coins, () => courseEnrol(course.id, { ...QUIET, loading: true }))
}

/** Reports a lesson's progress; a failure is dropped (the next report carries the higher percent). */
export async function reportProgress(lessonId: number, percent: number, positionS: number) {
  return courseProgress({ lesson_id: lessonId, percent, position_s: Math.max(0, Math.round(positionS)) }, QUIET).catch(() => null)
}

/** A media or cover address ready for Audio/Video/Image: /api/… paths resolve against the API origin. */
export const mediaSrc = (url: string) => avatarSrc(url, apiBaseUrl())

// ---- admin (content:write) ----

export const loadAdminCourses = (page: number, size: number) => courseAdminList({ page, size }, QUIET)
export const loadAdminCourse = (id: number) => courseAdminInfo(id, QUIET)
export const setCourseStatus = (id: number, action: PublishAction) => courseSetStatus(id, action, QUIET)
export const deleteLesson = (id: number) => lessonDelete(id, QUIET)
export const orderLessons = (courseId: number, ids: number[]) => lessonOrder(courseId, ids, QUIET)

export const courseFormOf = (c: AdminCourseWire): CourseForm => ({
  title: c.title,
  author: c.author,
  cover: c.cover,
  introMd: c.intro_md,
  price: String(c.price_coins),
  sort: String(c.sort),
})

export const lessonFormOf = (l: AdminLessonWire): LessonForm => ({
  title: l.title,
  bodyMd: l.body_md,
  mediaType: l.media_type,
  mediaUrl: l.media_url,
  duration: String(l.duration_s),
  isFree: l.is_free === 1,
})

export const saveCourse = (id: number | undefined, f: CourseForm) =>
  courseSave(
    {
      ...(id ? { id } : {}),
      title: f.title.trim(),
      author: f.author.trim(),
      cover: f.cover.trim(),
      intro_md: f.introMd,
      price_coins: Number(f.price || 0),
      sort: Number(f.sort || 0),
    },
    QUIET,
  )

export const saveLesson = (courseId: number, id: number | undefined, f: LessonForm, sort?: number) =>
  lessonSave(
    {
      ...(id ? { id } : {}),
      course_id: courseId,
      title: f.title.trim(),
      body_md: f.bodyMd,
      media_type: f.mediaType,
      media_url: f.mediaType === '' ? '' : f.mediaUrl.trim(),
      duration_s: Number(f.duration || 0),
      is_free: f.isFree ? 1 : 0,
      ...(sort !== undefined ? { sort } : {}),
    },
    QUIET,
  )
