import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import {
  courseFormOf,
  deleteLesson,
  loadAdminCourse,
  orderLessons,
  saveCourse,
  setCourseStatus,
  type AdminCourseWire,
  type AdminLessonWire,
} from '@/store/course-actions'
import { COURSE_LIMITS, courseFormErrors, EMPTY_COURSE_FORM, movedOrder, type CourseForm } from '@/store/course-model'
import { Field } from '../fields'
import { AdminNote, PublishActions, useNoteRun } from '../publish-actions'
import { LessonEditor } from './lesson-editor'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** A course's form, its state actions and its lessons (edit, delete, move); `id` 0 is a new course. */
export function CourseEditor({ id, onSaved }: { id: number; onSaved(id: number): void }) {
  const t = useT()
  const localize = useLocalize()
  const [course, setCourse] = useState<AdminCourseWire | null>(null)
  const [f, setF] = useState<CourseForm>(EMPTY_COURSE_FORM)
  const [shown, setShown] = useState(false)
  const { note, setNote, run } = useNoteRun((e) => t('admin.failed', { error: messageOf(e) }))
  const [lessonEdit, setLessonEdit] = useState<AdminLessonWire | 'new' | null>(null)
  const reload = (courseId: number) =>
    loadAdminCourse(courseId).then((c) => {
      setCourse(c)
      setF(courseFormOf(c))
    })
  useEffect(() => {
    if (id > 0)
      loadAdminCourse(id).then(
        (c) => {
          setCourse(c)
          setF(courseFormOf(c))
        },
        (e: unknown) => setNote({ ok: false, text: messageOf(e) }),
      )
  }, [id, setNote])

  const errors = shown ? courseFormErrors(f) : {}
  const save = () => {
    setShown(true)
    if (Object.keys(courseFormErrors(f)).length) return
    void run(async () => {
      const saved = await saveCourse(course?.id, f)
      await reload(saved.id)
      onSaved(saved.id)
    }, t('courseAdmin.saved'))
  }
  const edit = (patch: Partial<CourseForm>) => setF((x) => ({ ...x, ...patch }))
  const lessons = course?.lessons ?? []
  const move = (l: AdminLessonWire, by: -1 | 1) =>
    course &&
    void run(
      () =>
        orderLessons(
          course.id,
          movedOrder(
            lessons.map((x) => x.id),
            l.id,
            by,
          ),
        ).then(() => reload(course.id)),
      t('courseAdmin.moved'),
    )
  const remove = async (l: AdminLessonWire) => {
    if (!course) return
    const ok = await feedback().confirm({
      title: t('courseAdmin.deleteAsk'),
      content: localize(l.title),
      confirmText: t('courseAdmin.delete'),
      cancelText: t('common.cancel'),
    })
    if (ok) await run(() => deleteLesson(l.id).then(() => reload(course.id)), t('courseAdmin.deleted'))
  }
  return (
    <View data-testid="course-editor">
      <View className="card">
        {course && <Text className="muted">{t(`courseAdmin.status.${course.status}`)}</Text>}
        <Field
          label={t('courseAdmin.title')}
          value={f.title}
          onInput={(title) => edit({ title })}
          testId="course-title"
          error={errors.title}
          maxlength={COURSE_LIMITS.title}
        />
        <Field
          label={t('courseAdmin.author')}
          value={f.author}
          onInput={(author) => edit({ author })}
          testId="course-author"
          error={errors.author}
          maxlength={COURSE_LIMITS.author}
        />
        <Field
          label={t('courseAdmin.cover')}
          value={f.cover}
          onInput={(cover) => edit({ cover })}
          testId="course-cover"
          error={errors.cover}
          maxlength={500}
        />
        <Field label={t('courseAdmin.price')} value={f.price} onInput={(price) => edit({ price })} testId="course-price" error={errors.price} />
        <Field label={t('courseAdmin.sort')} value={f.sort} onInput={(sort) => edit({ sort })} testId="course-sort" error={errors.sort} />
        <Field
          label={t('courseAdmin.introMd')}
          value={f.introMd}
          onInput={(introMd) => edit({ introMd })}
          testId="course-intro-md"
          error={errors.introMd}
          multiline
          maxlength={COURSE_LIMITS.introMd}
        />
        <View className="admin-actions">
          <Pressable className="btn" data-testid="course-save" onPress={save}>
            {t('courseAdmin.save')}
          </Pressable>
          {course && (
            <PublishActions
              status={course.status}
              testIdPrefix="course-"
              labelOf={(a) => t(`courseAdmin.action.${a}`)}
              onAction={(a) => void run(() => setCourseStatus(course.id, a).then(() => reload(course.id)), t(`courseAdmin.did.${a}`))}
            />
          )}
        </View>
        <AdminNote note={note} testId="course-admin-note" />
      </View>
      {course && (
        <View className="card" data-testid="course-admin-lessons">
          <View className="card__title">{t('courseAdmin.lessons', { n: lessons.length })}</View>
          {lessons.map((l, i) => (
            <View key={l.id} className="course-admin-lesson" data-testid={`admin-lesson-${l.id}`}>
              <Text>{`${i + 1}. ${localize(l.title)}${l.is_free ? ` · ${t('courseAdmin.free')}` : ''}`}</Text>
              <View className="admin-actions">
                <Pressable className="btn btn--ghost" disabled={i === 0} onPress={() => move(l, -1)}>
                  {t('courseAdmin.up')}
                </Pressable>
                <Pressable className="btn btn--ghost" disabled={i === lessons.length - 1} onPress={() => move(l, 1)}>
                  {t('courseAdmin.down')}
                </Pressable>
                <Pressable className="btn btn--ghost" onPress={() => setLessonEdit(l)}>
                  {t('courseAdmin.edit')}
                </Pressable>
                <Pressable className="btn btn--ghost" onPress={() => void remove(l)}>
                  {t('courseAdmin.delete')}
                </Pressable>
              </View>
            </View>
          ))}
          {lessonEdit === null && (
            <Pressable className="btn btn--ghost" data-testid="lesson-add" onPress={() => setLessonEdit('new')}>
              {t('courseAdmin.addLesson')}
            </Pressable>
          )}
        </View>
      )}
      {course && lessonEdit !== null && (
        <LessonEditor
          key={lessonEdit === 'new' ? 'new' : lessonEdit.id}
          courseId={course.id}
          lesson={lessonEdit === 'new' ? null : lessonEdit}
          nextSort={lessons.length + 1}
          onDone={(error) => {
            setLessonEdit(null)
            if (error) setNote({ ok: false, text: t('admin.failed', { error }) })
            else void reload(course.id)
          }}
        />
      )}
    </View>
  )
}
