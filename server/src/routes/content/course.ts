// /Course/*: courses with ordered lessons (text, audio or video), a coin price or free, enrolment through the
// coin ledger, per-lesson progress and "my courses". Admins (content:write) edit courses and lessons.
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { rendered } from '../../util/markdown'
import { balance } from '../../repositories/coins'
import { getRow, insertRow, updateRow } from '../../repositories/content'
import {
  deleteLesson,
  enrol,
  isEnrolled,
  lessonsOf,
  listCourses,
  myCourses,
  progressOf,
  reorderLessons,
  saveProgress,
  type CourseRow,
  type LessonRow,
} from '../../repositories/courses'
import { adminList, byId, courseSave, lessonOrder, lessonSave, paging, progressBody, publishStatus } from '../../schemas/content'
import { definePublishStatusRoute, forReaders, found, optionalUid, PERM } from './common'

export function registerCourse(app: FastifyInstance, svc: Services) {
  const db = svc.db

  /** A course readers may see: published, or archived for those already enrolled. */
  const visibleCourse = async (courseId: number, uid: number | null) => {
    const c = await getRow<CourseRow>(db, 'courses', courseId)
    if (c && (c.status === 'published' || (c.status === 'archived' && uid !== null && (await isEnrolled(db, uid, c.id))))) return c
    throw new ApiError(Codes.RECORD_NOT_FOUND, '课程不存在')
  }

  /** A lesson's course when the caller may read its body; enrolled tells whether progress can be kept. */
  const unlocked = async (lessonId: number, uid: number | null) => {
    const lesson = found(await getRow<LessonRow>(db, 'course_lessons', lessonId), '课时')
    const course = await visibleCourse(lesson.course_id, uid)
    const enrolled = uid !== null && (await isEnrolled(db, uid, course.id))
    if (!enrolled && course.price_coins > 0 && !lesson.is_free) throw new ApiError(Codes.NOT_ENROLLED, `请先报名课程「${course.title}」`)
    return { lesson, course, enrolled }
  }

  defineRoute(app, svc, {
    path: '/Course/List',
    input: paging,
    handler: async ({ input }) => listCourses(db, 'published', input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Course/Info',
    input: byId,
    async handler({ input, req, now }) {
      const uid = await optionalUid(svc, req, now)
      const course = await visibleCourse(input.id, uid)
      const enrolled = uid !== null && (await isEnrolled(db, uid, course.id))
      const progress = uid !== null ? await progressOf(db, uid, course.id) : new Map()
      const lessons = (await lessonsOf(db, course.id)).map((l) => ({
        ...l,
        locked: !enrolled && course.price_coins > 0 && !l.is_free,
        percent: progress.get(Number(l.id))?.percent ?? 0,
      }))
      return {
        ...forReaders({ ...course }),
        enrolled,
        lessons,
        lesson_count: lessons.length,
        done_count: lessons.filter((l) => l.percent === 100).length,
      }
    },
  })

  defineRoute(app, svc, {
    path: '/Course/LessonInfo',
    input: byId,
    async handler({ input, req, now }) {
      const uid = await optionalUid(svc, req, now)
      const { lesson, course, enrolled } = await unlocked(input.id, uid)
      const p = uid !== null ? (await progressOf(db, uid, course.id)).get(Number(lesson.id)) : undefined
      const siblings = await lessonsOf(db, course.id)
      const at = siblings.findIndex((l) => Number(l.id) === Number(lesson.id))
      return {
        ...forReaders({ ...lesson }),
        course: { id: course.id, title: course.title, price_coins: course.price_coins },
        enrolled,
        percent: p?.percent ?? 0,
        position_s: p?.position_s ?? 0,
        prev_id: at > 0 ? siblings[at - 1].id : null,
        next_id: at >= 0 && at < siblings.length - 1 ? siblings[at + 1].id : null,
      }
    },
  })

  defineRoute(app, svc, {
    path: '/Course/Enrol',
    input: byId,
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const course = await getRow<CourseRow>(db, 'courses', input.id)
      if (!course || course.status !== 'published') throw new ApiError(Codes.RECORD_NOT_FOUND, '课程不存在或未开放报名')
      const result = await db.tx((q) => enrol(q, uid, course, now))
      const coinNum = await balance(db, uid)
      if (result === 'short') throw new ApiError(Codes.COINS_SHORT, `星币不足：报名需要 ${course.price_coins} 星币，当前 ${coinNum} 星币`)
      return { enrolled: true, coin_spent: result === 'enrolled' ? course.price_coins : 0, coin_num: coinNum }
    },
  })

  defineRoute(app, svc, {
    path: '/Course/ListMy',
    input: paging,
    auth: true,
    handler: async ({ input, user }) => myCourses(db, user!.uid, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Course/Progress',
    input: progressBody,
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const { lesson, course, enrolled } = await unlocked(input.lesson_id, uid)
      if (!enrolled) {
        // A free course enrols on first study; a preview lesson of a priced course keeps no progress.
        if (course.price_coins > 0) throw new ApiError(Codes.NOT_ENROLLED, `请先报名课程「${course.title}」`)
        await db.tx((q) => enrol(q, uid, course, now))
      }
      const saved = await saveProgress(db, uid, lesson, input.percent, input.position_s, now)
      const all = await progressOf(db, uid, course.id)
      const total = (await lessonsOf(db, course.id)).length
      return {
        ...saved,
        lesson_id: lesson.id,
        course_id: course.id,
        done_count: [...all.values()].filter((p) => p.percent === 100).length,
        lesson_count: total,
      }
    },
  })

  // Admin.
  defineRoute(app, svc, {
    path: '/Course/AdminList',
    input: adminList.extend({ status: publishStatus.optional() }),
    auth: PERM.content,
    handler: async ({ input }) => listCourses(db, input.status ?? null, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Course/AdminInfo',
    input: byId,
    auth: PERM.content,
    async handler({ input }) {
      const course = found(await getRow<CourseRow>(db, 'courses', input.id), '课程')
      return { ...course, lessons: await lessonsOf(db, course.id, true) }
    },
  })

  defineRoute(app, svc, {
    path: '/Course/Save',
    input: courseSave,
    auth: PERM.content,
    async handler({ input, now }) {
      const { id: courseId, ...fields } = input
      const { html, excerpt } = rendered(fields.intro_md)
      const row = { ...fields, intro_html: html, excerpt }
      if (courseId === undefined) return insertRow(db, 'courses', row, now)
      return found(await updateRow(db, 'courses', courseId, row, now), '课程')
    },
  })

  definePublishStatusRoute(app, svc, '/Course/SetStatus', 'courses', '课程')

  defineRoute(app, svc, {
    path: '/Course/LessonSave',
    input: lessonSave,
    auth: PERM.content,
    async handler({ input, now }) {
      const { id: lessonId, ...fields } = input
      found(await getRow(db, 'courses', fields.course_id), '课程')
      const row = { ...fields, body_html: rendered(fields.body_md).html }
      if (lessonId === undefined) return insertRow(db, 'course_lessons', row, now)
      const old = found(await getRow<LessonRow>(db, 'course_lessons', lessonId), '课时')
      if (Number(old.course_id) !== fields.course_id) throw new ApiError(Codes.BAD_INPUT, '参数错误：course_id 与课时所属课程不符')
      return found(await updateRow(db, 'course_lessons', lessonId, row, now), '课时')
    },
  })

  defineRoute(app, svc, {
    path: '/Course/LessonDelete',
    input: byId,
    auth: PERM.content,
    async handler({ input }) {
      if (!(await deleteLesson(db, input.id))) throw new ApiError(Codes.RECORD_NOT_FOUND, '课时不存在')
      return { id: input.id }
    },
  })

  defineRoute(app, svc, {
    path: '/Course/LessonOrder',
    input: lessonOrder,
    auth: PERM.content,
    async handler({ input, now }) {
      found(await getRow(db, 'courses', input.course_id), '课程')
      const moved = await reorderLessons(db, input.course_id, input.ids, now)
      return { moved, lessons: await lessonsOf(db, input.course_id) }
    },
  })
}
