import { View } from '@tarojs/components'
import { useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { SwitchRow } from '@/components/ui/setting-rows'
import { useT } from '@/components/hooks'
import { saveLesson, lessonFormOf, type AdminLessonWire } from '@/store/course-actions'
import { COURSE_LIMITS, EMPTY_LESSON_FORM, lessonFormErrors, type LessonForm } from '@/store/course-model'
import { Field } from '../fields'

const MEDIA_TYPES = ['', 'audio', 'video'] as const

/** A lesson's form (new when `lesson` is null): title, Markdown body, media, duration, free preview. */
export function LessonEditor(props: { courseId: number; lesson: AdminLessonWire | null; nextSort: number; onDone(error?: string): void }) {
  const t = useT()
  const [f, setF] = useState<LessonForm>(props.lesson ? lessonFormOf(props.lesson) : EMPTY_LESSON_FORM)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const errors = shown ? lessonFormErrors(f) : {}
  const edit = (patch: Partial<LessonForm>) => setF((x) => ({ ...x, ...patch }))
  const save = async () => {
    setShown(true)
    if (busy || Object.keys(lessonFormErrors(f)).length) return
    setBusy(true)
    try {
      await saveLesson(props.courseId, props.lesson?.id, f, props.lesson ? undefined : props.nextSort)
      props.onDone()
    } catch (e) {
      props.onDone(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className="card" data-testid="lesson-editor">
      <Field
        label={t('courseAdmin.lessonTitle')}
        value={f.title}
        onInput={(title) => edit({ title })}
        testId="lesson-title"
        error={errors.title}
        maxlength={COURSE_LIMITS.title}
      />
      <Field
        label={t('courseAdmin.bodyMd')}
        value={f.bodyMd}
        onInput={(bodyMd) => edit({ bodyMd })}
        testId="lesson-body-md"
        error={errors.bodyMd}
        multiline
        maxlength={COURSE_LIMITS.bodyMd}
      />
      <Segmented
        testId="lesson-media-type"
        label={t('courseAdmin.mediaType')}
        value={f.mediaType}
        options={MEDIA_TYPES.map((m) => ({ value: m, label: t(`courseAdmin.media.${m || 'none'}`) }))}
        onChange={(mediaType) => edit({ mediaType })}
      />
      {f.mediaType !== '' && (
        <Field
          label={t('courseAdmin.mediaUrl')}
          value={f.mediaUrl}
          onInput={(mediaUrl) => edit({ mediaUrl })}
          testId="lesson-media-url"
          error={errors.mediaUrl}
          maxlength={500}
        />
      )}
      <Field
        label={t('courseAdmin.duration')}
        value={f.duration}
        onInput={(duration) => edit({ duration })}
        testId="lesson-duration"
        error={errors.duration}
      />
      <SwitchRow
        label={t('courseAdmin.isFree')}
        hint={t('courseAdmin.isFreeHint')}
        value={f.isFree}
        onChange={(isFree) => edit({ isFree })}
        testId="lesson-free"
      />
      <View className="admin-actions">
        <Pressable className="btn btn--ghost" data-testid="lesson-cancel" onPress={() => props.onDone()}>
          {t('common.cancel')}
        </Pressable>
        <Pressable className="btn" data-testid="lesson-save" disabled={busy} onPress={() => void save()}>
          {busy ? t('admin.submitting') : t('courseAdmin.saveLesson')}
        </Pressable>
      </View>
    </View>
  )
}
